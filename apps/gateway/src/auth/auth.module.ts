import { Module } from '@nestjs/common';
import {
  KV_STORE,
  MetricsRegistry,
  PLATFORM_RUNTIME,
  TESSERA_CONFIG,
  type KeyValueStore,
  type PlatformRuntime,
  type TesseraConfig,
} from '@tessera/platform';
import { DataSource } from 'typeorm';
import { AccessTokens } from '../security/access-tokens';
import { IdentityDirectory } from '../security/identity-directory';
import { SecurityBootstrap } from '../security/security.bootstrap';
import { SECURITY_PROVIDERS } from '../security/security.providers';
import { GuestTokenController } from './guest-token.controller';
import { JwtAuthController } from './jwt-auth.controller';
import { LoginRateLimiter } from './login-rate-limiter';
import { LoginService } from './login.service';
import { MeController } from './me.controller';
import { PrincipalResolver } from './principal.resolver';
import { RefreshRotation } from './refresh-rotation';
import { SessionAuthController } from './session-auth.controller';
import { SessionEntity } from './session.entity';
import { SessionService } from './session.service';
import { TokenVersions } from './token-versions';
import { EndedSessions } from './ended-sessions';
import { ApiKeyService, ExternalUsers } from '@tessera/security';
import { ApiKeyCredentials } from './api-key-credentials';
import { ApiKeysController } from './api-keys.controller';
import { ExternalLogins } from '../sso/external-logins';
import { LdapAuthenticator } from '../sso/ldap/ldap-authenticator';
import { SSO_PROVIDERS } from '../sso/sso.providers';
import { RemoteUserLogin } from './remote-user-login';
import { OidcLoginController } from './oidc-login.controller';
import { OidcSessions } from './oidc-sessions';
import { OidcTokenExchange } from './oidc-token-exchange';
import { OidcRelyingParty } from '../sso/oidc/oidc-relying-party';

/** Who is calling and what they may do: logins, sessions, tokens, the current user. */
@Module({
  controllers: [SessionAuthController, JwtAuthController, GuestTokenController, MeController, ApiKeysController, OidcLoginController],
  providers: [
    ...SECURITY_PROVIDERS,
    ...SSO_PROVIDERS,
    SecurityBootstrap,
    {
      provide: SessionService,
      useFactory: (dataSource: DataSource, config: TesseraConfig) =>
        new SessionService(dataSource.getRepository(SessionEntity), config.secretKey),
      inject: [DataSource, TESSERA_CONFIG],
    },
    {
      provide: LoginRateLimiter,
      useFactory: (runtime: PlatformRuntime, metrics: MetricsRegistry) => new LoginRateLimiter(runtime.rateLimiters, metrics),
      inject: [PLATFORM_RUNTIME, MetricsRegistry],
    },
    { provide: TokenVersions, useFactory: (kv: KeyValueStore) => new TokenVersions(kv), inject: [KV_STORE] },
    { provide: OidcSessions, useFactory: (kv: KeyValueStore) => new OidcSessions(kv), inject: [KV_STORE] },
    { provide: EndedSessions, useFactory: (kv: KeyValueStore) => new EndedSessions(kv), inject: [KV_STORE] },
    { provide: ApiKeyService, useFactory: (dataSource: DataSource) => new ApiKeyService(dataSource), inject: [DataSource] },
    {
      provide: ApiKeyCredentials,
      useFactory: (keys: ApiKeyService, kv: KeyValueStore) => new ApiKeyCredentials(keys, kv),
      inject: [ApiKeyService, KV_STORE],
    },
    {
      provide: RefreshRotation,
      useFactory: (kv: KeyValueStore, tokens: AccessTokens) => new RefreshRotation(kv, tokens.refreshLifetimeSeconds),
      inject: [KV_STORE, AccessTokens],
    },
    {
      provide: LoginService,
      useFactory: (
        directory: IdentityDirectory,
        limiter: LoginRateLimiter,
        config: TesseraConfig,
        users: ExternalUsers,
        logins: ExternalLogins,
        ldap: LdapAuthenticator | null,
        versions: TokenVersions,
      ) => new LoginService(directory, limiter, { config: config.sso, users, logins, ldap, versions }),
      inject: [IdentityDirectory, LoginRateLimiter, TESSERA_CONFIG, ExternalUsers, ExternalLogins, LdapAuthenticator, TokenVersions],
    },
    {
      provide: OidcTokenExchange,
      useFactory: (
        oidc: OidcRelyingParty | null,
        logins: ExternalLogins,
        directory: IdentityDirectory,
        limiter: LoginRateLimiter,
        versions: TokenVersions,
      ) => new OidcTokenExchange(oidc, logins, directory, limiter, versions),
      inject: [OidcRelyingParty, ExternalLogins, IdentityDirectory, LoginRateLimiter, TokenVersions],
    },
    {
      provide: RemoteUserLogin,
      useFactory: (
        config: TesseraConfig,
        logins: ExternalLogins,
        sessions: SessionService,
        principals: PrincipalResolver,
        versions: TokenVersions,
      ) => new RemoteUserLogin(config.sso, config.auth.trustedProxies, logins, sessions, principals, versions),
      inject: [TESSERA_CONFIG, ExternalLogins, SessionService, PrincipalResolver, TokenVersions],
    },
    {
      provide: PrincipalResolver,
      useFactory: (
        sessions: SessionService,
        tokens: AccessTokens,
        directory: IdentityDirectory,
        versions: TokenVersions,
        ended: EndedSessions,
        apiKeys: ApiKeyCredentials,
      ) => new PrincipalResolver(sessions, tokens, directory, versions, ended, apiKeys),
      inject: [SessionService, AccessTokens, IdentityDirectory, TokenVersions, EndedSessions, ApiKeyCredentials],
    },
  ],
  exports: [
    RemoteUserLogin,
    ...SECURITY_PROVIDERS.map((p) => (p as { provide: unknown }).provide as never),
    PrincipalResolver,
    SessionService,
    TokenVersions,
  ],
})
export class AuthModule {}
