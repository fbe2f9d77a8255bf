import { createHmac, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';

export const ASYNC_TOKEN_COOKIE = 'async-token';

export interface ChannelClaims {
  channel: string;
  sub: string | null;
}

/**
 * Each user's async events travel on a channel named in an HttpOnly JWT cookie (`async-token`), as
 * Superset's global async queries do. API clients without cookies get a channel derived from their
 * user id, so polling works for them too.
 */
export class AsyncChannels {
  constructor(private readonly secret: string) {}

  /** The channel in a valid cookie of this user, or null. */
  fromCookie(token: string | undefined, userId: number | null): string | null {
    const claims = this.verify(token);
    return claims && claims.sub === (userId === null ? null : String(userId)) ? claims.channel : null;
  }

  /** The claims of a cookie this server signed, or null. */
  verify(token: string | undefined): ChannelClaims | null {
    if (!token) return null;
    try {
      return jwt.verify(token, this.key(), { algorithms: ['HS256'] }) as ChannelClaims;
    } catch {
      return null;
    }
  }

  /** A new channel and the cookie value that names it. */
  issue(userId: number | null): { channel: string; token: string } {
    const channel = randomUUID();
    const token = jwt.sign({ channel, sub: userId === null ? null : String(userId) } satisfies ChannelClaims, this.key(), {
      algorithm: 'HS256',
    });
    return { channel, token };
  }

  /** The stable channel of a user who sends no cookie (bearer-token clients). */
  forUser(userId: number): string {
    return `user-${createHmac('sha256', this.key()).update(String(userId)).digest('hex').slice(0, 32)}`;
  }

  private key(): string {
    return `${this.secret}:async-channels`;
  }
}
