import { CreateSecurityTables1790000000010 } from './1790000000010-create-security-tables';

/** The security schema's migrations in order, for the owning `DataSource`'s `migrations`. */
export const SECURITY_MIGRATIONS = [CreateSecurityTables1790000000010];
