import { PASSWORD_MASK, type DatabaseView, type UserRef } from '@tessera/contracts';
import { findEngineSpec } from '@tessera/engines';
import { humanizeDelta } from '@tessera/platform';
import type { DatabaseEntity } from '../connections/database.entity';
import { parsedExtra } from '../connections/database-extra';
import { displayUri } from '../connections/database-uri';

function parametersOf(entity: DatabaseEntity): Record<string, unknown> {
  const spec = findEngineSpec(entity.engine);
  if (!spec) return {};
  try {
    const parameters: Record<string, unknown> = { ...spec.parseUri(entity.sqlalchemyUri) };
    if (entity.encryptedPassword) parameters.password = PASSWORD_MASK;
    return parameters;
  } catch {
    return {};
  }
}

/** A database as the API shows it: password masked, capabilities from its engine. */
export function toDatabaseView(entity: DatabaseEntity, users: Map<number, UserRef>, now = new Date()): DatabaseView {
  const spec = findEngineSpec(entity.engine);
  const extra = parsedExtra(entity.extra);
  return {
    id: entity.id,
    uuid: entity.uuid,
    database_name: entity.databaseName,
    backend: spec?.engine ?? entity.engine,
    engine: spec?.engine ?? entity.engine,
    driver: entity.driver || spec?.defaultDriver || '',
    sqlalchemy_uri: displayUri(entity.sqlalchemyUri, entity.encryptedPassword !== null),
    parameters: parametersOf(entity),
    configuration_method: entity.configurationMethod,
    cache_timeout: entity.cacheTimeout,
    expose_in_sqllab: entity.exposeInSqllab,
    allow_run_async: entity.allowRunAsync,
    allow_ctas: entity.allowCtas,
    allow_cvas: entity.allowCvas,
    allow_dml: entity.allowDml,
    allow_file_upload: entity.allowFileUpload,
    allow_multi_catalog: extra.allow_multi_catalog === true,
    allows_cost_estimate: extra.cost_estimate_enabled === true,
    allows_subquery: true,
    allows_virtual_table_explore: extra.allows_virtual_table_explore !== false,
    disable_data_preview: extra.disable_data_preview === true,
    disable_drill_to_detail: extra.disable_drill_to_detail === true,
    explore_database_id: entity.id,
    force_ctas_schema: entity.forceCtasSchema,
    impersonate_user: entity.impersonateUser,
    is_managed_externally: entity.isManagedExternally,
    external_url: entity.externalUrl,
    extra: entity.extra,
    server_cert: entity.serverCert,
    engine_information: {
      supports_file_upload: true,
      disable_ssh_tunneling: true,
      supports_dynamic_catalog: spec?.supportsCatalogs ?? false,
      supports_oauth2: false,
    },
    changed_on: entity.changedOn.toISOString(),
    changed_on_delta_humanized: humanizeDelta(entity.changedOn, now),
    created_by: entity.createdBy !== null ? (users.get(entity.createdBy) ?? null) : null,
    changed_by: entity.changedBy !== null ? (users.get(entity.changedBy) ?? null) : null,
  };
}
