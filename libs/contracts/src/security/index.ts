export * from './users.contracts';
export * from './rls.contracts';
