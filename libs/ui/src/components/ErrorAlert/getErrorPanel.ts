import type { ComponentType } from 'react';
import { SupersetErrorType } from '@tessera/contracts/web';
import { DatabaseErrorPanel } from './DatabaseErrorPanel';
import type { ErrorPanelProps, SupersetError } from './error-panel.types';
import { GenericErrorPanel } from './GenericErrorPanel';
import { InvalidPayloadErrorPanel } from './InvalidPayloadErrorPanel';
import { MissingDatasetPanel } from './MissingDatasetPanel';
import { NetworkErrorPanel } from './NetworkErrorPanel';
import { OAuth2RedirectPanel } from './OAuth2RedirectPanel';
import { ParameterErrorPanel } from './ParameterErrorPanel';
import { SqlParseErrorPanel } from './SqlParseErrorPanel';
import { TimeoutErrorPanel } from './TimeoutErrorPanel';

const E = SupersetErrorType;

const DATABASE_ERRORS = [
  E.GENERIC_DB_ENGINE_ERROR,
  E.COLUMN_DOES_NOT_EXIST_ERROR,
  E.TABLE_DOES_NOT_EXIST_ERROR,
  E.SCHEMA_DOES_NOT_EXIST_ERROR,
  E.OBJECT_DOES_NOT_EXIST_ERROR,
  E.SYNTAX_ERROR,
  E.DATABASE_NOT_FOUND_ERROR,
  E.RESULTS_BACKEND_NOT_CONFIGURED_ERROR,
  E.RESULTS_BACKEND_ERROR,
  E.DML_NOT_ALLOWED_ERROR,
  E.INVALID_CTAS_QUERY_ERROR,
  E.INVALID_CVAS_QUERY_ERROR,
  E.ASYNC_WORKERS_ERROR,
  E.SQLLAB_TIMEOUT_ERROR,
  E.CONNECTION_INVALID_USERNAME_ERROR,
  E.CONNECTION_INVALID_PASSWORD_ERROR,
  E.CONNECTION_INVALID_HOSTNAME_ERROR,
  E.CONNECTION_PORT_CLOSED_ERROR,
  E.CONNECTION_INVALID_PORT_ERROR,
  E.CONNECTION_HOST_DOWN_ERROR,
  E.CONNECTION_ACCESS_DENIED_ERROR,
  E.CONNECTION_UNKNOWN_DATABASE_ERROR,
  E.CONNECTION_DATABASE_PERMISSIONS_ERROR,
  E.CONNECTION_DATABASE_TIMEOUT,
  E.ADHOC_SUBQUERY_NOT_ALLOWED_ERROR,
  E.RESULT_TOO_LARGE_ERROR,
];

/** Error type → panel; types not listed get the generic 'Unexpected error' panel. */
export const ERROR_PANELS: Readonly<Record<string, ComponentType<ErrorPanelProps>>> = {
  ...Object.fromEntries(DATABASE_ERRORS.map((type) => [type, DatabaseErrorPanel])),
  [E.FRONTEND_TIMEOUT_ERROR]: TimeoutErrorPanel,
  [E.BACKEND_TIMEOUT_ERROR]: TimeoutErrorPanel,
  [E.FRONTEND_NETWORK_ERROR]: NetworkErrorPanel,
  [E.FAILED_FETCHING_DATASOURCE_INFO_ERROR]: MissingDatasetPanel,
  [E.INVALID_SQL_ERROR]: SqlParseErrorPanel,
  [E.MISSING_TEMPLATE_PARAMS_ERROR]: ParameterErrorPanel,
  [E.INVALID_TEMPLATE_PARAMS_ERROR]: ParameterErrorPanel,
  [E.INVALID_PAYLOAD_FORMAT_ERROR]: InvalidPayloadErrorPanel,
  [E.INVALID_PAYLOAD_SCHEMA_ERROR]: InvalidPayloadErrorPanel,
  [E.MARSHMALLOW_ERROR]: InvalidPayloadErrorPanel,
  [E.OAUTH2_REDIRECT]: OAuth2RedirectPanel,
};

/** The panel component for an error, chosen by its `error_type`. */
export function getErrorPanel(error: Pick<SupersetError, 'error_type'>): ComponentType<ErrorPanelProps> {
  return ERROR_PANELS[error.error_type] ?? GenericErrorPanel;
}
