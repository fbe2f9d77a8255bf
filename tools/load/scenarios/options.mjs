// The settings of a load run, read the same way from k6's `-e NAME=value` and the node runner's
// `--name value` / environment, so a run is described identically to both.

/** Setting names (as k6 environment variables) with their defaults. */
export const SETTINGS = {
  BASE_URL: 'http://localhost:8088',
  SCENARIO: 'dashboard',
  VUS: '10',
  DURATION: '30s',
  USERS: '',
  USER_PREFIX: 'load_user_',
  USER_PASSWORD: 'load-user-password',
  USER_ROLES: 'Alpha,sql_lab',
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'admin',
  DASHBOARD: '',
  CHART: '',
  DATABASE: '',
  SQL: '',
  THINK_SECONDS: '1',
  THRESHOLDS: '',
};

/** `30s`, `2m`, `1m30s`, `1h` or plain seconds → seconds. */
export function parseDuration(text) {
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text);
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(h|m|s)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== text) throw new Error(`Not a duration: ${text} (use 30s, 2m, 1m30s)`);
  return parts.reduce((sum, [, value, unit]) => sum + Number(value) * { h: 3600, m: 60, s: 1 }[unit], 0);
}

function positiveInteger(name, text) {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1, not ${text}`);
  return value;
}

/** Reads every setting through `get(NAME)` (undefined or '' means the default). */
export function readOptions(get) {
  const raw = {};
  for (const [name, fallback] of Object.entries(SETTINGS)) {
    const value = get(name);
    raw[name] = value === undefined || value === '' ? fallback : String(value);
  }
  const vus = positiveInteger('VUS', raw.VUS);
  const thinkSeconds = Number(raw.THINK_SECONDS);
  if (!Number.isFinite(thinkSeconds) || thinkSeconds < 0)
    throw new Error(`THINK_SECONDS must be a number of seconds, not ${raw.THINK_SECONDS}`);
  let thresholds = {};
  if (raw.THRESHOLDS) {
    try {
      thresholds = JSON.parse(raw.THRESHOLDS);
    } catch {
      throw new Error(`THRESHOLDS must be JSON such as {"chart_data_ws":{"p95":300}}, not ${raw.THRESHOLDS}`);
    }
  }
  return {
    baseUrl: raw.BASE_URL.replace(/\/+$/, ''),
    scenario: raw.SCENARIO,
    vus,
    durationSeconds: parseDuration(raw.DURATION),
    users: raw.USERS ? positiveInteger('USERS', raw.USERS) : vus,
    userPrefix: raw.USER_PREFIX,
    userPassword: raw.USER_PASSWORD,
    userRoles: raw.USER_ROLES.split(',')
      .map((role) => role.trim())
      .filter(Boolean),
    adminUsername: raw.ADMIN_USERNAME,
    adminPassword: raw.ADMIN_PASSWORD,
    dashboard: raw.DASHBOARD,
    chart: raw.CHART,
    database: raw.DATABASE,
    sql: raw.SQL,
    thinkSeconds,
    thresholds,
  };
}
