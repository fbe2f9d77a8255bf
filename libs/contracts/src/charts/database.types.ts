import type { UserRef } from '../objects/object-types';

/** A database connection as the API shows it (password masked, extra as a JSON string). */
export interface DatabaseView {
  id: number;
  uuid: string;
  database_name: string;
  backend: string;
  engine: string;
  driver: string;
  sqlalchemy_uri: string;
  parameters: Record<string, unknown>;
  configuration_method: 'sqlalchemy_form' | 'dynamic_form';
  cache_timeout: number | null;
  expose_in_sqllab: boolean;
  allow_run_async: boolean;
  allow_ctas: boolean;
  allow_cvas: boolean;
  allow_dml: boolean;
  allow_file_upload: boolean;
  allow_multi_catalog: boolean;
  allows_cost_estimate: boolean;
  allows_subquery: boolean;
  allows_virtual_table_explore: boolean;
  disable_data_preview: boolean;
  disable_drill_to_detail: boolean;
  explore_database_id: number;
  force_ctas_schema: string | null;
  impersonate_user: boolean;
  is_managed_externally: boolean;
  external_url: string | null;
  extra: string;
  server_cert: string | null;
  engine_information: {
    supports_file_upload: boolean;
    disable_ssh_tunneling: boolean;
    supports_dynamic_catalog: boolean;
    supports_oauth2: boolean;
  };
  changed_on: string;
  changed_on_delta_humanized: string;
  created_by: UserRef | null;
  changed_by: UserRef | null;
}

/** The masked password placeholder Superset shows and accepts back unchanged. */
export const PASSWORD_MASK = 'XXXXXXXXXX';

/** One `{name, value}` entry of Superset's `errors` for connection problems. */
export interface ConnectionError {
  message: string;
  error_type: string;
  level: 'warning' | 'error';
  extra: Record<string, unknown>;
}

/** The JSON schema of an engine's connection form: one property per connection parameter. */
export interface ConnectionParametersSchema {
  type?: string;
  properties?: Record<string, { type?: string; description?: string; [keyword: string]: unknown }>;
  required?: string[];
  [keyword: string]: unknown;
}

/** One engine of `GET /api/v1/database/available/`. */
export interface AvailableEngineView {
  name: string;
  engine: string;
  available_drivers: string[];
  default_driver: string;
  sqlalchemy_uri_placeholder: string;
  preferred: boolean;
  engine_information: Record<string, boolean>;
  supports_oauth2: boolean;
  parameters: ConnectionParametersSchema;
}

/** `GET /database/{pk}/function_names/`: Superset's `DatabaseFunctionNamesResponse`. */
export interface FunctionNamesReply {
  function_names: string[];
}
