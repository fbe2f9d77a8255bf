import { CreateSecurityTables1790000000010 } from './1790000000010-create-security-tables';
import { AddUserTokenVersion1790000000020 } from './1790000000020-add-user-token-version';
import { AddUserAuthProvider1790000000035 } from './1790000000035-add-user-auth-provider';
import { AddUserLocale1790000000040 } from './1790000000040-add-user-locale';
import { CreateApiKeys1790000000050 } from './1790000000050-create-api-keys';

/** The security schema's migrations in order, for the owning `DataSource`'s `migrations`. */
export const SECURITY_MIGRATIONS = [
  CreateSecurityTables1790000000010,
  AddUserTokenVersion1790000000020,
  AddUserAuthProvider1790000000035,
  AddUserLocale1790000000040,
  CreateApiKeys1790000000050,
];
