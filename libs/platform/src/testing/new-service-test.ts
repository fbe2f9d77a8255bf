import type { BusMessage, BusReply, EventDescriptor, JobDescriptor, RequestDescriptor } from '@tessera/contracts';
import { TesseraError } from '@tessera/contracts';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { ObjectLiteral, Repository } from 'typeorm';
import { BusClient } from '../bus/bus-client';
import type { BusTransport } from '../bus/bus-transport';

// Unit-test harness for one Nest service class: its constructor dependencies are read from the
// decorator metadata the build emits and replaced by jest mocks, so a spec exercises the service's
// rules in milliseconds with no database and no bus. Bus calls go through the real `BusClient`
// over a recording transport, so the envelope and error mapping are the production ones.

type AnyClass<T = unknown> = abstract new (...args: never[]) => T;

/** Every method of T is a jest mock; other members stay assignable for the test to fill in. */
export type Mocked<T> = { -readonly [K in keyof T]: T[K] extends (...args: infer A) => infer R ? jest.Mock<R, A> & T[K] : T[K] };

export interface BusCall {
  subject: string;
  payload: unknown;
  caller: BusMessage['envelope']['caller'];
}

/** The bus as a unit test sees it: answers given per request descriptor, every send recorded. */
export class FakeBus {
  readonly requests: BusCall[] = [];
  readonly events: BusCall[] = [];
  readonly jobs: BusCall[] = [];
  readonly client: BusClient;
  private readonly answers = new Map<string, (payload: never) => unknown>();

  constructor() {
    this.client = new BusClient(this.transport());
  }

  /** How the service on the other side answers `descriptor`; throw a TesseraError to answer with an error. */
  answer<Req, Rep>(descriptor: RequestDescriptor<Req, Rep>, reply: (payload: Req) => Rep | Promise<Rep>): this {
    this.answers.set(descriptor.subject, reply as (payload: never) => unknown);
    return this;
  }

  /** Payloads sent to one request, event or job descriptor, in order. */
  sent<P>(descriptor: RequestDescriptor<P, unknown> | EventDescriptor<P> | JobDescriptor<P>): P[] {
    return [...this.requests, ...this.events, ...this.jobs]
      .filter((call) => call.subject === descriptor.subject)
      .map((call) => call.payload as P);
  }

  private transport(): BusTransport {
    const record = (list: BusCall[], subject: string, message: BusMessage) =>
      list.push({ subject, payload: message.payload, caller: message.envelope.caller });
    const closed = { close: async () => undefined };
    return {
      kind: 'in-process',
      serveRequests: () => closed,
      serveEvents: () => closed,
      consumeJobs: async () => closed,
      request: async (subject, message): Promise<BusReply> => {
        record(this.requests, subject, message);
        const reply = this.answers.get(subject);
        if (!reply) throw new Error(`The test gave no answer for bus request ${subject}`);
        try {
          return { ok: true, data: await reply(message.payload as never) };
        } catch (error) {
          if (error instanceof TesseraError) return { ok: false, error: error.toPayload() };
          throw error;
        }
      },
      publish: async (subject, message) => void record(this.events, subject, message),
      enqueue: async (job, message) => void record(this.jobs, job.subject, message),
      ping: async () => undefined,
      close: async () => undefined,
    };
  }
}

export interface ServiceTest<T> {
  /** The service under test, built with mocks for every dependency. */
  sut: T;
  bus: FakeBus;
  /** The mock handed to the service for a class dependency. */
  mock<D>(type: AnyClass<D>): Mocked<D>;
  /** The mock repository handed to the service for `@InjectRepository(entity)`. */
  repository<E extends ObjectLiteral>(entity: AnyClass<E>): Mocked<Repository<E>>;
}

/**
 * Builds `Service` with a mock for each constructor parameter. `overrides` hands in real objects by
 * class or injection token where a rule under test depends on them (for example a pure policy).
 */
export function newServiceTest<T>(Service: new (...args: never[]) => T, overrides: Map<unknown, unknown> = new Map()): ServiceTest<T> {
  const bus = new FakeBus();
  const types: unknown[] = Reflect.getMetadata('design:paramtypes', Service) ?? [];
  const injected: { index: number; param: unknown }[] = Reflect.getMetadata('self:paramtypes', Service) ?? [];
  const byToken = new Map<unknown, unknown>();
  const args = types.map((type, index) => {
    const token = injected.find((entry) => entry.index === index)?.param ?? type;
    if (overrides.has(token)) return overrides.get(token);
    if (token === BusClient) return bus.client;
    const mock = byToken.get(token) ?? automock(token);
    byToken.set(token, mock);
    return mock;
  });
  const lookup = (token: unknown, name: string) => {
    if (!byToken.has(token)) throw new Error(`${Service.name} does not take ${name} in its constructor`);
    return byToken.get(token);
  };
  return {
    sut: new Service(...(args as never[])),
    bus,
    mock: <D>(type: AnyClass<D>) => lookup(type, type.name) as Mocked<D>,
    repository: <E extends ObjectLiteral>(entity: AnyClass<E>) =>
      lookup(getRepositoryToken(entity as never), `a repository of ${entity.name}`) as Mocked<Repository<E>>,
  };
}

// Names probed by promises and by jest's own matchers; answering them with a function would
// make a mock look like a thenable or an asymmetric matcher.
const NOT_METHODS = new Set(['then', 'asymmetricMatch', 'toJSON', 'nodeType', '$$typeof', '@@__IMMUTABLE_ITERABLE__@@']);

/** A jest mock for each method a class declares (up its prototype chain); any other name on demand. */
function automock(token: unknown): Record<string | symbol, unknown> {
  const target: Record<string | symbol, unknown> = {};
  if (typeof token === 'function' && token !== Object) {
    for (let proto = token.prototype; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
      for (const name of Object.getOwnPropertyNames(proto)) {
        const descriptor = Object.getOwnPropertyDescriptor(proto, name);
        if (name !== 'constructor' && typeof descriptor?.value === 'function' && !(name in target)) target[name] = jest.fn();
      }
    }
  }
  // Tokens without a class (repositories, strings) get methods as the service first touches them.
  return new Proxy(target, {
    get: (object, name) => {
      if (!(name in object) && typeof name === 'string' && !NOT_METHODS.has(name)) object[name] = jest.fn();
      return object[name];
    },
  });
}
