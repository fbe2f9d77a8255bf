import { Inject, Injectable } from '@nestjs/common';
import { TESSERA_CONFIG, type TesseraConfig } from '@tessera/platform';
import type { Response } from 'express';
import type { AuthenticatedRequest } from '../auth/auth.guard';
import { ASYNC_TOKEN_COOKIE, AsyncChannels } from './async-channel';

/** Finds (or opens) the caller's async channel for an HTTP request. */
@Injectable()
export class AsyncChannelResolver {
  readonly channels: AsyncChannels;

  constructor(@Inject(TESSERA_CONFIG) config: TesseraConfig) {
    this.channels = new AsyncChannels(config.secretKey);
  }

  /** Reads the channel of the request; with `response`, issues a cookie when there is none yet. */
  resolve(request: AuthenticatedRequest, response?: Response): string {
    const userId = request.principal?.userId ?? null;
    const fromCookie = this.channels.fromCookie(request.cookies?.[ASYNC_TOKEN_COOKIE], userId);
    if (fromCookie) return fromCookie;
    if (request.principal?.authMethod !== 'session' && userId !== null) return this.channels.forUser(userId);
    if (!response) return userId !== null ? this.channels.forUser(userId) : 'anonymous';
    const { channel, token } = this.channels.issue(userId);
    response.cookie(ASYNC_TOKEN_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: request.secure, path: '/' });
    return channel;
  }
}
