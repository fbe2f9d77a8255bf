import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiKeyCreateBody, forbidden, notFound, unauthorized, type ApiKeyCreatedView, type ApiKeyView } from '@tessera/contracts';
import { serverText } from '@tessera/platform';
import { ApiKeyService, type ApiKeySummary } from '@tessera/security';
import { ParseIdPipe } from '../http/id-param.pipe';
import { ApiKeyCredentials } from './api-key-credentials';
import { Authenticated } from './auth.decorators';
import type { AuthenticatedRequest } from './principal';

function toView(summary: ApiKeySummary): ApiKeyView {
  return {
    id: summary.id,
    name: summary.name,
    prefix: `tsk_${summary.prefix}_`,
    created_on: summary.createdOn.toISOString(),
    expires_on: summary.expiresOn?.toISOString() ?? null,
    last_used_on: summary.lastUsedOn?.toISOString() ?? null,
  };
}

/**
 * The caller's own personal API keys (`/api/v1/me/api_keys/`): scripts send one as
 * `Authorization: Bearer <key>` and act as its owner, with the owner's current roles. Every user
 * sees and revokes only their own keys; another user's key answers 404, as a missing one does.
 */
@Controller('api/v1/me/api_keys')
export class ApiKeysController {
  constructor(
    private readonly keys: ApiKeyService,
    private readonly credentials: ApiKeyCredentials,
  ) {}

  @Get()
  @Authenticated()
  async list(@Req() request: AuthenticatedRequest): Promise<{ count: number; ids: number[]; result: ApiKeyView[] }> {
    const keys = await this.keys.listFor(userIdOf(request));
    // The shape of Flask-AppBuilder's list answers, which Superset clients read.
    return { count: keys.length, ids: keys.map((key) => key.id), result: keys.map(toView) };
  }

  /** Answers the whole key this once; only its hash is kept. */
  @Post()
  @Authenticated()
  @HttpCode(201)
  async create(@Req() request: AuthenticatedRequest, @Body() body: ApiKeyCreateBody): Promise<{ result: ApiKeyCreatedView }> {
    const userId = userIdOf(request);
    // A leaked key must not be able to mint keys that outlive its revocation.
    if (request.principal?.authMethod === 'api_key')
      throw forbidden(serverText('An API key cannot create API keys; sign in to create one'));
    const expiresOn = body.expires_on ? new Date(body.expires_on) : null;
    const { key, summary } = await this.keys.create(userId, body.name, expiresOn);
    return { result: { ...toView(summary), key } };
  }

  @Delete(':id')
  @Authenticated()
  async revoke(@Req() request: AuthenticatedRequest, @Param('id', ParseIdPipe) id: number): Promise<{ message: string }> {
    if (!(await this.credentials.revoke(userIdOf(request), id))) throw notFound(serverText('API key not found'));
    return { message: 'OK' };
  }
}

/** Guests (embedded dashboards) have no keys. */
function userIdOf(request: AuthenticatedRequest): number {
  const userId = request.principal?.kind === 'user' ? request.principal.userId : null;
  if (userId === null) throw unauthorized();
  return userId;
}
