export * from './builtin-roles';
export * from './object-permissions';
export * from './permission-catalogue';
export * from './permission-pair';
