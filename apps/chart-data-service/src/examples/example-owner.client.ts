import { ErrorCode, FindUser, TesseraError, type Caller } from '@tessera/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { BusClient, TESSERA_CONFIG, type TesseraConfig } from '@tessera/platform';
import { retryUntil } from './example-retry';

/** How long seeding waits for the gateway to have created the first administrator. */
const ADMIN_WAIT_MS = 5 * 60_000;

/** Transient bus failures: the gateway (which owns users) is not up yet. */
export function isServiceNotUp(error: unknown): boolean {
  return error instanceof TesseraError && (error.code === ErrorCode.UNAVAILABLE || error.code === ErrorCode.TIMEOUT);
}

/**
 * The first administrator (`ADMIN_USERNAME`), who owns the examples. Users live in the gateway, which
 * creates the administrator when it starts, so this waits for it.
 */
@Injectable()
export class ExampleOwnerClient {
  constructor(
    private readonly bus: BusClient,
    @Inject(TESSERA_CONFIG) private readonly config: TesseraConfig,
  ) {}

  /** The administrator as the caller of the seeding's bus messages. */
  async waitForAdmin(signal: AbortSignal): Promise<Caller & { userId: number }> {
    const username = this.config.admin.username;
    const user = await retryUntil(async () => (await this.bus.request(FindUser, { username })).user ?? undefined, {
      timeoutMs: ADMIN_WAIT_MS,
      delayMs: 500,
      signal,
      retryable: isServiceNotUp,
      what: `the administrator account "${username}"`,
    });
    return { userId: user.id, username, roles: ['Admin'] };
  }
}
