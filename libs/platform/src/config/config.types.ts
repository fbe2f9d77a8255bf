import type { Locale } from '@tessera/contracts';
import type { SsoConfig } from './sso-config.types';

export type RuntimeMode = 'embedded' | 'cluster';
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface JobStreamSettings {
  /** Copies of each stream in a NATS cluster; 1 on a single server. */
  replicas: number;
  /** Bytes of waiting jobs a stream may hold; 0 = no limit. A full stream refuses new jobs. */
  maxBytes: number;
}

/** Tessera's whole configuration, validated once at boot (see `loadConfig`). */
export interface TesseraConfig {
  mode: RuntimeMode;
  http: {
    host: string;
    port: number;
    /** `Strict-Transport-Security` max-age; 0 leaves the header out (HTTPS is the proxy's business). */
    hstsMaxAgeSeconds: number;
    /** Bytes of serialised chart-data answers each gateway keeps; 0 turns the answer cache off. */
    answerCacheBytes: number;
    /** Requests worked on at once beyond cache hits; more are shed with 503. */
    maxInFlight: number;
    /** Non-zero: `/metrics` is served only by an internal listener on this port. */
    metricsPort: number;
  };
  /** Warehouse queries slower than this many seconds get a log line. */
  slowQuerySeconds: number;
  /** Where spans are exported (OTLP/HTTP); null: tracing is off. */
  otelEndpoint: string | null;
  /** Embedded mode: where the metadata store, example warehouse and secret key live. */
  dataDir: string;
  /** Cluster mode: the metadata PostgreSQL (each service uses its own schema in it). */
  databaseUrl: string;
  natsUrl: string;
  redisUrl: string;
  /** Signs sessions and tokens and encrypts database passwords at rest. */
  secretKey: string;
  admin: { username: string; password: string };
  auth: {
    /** Fewest characters a new or changed password may have. */
    passwordMinLength: number;
    /** Direct peers whose `X-Forwarded-For` names the client (IPs and CIDR ranges); empty trusts none. */
    trustedProxies: string[];
  };
  /** Single sign-on: LDAP, OpenID Connect, a trusted header, and roles from groups. */
  sso: SsoConfig;
  /** Host names the SPA may spread chart-data requests over (Superset's `SUPERSET_WEBSERVER_DOMAINS`). */
  webserverDomains: string[];
  logLevel: LogLevel;
  /** Cluster service processes serve /health, /ready and /metrics on this port. */
  healthPort: number;
  /** Superset-style feature flags (`GLOBAL_ASYNC_QUERIES`, `DASHBOARD_RBAC`, …). */
  featureFlags: Record<string, boolean>;
  /** How the SPA receives async query events (Superset's GLOBAL_ASYNC_QUERIES_TRANSPORT). */
  asyncQueriesTransport: 'polling' | 'ws';
  /** Load the generated example warehouse, datasets, charts and dashboards at first start. */
  loadExamples: boolean;
  examplesScale: number;
  /** Concurrent jobs one worker replica takes from a durable queue. */
  workerConcurrency: number;
  /** How the JetStream job streams are created (cluster mode). */
  jetstream: JobStreamSettings;
  /** The SMTP server report and alert emails go through. */
  smtp: {
    host: string;
    port: number;
    /** Absent: no login. */
    user?: string;
    password?: string;
    mailFrom: string;
    /** Require STARTTLS; when false the connection stays plain (a local relay). */
    starttls: boolean;
    /** Implicit TLS from the first byte (SMTPS). */
    ssl: boolean;
  };
  reports: {
    /** Seconds between two scheduler ticks on each replica. */
    tickSeconds: number;
    /** A window missed while no scheduler ran is run late when younger than this; older ones are logged as skipped. */
    catchUpSeconds: number;
    /** Where users reach Tessera: links in emails point here, and screenshots are rendered from here. */
    publicUrl: string;
    /** The headless Chromium that renders PNG and PDF reports. */
    chromiumPath: string;
  };
  limits: {
    sqlMaxRow: number;
    rowLimit: number;
    samplesRowLimit: number;
    displayMaxRow: number;
    defaultSqllabLimit: number;
    sqllabTimeoutSeconds: number;
    sqllabAsyncTimeLimitSeconds: number;
    /** The SQL editor's database for a user who has picked none (Superset's SQLLAB_DEFAULT_DBID); null: the first exposed. */
    sqllabDefaultDatabaseId: number | null;
    cacheDefaultTimeoutSeconds: number;
    maxPageSize: number;
    /** DuckDB's `memory_limit` for every DuckDB database a process opens. */
    duckdbMemoryLimit: string;
    /** Growth of the JavaScript heap past its live size before a full collection, in percent; 0: V8 decides. */
    heapGrowthPercent: number;
  };
  /** The language of users who chose none and whose browser asks for none the product offers. */
  defaultLocale: Locale;
}
