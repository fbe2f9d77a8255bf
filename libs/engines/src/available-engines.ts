import type { AvailableEnginesReply } from '@tessera/contracts';

import type { EngineSpec } from './engine-spec';
import { listEngineSpecs } from './registry';

export type AvailableEngine = AvailableEnginesReply['databases'][number];

/** One entry of `GET /api/v1/database/available/`. */
export function describeEngine(spec: EngineSpec, preferred = true): AvailableEngine {
  return {
    name: spec.displayName,
    engine: spec.engine,
    available_drivers: [...spec.availableDrivers],
    default_driver: spec.defaultDriver,
    sqlalchemy_uri_placeholder: spec.sqlalchemyUriPlaceholder,
    preferred,
    engine_information: {
      supports_file_upload: true,
      disable_ssh_tunneling: spec.defaultPort === null,
      supports_dynamic_catalog: spec.supportsCatalogs,
      supports_oauth2: false,
    },
    supports_oauth2: false,
    parameters: spec.parametersSchema as unknown as Record<string, unknown>,
  };
}

/** The whole `available/` answer: preferred engines (in `preferredOrder`) first, then the rest by name. */
export function describeAvailableEngines(preferredOrder: readonly string[] = ['PostgreSQL', 'MySQL', 'DuckDB']): AvailableEnginesReply {
  const specs = [...listEngineSpecs()];
  const rank = (spec: EngineSpec) => {
    const index = preferredOrder.indexOf(spec.displayName);
    return index === -1 ? Number.POSITIVE_INFINITY : index;
  };
  specs.sort((a, b) => rank(a) - rank(b) || a.displayName.localeCompare(b.displayName));
  return { databases: specs.map((spec) => describeEngine(spec, rank(spec) !== Number.POSITIVE_INFINITY)) };
}
