import { ErrorCode, TesseraError } from '@tessera/contracts';
import type { JsonLogger, SsoConfig } from '@tessera/platform';
import type { ExternalProfile, ExternalUsers, SecurityUser } from '@tessera/security';
import { decideLogin } from './roles-mapping';

/** A person as a single-sign-on provider describes them at login. */
export interface ExternalIdentity {
  profile: ExternalProfile;
  /** Group names (LDAP DNs, OpenID Connect group claim values, a proxy's header). */
  groups: string[];
}

export type ExternalProvider = 'ldap' | 'oidc' | 'remote_user';

/**
 * Turns a person a provider vouched for into a Tessera user: registers them, or refreshes a known
 * account, applying the roles mapping (`roles-mapping.ts`). A refusal is a 401 that says why.
 */
export class ExternalLogins {
  constructor(
    private readonly users: ExternalUsers,
    private readonly config: SsoConfig,
    private readonly logger?: JsonLogger,
  ) {}

  async admit(provider: ExternalProvider, identity: ExternalIdentity): Promise<SecurityUser> {
    const { profile, groups } = identity;
    const existing = await this.users.findByUsername(profile.username);
    const decision = decideLogin(profile.username, provider, existing, groups, this.config);
    if (decision.kind === 'refuse') throw new TesseraError(ErrorCode.UNAUTHORIZED, decision.message);
    const roleIds = decision.roles ? await this.roleIds(decision.roles) : undefined;
    if (decision.kind === 'register') return this.users.register(profile, provider, roleIds ?? []);
    return this.users.recordLogin(existing!.id, profile, roleIds);
  }

  /** Role names to ids; a mapped role that does not exist is left out and logged, never invented. */
  private async roleIds(names: string[]): Promise<number[]> {
    const byName = await this.users.roleIdsByName(names);
    const missing = names.filter((name) => !byName.has(name));
    if (missing.length) this.logger?.warn(`TESSERA_AUTH_ROLES_MAPPING names roles that do not exist: ${missing.join(', ')}`);
    return names.flatMap((name) => (byName.has(name) ? [byName.get(name)!] : []));
  }
}
