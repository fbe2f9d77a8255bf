import type { UserEntity } from '../entities/user.entity';
import type { RoleRef, SecurityUser } from './user.types';

/** The outward form of a user: every column but the password hash, plus its roles. */
export function toSecurityUser(user: UserEntity, roles: RoleRef[]): SecurityUser {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    locale: user.locale ?? null,
    active: user.active,
    createdOn: user.createdOn,
    changedOn: user.changedOn,
    lastLogin: user.lastLogin,
    loginCount: user.loginCount,
    failLoginCount: user.failLoginCount,
    tokenVersion: user.tokenVersion,
    authProvider: user.authProvider ?? 'db',
    roles,
  };
}
