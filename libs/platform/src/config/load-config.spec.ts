import { ConfigError, describeConfig, loadConfig } from './load-config';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.mode).toBe('embedded');
    expect(config.http.port).toBe(8088);
    expect(config.dataDir).toBe('.tessera-data');
    expect(config.databaseUrl).toBe('postgresql://postgres@127.0.0.1:5432/tessera');
    expect(config.natsUrl).toBe('nats://127.0.0.1:4222');
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379/0');
    expect(config.admin).toEqual({ username: 'admin', password: 'admin' });
    expect(config.secretKey).toBe('');
    expect(config.limits.maxPageSize).toBe(100);
  });

  it('reads every variable it documents', () => {
    const config = loadConfig({
      TESSERA_MODE: 'CLUSTER',
      TESSERA_PORT: '9000',
      TESSERA_SECRET_KEY: 'x'.repeat(32),
      TESSERA_FEATURE_FLAGS: '{"GLOBAL_ASYNC_QUERIES": true}',
      TESSERA_LOAD_EXAMPLES: 'no',
      ADMIN_USERNAME: 'root',
    });
    expect(config.mode).toBe('cluster');
    expect(config.http.port).toBe(9000);
    expect(config.featureFlags).toEqual({ GLOBAL_ASYNC_QUERIES: true });
    expect(config.loadExamples).toBe(false);
    expect(config.admin.username).toBe('root');
  });

  it('creates job streams with one replica and a 1 GB limit unless told otherwise', () => {
    expect(loadConfig({}).jetstream).toEqual({ replicas: 1, maxBytes: 1024 * 1024 * 1024 });
    expect(loadConfig({ TESSERA_JETSTREAM_REPLICAS: '3', TESSERA_JETSTREAM_MAX_MB: '0' }).jetstream).toEqual({ replicas: 3, maxBytes: 0 });
    expect(() => loadConfig({ TESSERA_JETSTREAM_REPLICAS: '6' })).toThrow(/TESSERA_JETSTREAM_REPLICAS must be between 1 and 5/);
  });

  it('names every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({ TESSERA_PORT: 'abc', TESSERA_MODE: 'cloud', TESSERA_NATS_URL: 'http://x', TESSERA_FEATURE_FLAGS: '[1]' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('TESSERA_PORT must be an integer (got "abc")');
    expect(problems).toContain('TESSERA_MODE must be one of embedded, cluster');
    expect(problems).toContain('TESSERA_NATS_URL must use nats or tls://');
    expect(problems).toContain('TESSERA_FEATURE_FLAGS');
  });

  it('requires a long secret in cluster mode without printing it', () => {
    expect(() => loadConfig({ TESSERA_MODE: 'cluster' })).toThrow(/TESSERA_SECRET_KEY is required in cluster mode/);
    let message = '';
    try {
      loadConfig({ TESSERA_SECRET_KEY: 'short-secret' });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain('TESSERA_SECRET_KEY must be at least 32 characters (got 12)');
    expect(message).not.toContain('short-secret');
  });

  it('sends no HSTS unless a max-age is set', () => {
    expect(loadConfig({}).http.hstsMaxAgeSeconds).toBe(0);
    expect(loadConfig({ TESSERA_HSTS_MAX_AGE: '31536000' }).http.hstsMaxAgeSeconds).toBe(31_536_000);
    expect(() => loadConfig({ TESSERA_HSTS_MAX_AGE: '-1' })).toThrow(/TESSERA_HSTS_MAX_AGE/);
  });

  it('rejects out-of-range ports', () => {
    expect(() => loadConfig({ TESSERA_PORT: '70000' })).toThrow(/TESSERA_PORT must be between 1 and 65535/);
  });

  it('caps DuckDB memory at 1GB unless told otherwise, and refuses a size it cannot read', () => {
    expect(loadConfig({}).limits.duckdbMemoryLimit).toBe('1GB');
    expect(loadConfig({ TESSERA_DUCKDB_MEMORY_LIMIT: '512MB' }).limits.duckdbMemoryLimit).toBe('512MB');
    expect(() => loadConfig({ TESSERA_DUCKDB_MEMORY_LIMIT: 'lots' })).toThrow(
      /TESSERA_DUCKDB_MEMORY_LIMIT must be a size such as 512MB or 2GB/,
    );
  });

  it('lets the heap grow 20 % past its live size unless told otherwise (0: V8 decides), within 0 to 300', () => {
    expect(loadConfig({}).limits.heapGrowthPercent).toBe(20);
    expect(loadConfig({ TESSERA_HEAP_GROWTH_PERCENT: '0' }).limits.heapGrowthPercent).toBe(0);
    expect(() => loadConfig({ TESSERA_HEAP_GROWTH_PERCENT: '500' })).toThrow(/TESSERA_HEAP_GROWTH_PERCENT must be between 0 and 300/);
  });

  it('trusts no proxy and wants 8-character passwords unless told otherwise', () => {
    expect(loadConfig({}).auth).toEqual({ passwordMinLength: 8, trustedProxies: [] });
    const auth = loadConfig({ TESSERA_TRUSTED_PROXIES: ' 10.0.0.5, 10.1.0.0/16,::1 ', TESSERA_PASSWORD_MIN_LENGTH: '12' }).auth;
    expect(auth).toEqual({ passwordMinLength: 12, trustedProxies: ['10.0.0.5', '10.1.0.0/16', '::1'] });
  });

  it.each(['10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/2', '10.0.0.*'])('refuses the trusted proxy %p', (entry) => {
    expect(() => loadConfig({ TESSERA_TRUSTED_PROXIES: `10.0.0.5,${entry}` })).toThrow(
      /TESSERA_TRUSTED_PROXIES must list IP addresses or CIDR ranges/,
    );
  });

  it('spreads chart data over no extra domain unless given host names', () => {
    expect(loadConfig({}).webserverDomains).toEqual([]);
    expect(loadConfig({ TESSERA_WEBSERVER_DOMAINS: ' a.example.com, b.example.com:8443 ' }).webserverDomains).toEqual([
      'a.example.com',
      'b.example.com:8443',
    ]);
    expect(() => loadConfig({ TESSERA_WEBSERVER_DOMAINS: 'http://a.example.com' })).toThrow(
      /TESSERA_WEBSERVER_DOMAINS must list host names separated by commas/,
    );
  });

  it('documents each variable as a table row', () => {
    expect(describeConfig()).toContain('| `TESSERA_PORT` | `8088` |');
  });
});
