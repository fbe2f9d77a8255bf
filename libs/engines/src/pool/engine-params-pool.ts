/** Connections each process keeps to one database when its `extra` says nothing. */
export const DEFAULT_CONNECTIONS_PER_DATABASE = 5;

const LIMITS = { pool_size: { min: 1, max: 100 }, max_overflow: { min: 0, max: 100 } } as const;

type PoolParam = keyof typeof LIMITS;

function engineParams(extra: unknown): Record<string, unknown> {
  const params = typeof extra === 'object' && extra !== null ? (extra as { engine_params?: unknown }).engine_params : undefined;
  return typeof params === 'object' && params !== null && !Array.isArray(params) ? (params as Record<string, unknown>) : {};
}

function isWithin(value: unknown, param: PoolParam): value is number {
  return Number.isInteger(value) && (value as number) >= LIMITS[param].min && (value as number) <= LIMITS[param].max;
}

/**
 * What is wrong with the pool settings in a database's `extra.engine_params`: SQLAlchemy's
 * `pool_size` (1–100) and `max_overflow` (0–100), the names Superset users already set there.
 */
export function poolParamProblems(extra: unknown): string[] {
  const params = engineParams(extra);
  return (Object.keys(LIMITS) as PoolParam[])
    .filter((param) => params[param] !== undefined && !isWithin(params[param], param))
    .map((param) => `engine_params.${param} must be an integer from ${LIMITS[param].min} to ${LIMITS[param].max}.`);
}

/**
 * Connections one process opens to a database at most: `pool_size` plus `max_overflow`, as
 * SQLAlchemy's pool allows at once. Queries beyond it wait for a free connection.
 */
export function connectionsPerDatabase(extra: unknown): number {
  const params = engineParams(extra);
  const poolSize = isWithin(params.pool_size, 'pool_size') ? params.pool_size : DEFAULT_CONNECTIONS_PER_DATABASE;
  const overflow = isWithin(params.max_overflow, 'max_overflow') ? params.max_overflow : 0;
  return poolSize + overflow;
}
