/** A class constructor; DTO classes carry class-validator decorators. */
export type DtoClass<T = unknown> = new (...args: never[]) => T;

/** Request/reply message: one handler (per queue group) answers. */
export interface RequestDescriptor<Req, Rep> {
  readonly kind: 'request';
  /** `<service>.<resource>.<verb>` */
  readonly subject: string;
  readonly request: DtoClass<Req>;
  /** Reply DTO; `null` when the reply is a plain JSON value checked only by TypeScript. */
  readonly reply: DtoClass<Rep> | null;
  /** Default deadline for a call, in milliseconds. */
  readonly timeoutMs: number;
}

/** Fire-and-forget notification: `evt.<service>.<what>`. */
export interface EventDescriptor<P> {
  readonly kind: 'event';
  readonly subject: string;
  readonly payload: DtoClass<P>;
}

/** Durable work item on a JetStream stream, consumed by a queue group with ack/redelivery. */
export interface JobDescriptor<P> {
  readonly kind: 'job';
  readonly subject: string;
  /** Stream name, e.g. `JOBS_SQL`. */
  readonly stream: string;
  readonly payload: DtoClass<P>;
  /** How long a worker may hold a job without acking before it is redelivered. */
  readonly ackWaitMs: number;
  /** Deliveries before the job is given up on. */
  readonly maxDeliveries: number;
}

export type AnyDescriptor = RequestDescriptor<unknown, unknown> | EventDescriptor<unknown> | JobDescriptor<unknown>;

const SUBJECT = /^[a-z][a-z0-9-]*(\.[a-z0-9][a-z0-9_-]*)+$/;

function checkSubject(subject: string): string {
  if (!SUBJECT.test(subject)) throw new Error(`Invalid bus subject "${subject}"`);
  return subject;
}

export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

const registry = new Map<string, AnyDescriptor>();

/** Records a descriptor so transports can tell requests, events and jobs apart by subject. */
function register<D extends AnyDescriptor>(descriptor: D): D {
  const existing = registry.get(descriptor.subject);
  if (existing && existing !== descriptor) {
    throw new Error(`Bus subject "${descriptor.subject}" is defined twice`);
  }
  registry.set(descriptor.subject, descriptor);
  return descriptor;
}

/** The descriptor defined for `subject`, if its contract module has been loaded. */
export function findDescriptor(subject: string): AnyDescriptor | undefined {
  return registry.get(subject);
}

export function defineRequest<Req, Rep>(
  subject: string,
  request: DtoClass<Req>,
  reply: DtoClass<Rep> | null,
  options: { timeoutMs?: number } = {},
): RequestDescriptor<Req, Rep> {
  return register({
    kind: 'request',
    subject: checkSubject(subject),
    request,
    reply,
    timeoutMs: options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
  });
}

export function defineEvent<P>(subject: string, payload: DtoClass<P>): EventDescriptor<P> {
  if (!subject.startsWith('evt.')) throw new Error(`Event subjects start with "evt.": ${subject}`);
  return register({ kind: 'event', subject: checkSubject(subject), payload });
}

export function defineJob<P>(
  subject: string,
  stream: string,
  payload: DtoClass<P>,
  options: { ackWaitMs?: number; maxDeliveries?: number } = {},
): JobDescriptor<P> {
  if (!/^[A-Z][A-Z0-9_]*$/.test(stream)) throw new Error(`Invalid stream name "${stream}"`);
  return register({
    kind: 'job',
    subject: checkSubject(subject),
    stream,
    payload,
    ackWaitMs: options.ackWaitMs ?? 30_000,
    maxDeliveries: options.maxDeliveries ?? 5,
  });
}
