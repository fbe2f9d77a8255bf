import {
  CHART_DATA_SOCKET_MAX_IN_FLIGHT,
  ErrorCode,
  forbidden,
  SupersetErrorType,
  TesseraError,
  unauthorized,
  type ChartDataSocketReply,
} from '@tessera/contracts';
import { renderError } from '../../errors/error-envelope';
import { hasPermission, type Principal } from '../../auth/principal';
import { serverText } from '@tessera/platform';

export interface ChartDataSocketDeps {
  /** The caller of the socket's next query: its upgrade request's credentials, or the guest token sent since. */
  resolvePrincipal(guestToken: string | null): Promise<Principal | null>;
  /** The same answer as `POST /api/v1/chart/data` (possibly already serialised), aborted through `signal`. */
  query(context: Record<string, unknown>, principal: Principal, signal: AbortSignal): Promise<unknown>;
  /** `query` is set on the reply to a query frame: when it arrived and whose it was, for the access log. */
  send(reply: ChartDataSocketReply, query?: AnsweredQuery): void;
  logError(message: string, error: unknown): void;
}

/** A query frame that got its reply. */
export interface AnsweredQuery {
  startedAt: bigint;
  userId: number | null;
}

const ID_PATTERN = /^[\w.:-]{1,100}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function invalid(message: string): TesseraError {
  return new TesseraError(ErrorCode.BAD_REQUEST, message, { errorType: SupersetErrorType.INVALID_PAYLOAD_FORMAT_ERROR });
}

/**
 * One chart-data socket: runs each query frame as `POST /api/v1/chart/data` would (same
 * authentication, permission and error envelope), answers it on the socket whenever it finishes,
 * and aborts it on a `cancel` frame or when the socket closes.
 */
export class ChartDataSocketSession {
  private guestToken: string | null = null;
  private readonly running = new Map<string, AbortController>();
  private closed = false;
  /** The user the socket's credentials named at its last query (the same for every query of a socket). */
  private userId: number | null = null;

  constructor(private readonly deps: ChartDataSocketDeps) {}

  get inFlight(): number {
    return this.running.size;
  }

  handleFrame(raw: string): void {
    let frame: unknown;
    try {
      frame = JSON.parse(raw);
    } catch {
      this.reply('', this.errorReply(invalid(serverText('Request is not JSON'))));
      return;
    }
    if (!isRecord(frame)) {
      this.reply('', this.errorReply(invalid(serverText('Request is not JSON'))));
      return;
    }
    if (frame.type === 'auth') {
      this.guestToken = typeof frame.guest_token === 'string' && frame.guest_token ? frame.guest_token : null;
      return;
    }
    const id = typeof frame.id === 'string' && ID_PATTERN.test(frame.id) ? frame.id : null;
    if (!id) {
      this.reply('', this.errorReply(invalid(serverText('Every frame needs an id of 1 to 100 letters, digits or ._:-'))));
      return;
    }
    if (frame.type === 'cancel') {
      this.running.get(id)?.abort();
      this.running.delete(id);
      return;
    }
    if (frame.type !== 'query') {
      this.reply(id, this.errorReply(invalid(serverText('Unknown frame type; expected auth, query or cancel'))));
      return;
    }
    void this.runQuery(id, frame.query_context);
  }

  /** The socket is gone: every running query is cancelled down to the database. */
  close(): void {
    this.closed = true;
    for (const controller of this.running.values()) controller.abort();
    this.running.clear();
  }

  private async runQuery(id: string, context: unknown): Promise<void> {
    if (this.running.has(id)) {
      this.reply(id, this.errorReply(invalid(serverText('A query with this id is already running'))));
      return;
    }
    if (this.running.size >= CHART_DATA_SOCKET_MAX_IN_FLIGHT) {
      this.reply(
        id,
        this.errorReply(new TesseraError(ErrorCode.TOO_MANY_REQUESTS, serverText('Too many chart queries running on this connection'))),
      );
      return;
    }
    const controller = new AbortController();
    this.running.set(id, controller);
    const startedAt = process.hrtime.bigint();
    try {
      const body = await this.answer(context, controller.signal);
      if (!controller.signal.aborted) this.reply(id, { status: 200, body }, { startedAt, userId: this.userId });
    } catch (error) {
      if (!controller.signal.aborted) this.reply(id, this.errorReply(error), { startedAt, userId: this.userId });
    } finally {
      if (this.running.get(id) === controller) this.running.delete(id);
    }
  }

  private async answer(context: unknown, signal: AbortSignal): Promise<unknown> {
    if (!isRecord(context)) throw invalid(serverText('query_context must be a JSON object'));
    const format = context.result_format ?? 'json';
    if (format !== 'json') throw invalid(serverText('Only JSON results are sent on this socket; download files over HTTP'));
    const principal = await this.deps.resolvePrincipal(this.guestToken);
    if (!principal) throw unauthorized();
    this.userId = principal.userId;
    if (!hasPermission(principal, 'can_read', 'Chart')) throw forbidden();
    return this.deps.query(context, principal, signal);
  }

  private errorReply(error: unknown): { status: number; body: unknown } {
    if (error instanceof TesseraError) return renderError(error);
    this.deps.logError('Chart query on the socket failed unexpectedly', error);
    return renderError(new TesseraError(ErrorCode.INTERNAL, 'Fatal error'));
  }

  private reply(id: string, answer: { status: number; body: unknown }, query?: AnsweredQuery): void {
    if (!this.closed) this.deps.send({ type: 'reply', id, ...answer }, query);
  }
}
