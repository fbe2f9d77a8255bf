import type { KeyValueStore } from '@tessera/platform';
import type { PendingLogin } from '../sso/oidc/oidc-relying-party';

const PENDING_TTL_SECONDS = 600;
/** As long as a browser session can live. */
const ID_TOKEN_TTL_SECONDS = 7 * 24 * 3600;

/**
 * OpenID Connect bookkeeping in the store every gateway replica shares: logins under way (keyed by
 * their state, taken once), and the ID token of each session, which names the session at the
 * provider when the user logs out.
 */
export class OidcSessions {
  constructor(private readonly store: KeyValueStore) {}

  async rememberPending(pending: PendingLogin): Promise<void> {
    await this.store.set(`oidc:pending:${pending.state}`, JSON.stringify(pending), PENDING_TTL_SECONDS);
  }

  /** The login under way with this state, once: a replayed callback finds nothing. */
  async takePending(state: string): Promise<PendingLogin | null> {
    const key = `oidc:pending:${state}`;
    const value = await this.store.get(key);
    if (value === null) return null;
    await this.store.delete(key);
    return JSON.parse(value) as PendingLogin;
  }

  async rememberIdToken(sessionId: string, idToken: string): Promise<void> {
    await this.store.set(`oidc:id-token:${sessionId}`, idToken, ID_TOKEN_TTL_SECONDS);
  }

  async takeIdToken(sessionId: string): Promise<string | null> {
    const key = `oidc:id-token:${sessionId}`;
    const value = await this.store.get(key);
    if (value !== null) await this.store.delete(key);
    return value;
  }
}
