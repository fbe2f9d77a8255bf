/** Who is calling: carried in every bus message so services can apply object-level rules. */
export interface Caller {
  userId: number | null;
  username: string;
  roles: string[];
  /** Stable digest of the caller's permission set; part of cache keys that depend on access. */
  permissionsDigest?: string;
  /**
   * The caller's data-access permissions as `perm|view` strings (`all_datasource_access|all_datasource_access`,
   * `database_access|[examples].(id:1)`, `schema_access|[examples].[public]`, `datasource_access|[examples].[t](id:7)`).
   * Services check dataset access with them; every other permission is checked by the gateway before the call.
   */
  accessPermissions?: string[];
  /** Present when the caller is an embedded-dashboard guest. */
  guestScope?: { resources: { type: string; id: string }[]; rls: { dataset?: number; clause: string }[] };
}

/** Travels with every request, event and job. */
export interface Envelope {
  /** Set by the gateway per HTTP request; appears in every log line along the way. */
  requestId: string;
  caller?: Caller;
  /** Epoch milliseconds after which the reply is no longer wanted. */
  deadline: number;
  /** Epoch milliseconds when the unit of work arrived at the edge (the gateway's HTTP request), if known. */
  receivedAt?: number;
  /**
   * The language the user reads (a supported locale such as `fr` or `pt_BR`), resolved once by the gateway
   * per request; services write the texts they answer with (error messages, emails) in it.
   */
  locale?: string;
  /** W3C trace context of the sender's span, when tracing is on: the handler's span continues the trace. */
  traceparent?: string;
  tracestate?: string;
}

/** What travels on the wire for every bus message. */
export interface BusMessage<T = unknown> {
  envelope: Envelope;
  payload: T;
}

/** The caller used for work the system does on its own behalf (start-up, scheduler ticks). */
export const SYSTEM_CALLER: Caller = { userId: null, username: 'system', roles: ['Admin'] };
