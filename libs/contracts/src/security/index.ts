export * from './users.contracts';
export * from './rls.contracts';
export * from './rls.dto';
export type * from './security-admin.types';
export * from './me.dto';
export * from './api-keys.dto';
