import { CONFIG_VARIABLES, otlpEndpointProblem } from './config-schema';
import { VariableError, type VariableSpec } from './config-variables';
import type { TesseraConfig } from './config.types';
import type { Locale } from '@tessera/contracts';
import { ssoConfigProblems, toSsoConfig } from './sso-config-schema';

/** Thrown when one or more variables are invalid; the message names each of them. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;
type Parsed = { [K in keyof typeof CONFIG_VARIABLES]: (typeof CONFIG_VARIABLES)[K] extends VariableSpec<infer T> ? T : never };

/**
 * Reads and validates Tessera's environment. `process.env` is read here and nowhere else.
 * `secretKey` may come back empty in embedded mode: the runner generates and persists one.
 */
export function loadConfig(env: Env = process.env): TesseraConfig {
  const problems: string[] = [];
  const parsed: Partial<Record<string, unknown>> = {};
  for (const [key, spec] of Object.entries(CONFIG_VARIABLES) as [string, VariableSpec<unknown>][]) {
    const raw = env[spec.name];
    const source = raw === undefined || raw === '' ? spec.defaultText : raw;
    if (source === undefined) {
      parsed[key] = undefined;
      continue;
    }
    try {
      parsed[key] = spec.parse(source);
    } catch (error) {
      if (!(error instanceof VariableError)) throw error;
      problems.push(`${spec.name} ${error.message}`);
    }
  }
  const values = parsed as Parsed;
  if (values.mode === 'cluster' && !values.secretKey && !problems.some((p) => p.startsWith('TESSERA_SECRET_KEY'))) {
    problems.push('TESSERA_SECRET_KEY is required in cluster mode (at least 32 characters)');
  }
  // OpenTelemetry's own variable, as collectors' docs name it, when Tessera's is not set.
  const standardEndpoint = values.otelEndpoint ? undefined : env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const standardProblem = standardEndpoint ? otlpEndpointProblem(standardEndpoint) : null;
  if (standardProblem) problems.push(`OTEL_EXPORTER_OTLP_ENDPOINT ${standardProblem}`);
  if (problems.length === 0) problems.push(...ssoConfigProblems(values));
  if (problems.length > 0) throw new ConfigError(problems);
  return toConfig(standardEndpoint ? { ...values, otelEndpoint: standardEndpoint } : values);
}

function toConfig(v: Parsed): TesseraConfig {
  return {
    mode: v.mode,
    http: {
      host: v.host,
      port: v.port,
      hstsMaxAgeSeconds: v.hstsMaxAge,
      answerCacheBytes: v.answerCacheMb * 1024 * 1024,
      maxInFlight: v.maxInFlight,
      metricsPort: v.metricsPort,
    },
    slowQuerySeconds: v.slowQuerySeconds,
    otelEndpoint: v.otelEndpoint ?? null,
    dataDir: v.dataDir,
    databaseUrl: v.databaseUrl,
    natsUrl: v.natsUrl,
    redisUrl: v.redisUrl,
    secretKey: v.secretKey ?? '',
    admin: { username: v.adminUsername, password: v.adminPassword },
    auth: { passwordMinLength: v.passwordMinLength, trustedProxies: v.trustedProxies },
    sso: toSsoConfig(v),
    webserverDomains: v.webserverDomains,
    logLevel: v.logLevel,
    healthPort: v.healthPort,
    featureFlags: v.featureFlags,
    asyncQueriesTransport: v.asyncQueriesTransport,
    loadExamples: v.loadExamples,
    examplesScale: v.examplesScale,
    workerConcurrency: v.workerConcurrency,
    jetstream: { replicas: v.jetstreamReplicas, maxBytes: v.jetstreamMaxMb * 1024 * 1024 },
    smtp: {
      host: v.smtpHost.trim(),
      port: v.smtpPort,
      ...(v.smtpUser ? { user: v.smtpUser } : {}),
      ...(v.smtpPassword ? { password: v.smtpPassword } : {}),
      mailFrom: v.smtpMailFrom.trim(),
      starttls: v.smtpStarttls,
      ssl: v.smtpSsl,
    },
    reports: {
      tickSeconds: v.reportsTickSeconds,
      catchUpSeconds: v.reportsCatchUpSeconds,
      publicUrl: v.publicUrl.replace(/\/+$/, ''),
      chromiumPath: v.chromiumPath.trim(),
    },
    defaultLocale: v.defaultLocale.trim() as Locale,
    limits: {
      sqlMaxRow: v.sqlMaxRow,
      rowLimit: Math.min(v.rowLimit, v.sqlMaxRow),
      samplesRowLimit: 1000,
      displayMaxRow: 10_000,
      defaultSqllabLimit: 1000,
      sqllabTimeoutSeconds: v.sqllabTimeout,
      sqllabAsyncTimeLimitSeconds: v.sqllabAsyncTimeLimit,
      sqllabDefaultDatabaseId: v.sqllabDefaultDbId === 0 ? null : v.sqllabDefaultDbId,
      cacheDefaultTimeoutSeconds: v.cacheDefaultTimeout,
      maxPageSize: v.maxPageSize,
      duckdbMemoryLimit: v.duckdbMemoryLimit.trim(),
      heapGrowthPercent: v.heapGrowthPercent,
    },
  };
}

/** Markdown table of every variable, for README. */
export function describeConfig(): string {
  const rows = Object.values(CONFIG_VARIABLES).map(
    (spec: VariableSpec<unknown>) =>
      `| \`${spec.name}\` | ${spec.defaultText === undefined ? '—' : `\`${spec.defaultText}\``} | ${spec.description} |`,
  );
  return ['| variable | default | meaning |', '|---|---|---|', ...rows].join('\n');
}
