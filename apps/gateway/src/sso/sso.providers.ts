import type { Provider } from '@nestjs/common';
import { JsonLogger, TESSERA_CONFIG, type TesseraConfig } from '@tessera/platform';
import { ExternalUsers, PermissionResolver } from '@tessera/security';
import { DataSource } from 'typeorm';
import { allOf, CachedUsers } from '../security/cached-users';
import { ExternalLogins } from './external-logins';
import { LdapAuthenticator } from './ldap/ldap-authenticator';
import { OidcRelyingParty } from './oidc/oidc-relying-party';

/** Single sign-on's services: accounts of external users, the roles mapping, and the LDAP directory when one is set. */
export const SSO_PROVIDERS: Provider[] = [
  {
    provide: ExternalUsers,
    useFactory: (dataSource: DataSource, resolver: PermissionResolver, cachedUsers: CachedUsers) =>
      new ExternalUsers(dataSource, allOf(resolver, cachedUsers)),
    inject: [DataSource, PermissionResolver, CachedUsers],
  },
  {
    provide: ExternalLogins,
    useFactory: (users: ExternalUsers, config: TesseraConfig, logger: JsonLogger) =>
      new ExternalLogins(users, config.sso, logger.child('sso')),
    inject: [ExternalUsers, TESSERA_CONFIG, JsonLogger],
  },
  {
    provide: LdapAuthenticator,
    useFactory: (config: TesseraConfig) => (config.sso.ldap ? new LdapAuthenticator(config.sso.ldap) : null),
    inject: [TESSERA_CONFIG],
  },
  {
    provide: OidcRelyingParty,
    useFactory: (config: TesseraConfig) => (config.sso.oidc ? new OidcRelyingParty(config.sso.oidc) : null),
    inject: [TESSERA_CONFIG],
  },
];
