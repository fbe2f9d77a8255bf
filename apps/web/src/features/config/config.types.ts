/** What `/api/v1/common/config/` tells the SPA (Superset's bootstrap data). */
export interface CommonConfig {
  featureFlags: Readonly<Record<string, boolean>>;
  /** Limits and settings such as SQL_MAX_ROW, ROW_LIMIT, DEFAULT_SQLLAB_LIMIT, SUPERSET_WEBSERVER_TIMEOUT. */
  conf: Readonly<Record<string, unknown>>;
  locale: string;
  version: string | null;
}
