import type { Provider } from '@nestjs/common';
import { TESSERA_CONFIG, type TesseraConfig } from '@tessera/platform';
import { PasswordHasher, PermissionResolver, RlsService, RoleService, SecuritySeeder, TokenService, UserService } from '@tessera/security';
import { DataSource } from 'typeorm';
import { AccessTokens } from './access-tokens';
import { IdentityDirectory } from './identity-directory';
import { allOf, CachedUsers } from './cached-users';
import { SecurityIdentityDirectory } from './security-identity.directory';

/** The security library's services, built on the gateway's data source and configuration. */
export const SECURITY_PROVIDERS: Provider[] = [
  { provide: PasswordHasher, useValue: new PasswordHasher() },
  { provide: PermissionResolver, useFactory: (dataSource: DataSource) => new PermissionResolver(dataSource), inject: [DataSource] },
  // One cache per gateway instance: two gateways in one process (tests) must not see each other's.
  { provide: CachedUsers, useFactory: () => new CachedUsers() },
  {
    provide: UserService,
    useFactory: (
      dataSource: DataSource,
      hasher: PasswordHasher,
      resolver: PermissionResolver,
      cachedUsers: CachedUsers,
      config: TesseraConfig,
    ) => new UserService(dataSource, hasher, allOf(resolver, cachedUsers), undefined, { passwordMinLength: config.auth.passwordMinLength }),
    inject: [DataSource, PasswordHasher, PermissionResolver, CachedUsers, TESSERA_CONFIG],
  },
  {
    provide: RoleService,
    useFactory: (dataSource: DataSource, resolver: PermissionResolver) => new RoleService(dataSource, resolver),
    inject: [DataSource, PermissionResolver],
  },
  {
    provide: SecuritySeeder,
    useFactory: (dataSource: DataSource, users: UserService, resolver: PermissionResolver) =>
      new SecuritySeeder(dataSource, users, resolver),
    inject: [DataSource, UserService, PermissionResolver],
  },
  { provide: RlsService, useFactory: (dataSource: DataSource) => new RlsService(dataSource), inject: [DataSource] },
  {
    provide: TokenService,
    useFactory: (config: TesseraConfig) =>
      new TokenService({
        secret: `${config.secretKey}:jwt`,
        guestSecret: `${config.secretKey}:guest`,
        guestAudience: `http://localhost:${config.http.port}/`,
      }),
    inject: [TESSERA_CONFIG],
  },
  { provide: AccessTokens, useExisting: TokenService },
  {
    provide: IdentityDirectory,
    useFactory: (users: UserService, resolver: PermissionResolver, cachedUsers: CachedUsers) =>
      new SecurityIdentityDirectory(users, resolver, cachedUsers),
    inject: [UserService, PermissionResolver, CachedUsers],
  },
];
