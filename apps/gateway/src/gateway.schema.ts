import { SECURITY_ENTITIES, SECURITY_MIGRATIONS, SECURITY_SCHEMA } from '@tessera/security';
import { AddSessionTokenVersion1790000000030 } from './auth/add-session-token-version.migration';
import { CreateGatewaySessions1790000000000 } from './auth/create-gateway-sessions.migration';
import { SessionEntity } from './auth/session.entity';

/** The gateway owns the security schema: users, roles, permissions, RLS rules and browser sessions. */
export const GATEWAY_SCHEMA = SECURITY_SCHEMA;
export const GATEWAY_ENTITIES = [...SECURITY_ENTITIES, SessionEntity];
export const GATEWAY_MIGRATIONS = [...SECURITY_MIGRATIONS, CreateGatewaySessions1790000000000, AddSessionTokenVersion1790000000030];
