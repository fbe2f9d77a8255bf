import { JsonLogger } from '../logging/json-logger';
import { MetricsRegistry } from './metrics-registry';
import { sqlHash, warehouseQueryObserver } from './warehouse-queries';

describe('warehouse query observer', () => {
  function setup(level: 'info' | 'debug' = 'info') {
    const lines: Record<string, unknown>[] = [];
    const metrics = new MetricsRegistry({ defaultMetrics: false });
    const observe = warehouseQueryObserver(metrics, new JsonLogger('charts', level, (line) => lines.push(JSON.parse(line))), 2);
    return { lines, metrics, observe };
  }
  const query = { database: 'warehouse', engine: 'postgresql', sql: "SELECT * FROM t WHERE secret = 'x'", rows: 3, errorType: null };

  it('counts every statement by database and outcome, and logs only slow and failed ones', async () => {
    const { lines, metrics, observe } = setup();
    observe({ ...query, seconds: 0.1, outcome: 'ok' });
    observe({ ...query, seconds: 3, outcome: 'ok' });
    observe({ ...query, seconds: 0.2, outcome: 'error', errorType: 'GENERIC_DB_ENGINE_ERROR', rows: null });
    const text = (await metrics.render()).body;
    expect(text).toContain('tessera_warehouse_query_seconds_count{database="warehouse",engine="postgresql",outcome="ok"} 2');
    expect(text).toContain('tessera_warehouse_query_seconds_count{database="warehouse",engine="postgresql",outcome="error"} 1');
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      ['info', 'slow warehouse query'],
      ['warn', 'warehouse query failed'],
    ]);
    expect(lines[1]).toMatchObject({
      database: 'warehouse',
      duration_ms: 200,
      error_type: 'GENERIC_DB_ENGINE_ERROR',
      sql_hash: sqlHash(query.sql),
    });
  });

  it('never writes the SQL text (and its literals) above debug level', () => {
    const quiet = setup('info');
    quiet.observe({ ...query, seconds: 5, outcome: 'ok' });
    expect(JSON.stringify(quiet.lines)).not.toContain('secret');
    const verbose = setup('debug');
    verbose.observe({ ...query, seconds: 5, outcome: 'ok' });
    expect(verbose.lines[0].sql).toBe(query.sql);
  });
});
