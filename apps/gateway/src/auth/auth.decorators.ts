import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { NoFilesInterceptor } from '@nestjs/platform-express';
import { CsrfFormInterceptor } from './csrf-form.interceptor';

export const ACCESS_RULE = 'tessera:access-rule';
export const CSRF_EXEMPT = 'tessera:csrf-exempt';
export const CSRF_IN_MULTIPART_FORM = 'tessera:csrf-in-multipart-form';

/** How a route is protected. Every gateway route declares one; the guard refuses undeclared routes. */
export type AccessRule =
  { kind: 'public' } | { kind: 'authenticated' } | { kind: 'permission'; permission: string; view: string } | { kind: 'admin' };

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
/**
 * A multipart form post that cannot set headers (`navigator.sendBeacon`): the form is parsed (no
 * files allowed) and its `csrf_token` field checked before the handler runs, instead of in the guard.
 */
export const CsrfTokenInMultipartForm = () =>
  applyDecorators(SetMetadata(CSRF_IN_MULTIPART_FORM, true), UseInterceptors(NoFilesInterceptor(), CsrfFormInterceptor));
