import { SSO_CONFIG_VARIABLES } from './sso-config-schema';
import { addressList, boolean, hostList, decimal, integer, jsonFlags, oneOf, text, url } from './config-variables';
import { isSupportedLocale, SUPPORTED_LOCALES } from '@tessera/contracts';

const notBlank = (value: string) => (value.trim() === '' ? 'must not be empty' : null);

/** Every variable Tessera reads, in README order. */
/** An OTLP/HTTP base URL, or the reason it is not one. */
export function otlpEndpointProblem(raw: string): string | null {
  try {
    return ['http:', 'https:'].includes(new URL(raw).protocol) ? null : `must be an http:// or https:// URL (got "${raw}")`;
  } catch {
    return `must be a URL like http://otel-collector:4318 (got "${raw}")`;
  }
}

export const CONFIG_VARIABLES = {
  mode: oneOf('TESSERA_MODE', 'Runtime mode: embedded (one process) or cluster (one process per service)', 'embedded', [
    'embedded',
    'cluster',
  ] as const),
  host: text('TESSERA_HOST', 'Interface the gateway listens on', '0.0.0.0', notBlank),
  port: integer('TESSERA_PORT', 'HTTP port of the gateway (API, SPA, websocket)', '8088', 1, 65535),
  hstsMaxAge: integer(
    'TESSERA_HSTS_MAX_AGE',
    'Seconds browsers must keep to HTTPS (Strict-Transport-Security); 0 sends no such header. Set it only when every address of the site is served over HTTPS',
    '0',
    0,
    63_072_000,
  ),
  answerCacheMb: integer(
    'TESSERA_ANSWER_CACHE_MB',
    'Megabytes of memory each gateway keeps serialised chart-data answers in (its answer cache); 0 turns the cache off',
    '64',
    0,
    65_536,
  ),
  metricsPort: integer(
    'TESSERA_METRICS_PORT',
    'Gateway: port of an internal listener serving only /metrics (then the public port has none); 0 keeps /metrics on the public port',
    '0',
    0,
    65535,
  ),
  otelEndpoint: text(
    'TESSERA_OTEL_EXPORTER_OTLP_ENDPOINT',
    'OTLP/HTTP endpoint traces are exported to (e.g. http://otel-collector:4318); unset: the standard OTEL_EXPORTER_OTLP_ENDPOINT, else no tracing',
    undefined,
    otlpEndpointProblem,
  ),
  slowQuerySeconds: decimal(
    'TESSERA_SLOW_QUERY_SECONDS',
    'Warehouse queries taking longer than this are logged (with the SQL hash, not its text)',
    '5',
    0,
  ),
  maxInFlight: integer(
    'TESSERA_MAX_IN_FLIGHT',
    'Requests a gateway works on at once beyond cache hits; more are refused at once with 503 and Retry-After instead of queueing',
    '2048',
    1,
    100_000,
  ),
  dataDir: text(
    'TESSERA_DATA_DIR',
    'Embedded mode: folder for the metadata store, example warehouse and generated secret',
    '.tessera-data',
    notBlank,
  ),
  databaseUrl: url(
    'TESSERA_DATABASE_URL',
    'Cluster mode: metadata PostgreSQL (created if missing)',
    'postgresql://postgres@127.0.0.1:5432/tessera',
    ['postgres', 'postgresql'],
  ),
  natsUrl: url('TESSERA_NATS_URL', 'Cluster mode: NATS server with JetStream', 'nats://127.0.0.1:4222', ['nats', 'tls']),
  redisUrl: url('TESSERA_REDIS_URL', 'Cluster mode: Redis for cache, results, event streams and locks', 'redis://127.0.0.1:6379/0', [
    'redis',
    'rediss',
  ]),
  secretKey: text(
    'TESSERA_SECRET_KEY',
    'Signs sessions and tokens, encrypts database passwords (at least 32 characters). Required in cluster mode; embedded mode generates one in the data folder',
    undefined,
    (value) => (value.length < 32 ? `must be at least 32 characters (got ${value.length})` : null),
  ),
  adminUsername: text('ADMIN_USERNAME', 'First administrator, created at first start', 'admin', notBlank),
  adminPassword: text('ADMIN_PASSWORD', 'Password of the first administrator', 'admin', notBlank),
  passwordMinLength: integer(
    'TESSERA_PASSWORD_MIN_LENGTH',
    'Fewest characters a new or changed password may have (the first administrator is exempt)',
    '8',
    1,
    1024,
  ),
  trustedProxies: addressList(
    'TESSERA_TRUSTED_PROXIES',
    'Proxies whose X-Forwarded-For is believed, as comma-separated IPs or CIDR ranges (e.g. 10.0.0.5,10.1.0.0/16); empty trusts none',
  ),
  webserverDomains: hostList(
    'TESSERA_WEBSERVER_DOMAINS',
    'Extra host names serving this same site that the SPA may spread chart-data requests over (domain sharding), comma-separated; empty: none',
  ),
  logLevel: oneOf('TESSERA_LOG_LEVEL', 'debug, info, warn or error', 'info', ['debug', 'info', 'warn', 'error'] as const),
  healthPort: integer('TESSERA_HEALTH_PORT', 'Cluster mode: port of a service process for /health, /ready and /metrics', '8081', 0, 65535),
  featureFlags: jsonFlags('TESSERA_FEATURE_FLAGS', 'Feature flags as JSON, e.g. {"GLOBAL_ASYNC_QUERIES": true}'),
  asyncQueriesTransport: oneOf(
    'TESSERA_ASYNC_QUERIES_TRANSPORT',
    'How the browser receives async query events: polling or ws (the websocket on /ws, falling back to polling)',
    'polling',
    ['polling', 'ws'] as const,
  ),
  loadExamples: boolean('TESSERA_LOAD_EXAMPLES', 'Load example data, charts and dashboards at first start', 'true'),
  examplesScale: decimal('TESSERA_EXAMPLES_SCALE', 'Size of the generated example data (1 = laptop size)', '1', 0.01),
  workerConcurrency: integer('TESSERA_WORKER_CONCURRENCY', 'Jobs a worker replica runs at once', '4', 1, 256),
  jetstreamReplicas: integer(
    'TESSERA_JETSTREAM_REPLICAS',
    'Cluster mode: copies JetStream keeps of each job stream (1 on a single NATS server, 3 on a NATS cluster)',
    '1',
    1,
    5,
  ),
  jetstreamMaxMb: integer(
    'TESSERA_JETSTREAM_MAX_MB',
    'Cluster mode: megabytes of waiting jobs a job stream may hold; beyond that new jobs are refused (never old ones dropped); 0 sets no limit',
    '1024',
    0,
    1_048_576,
  ),
  sqlMaxRow: integer('TESSERA_SQL_MAX_ROW', 'Maximum rows any query returns', '100000', 1, 10_000_000),
  rowLimit: integer('TESSERA_ROW_LIMIT', 'Default chart row limit', '50000', 1, 10_000_000),
  sqllabTimeout: integer('TESSERA_SQLLAB_TIMEOUT', 'Seconds a synchronous SQL editor query may run', '30', 1, 86_400),
  sqllabDefaultDbId: integer(
    'TESSERA_SQLLAB_DEFAULT_DBID',
    'Id of the database the SQL editor selects for a user who has not picked one yet; 0: the first database exposed in the editor',
    '0',
    0,
    2_147_483_647,
  ),
  sqllabAsyncTimeLimit: integer('TESSERA_SQLLAB_ASYNC_TIME_LIMIT', 'Seconds an asynchronous SQL editor query may run', '21600', 1, 604_800),
  cacheDefaultTimeout: integer('TESSERA_CACHE_DEFAULT_TIMEOUT', 'Seconds chart data stays cached by default', '86400', 0, 31_536_000),
  maxPageSize: integer('TESSERA_MAX_PAGE_SIZE', 'Largest page size a list endpoint returns', '100', 1, 10_000),
  smtpHost: text('TESSERA_SMTP_HOST', 'SMTP server that report and alert emails are sent through', 'localhost', notBlank),
  smtpPort: integer('TESSERA_SMTP_PORT', 'Port of the SMTP server', '25', 1, 65535),
  smtpUser: text('TESSERA_SMTP_USER', 'SMTP user name; empty sends without logging in', undefined),
  smtpPassword: text('TESSERA_SMTP_PASSWORD', 'SMTP password (with TESSERA_SMTP_USER)', undefined),
  smtpMailFrom: text('TESSERA_SMTP_MAIL_FROM', 'Sender address of report and alert emails', 'tessera@localhost', (value) =>
    /^[^\s@]+@[^\s@]+$/.test(value.trim()) ? null : `must be an email address (got "${value}")`,
  ),
  smtpStarttls: boolean('TESSERA_SMTP_STARTTLS', 'Require STARTTLS before sending (false sends in plain text, for a local relay)', 'true'),
  smtpSsl: boolean('TESSERA_SMTP_SSL', 'Connect over TLS from the start (SMTPS, usually port 465)', 'false'),
  publicUrl: url('TESSERA_PUBLIC_URL', 'Address users reach Tessera at, for links in report and alert emails', 'http://localhost:8088', [
    'http',
    'https',
  ]),
  chromiumPath: text(
    'TESSERA_CHROMIUM_PATH',
    'Chromium executable the report service renders PNG and PDF reports with (headless)',
    '/usr/bin/chromium',
    (value) => (value.trim().startsWith('/') ? null : `must be an absolute path to a Chromium executable (got "${value}")`),
  ),
  reportsTickSeconds: integer(
    'TESSERA_REPORTS_TICK_SECONDS',
    'Seconds between two looks of a report scheduler at the schedules (each replica runs one)',
    '20',
    1,
    300,
  ),
  reportsCatchUpSeconds: integer(
    'TESSERA_REPORTS_CATCH_UP_SECONDS',
    'A report window missed while no scheduler ran is run once, late, when younger than this; older missed windows are logged as skipped',
    '3600',
    0,
    604_800,
  ),
  defaultLocale: text(
    'TESSERA_DEFAULT_LOCALE',
    `Language for users who chose none and whose browser asks for none of the supported ones: ${SUPPORTED_LOCALES.join(', ')}`,
    'en',
    (value) => (isSupportedLocale(value.trim()) ? null : `must be one of ${SUPPORTED_LOCALES.join(', ')} (got "${value}")`),
  ),
  duckdbMemoryLimit: text(
    'TESSERA_DUCKDB_MEMORY_LIMIT',
    'Memory each DuckDB database may use (DuckDB memory_limit, e.g. 512MB, 2GB)',
    '1GB',
    (value) => (/^\d+(\.\d+)?\s*(B|KB|MB|GB|TB|KiB|MiB|GiB|TiB)$/i.test(value.trim()) ? null : 'must be a size such as 512MB or 2GB'),
  ),
  heapGrowthPercent: integer(
    'TESSERA_HEAP_GROWTH_PERCENT',
    "How far a process's JavaScript heap may grow past what it holds before a full collection (percent); 0 keeps V8's own factor of 1.1 to 4 times",
    '20',
    0,
    300,
  ),
  ...SSO_CONFIG_VARIABLES,
} as const;
