/** The PostgreSQL schema holding users, roles, permissions and row-level security filters. */
export const SECURITY_SCHEMA = 'security';
