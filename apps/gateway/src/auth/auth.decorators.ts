import { SetMetadata } from '@nestjs/common';

export const ACCESS_RULE = 'tessera:access-rule';
export const CSRF_EXEMPT = 'tessera:csrf-exempt';

/** How a route is protected. Every gateway route declares one; the guard refuses undeclared routes. */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | { kind: 'permission'; permission: string; view: string }
  | { kind: 'admin' };

/** No login needed (login itself, health probes, the SPA's static files). */
export const Public = () => SetMetadata(ACCESS_RULE, { kind: 'public' } satisfies AccessRule);
/** Any logged-in user or valid token. */
export const Authenticated = () => SetMetadata(ACCESS_RULE, { kind: 'authenticated' } satisfies AccessRule);
/** `can_read` on `Dataset`, `can_csv` on `Superset`…; Admin always passes. */
export const RequirePermission = (permission: string, view: string) =>
  SetMetadata(ACCESS_RULE, { kind: 'permission', permission, view } satisfies AccessRule);
export const AdminOnly = () => SetMetadata(ACCESS_RULE, { kind: 'admin' } satisfies AccessRule);
/** Mutations that Superset exempts from CSRF (chart data, log beacons). */
export const CsrfExempt = () => SetMetadata(CSRF_EXEMPT, true);
