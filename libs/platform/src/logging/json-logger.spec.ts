import { JsonLogger } from './json-logger';
import { runWithRequestContext } from './request-context';

describe('JsonLogger', () => {
  function capture(level: 'debug' | 'info' = 'info') {
    const lines: Record<string, unknown>[] = [];
    const logger = new JsonLogger('charts', level, (line) => lines.push(JSON.parse(line)));
    return { logger, lines };
  }

  it('writes one JSON object per line with the request id of the current context', () => {
    const { logger, lines } = capture();
    runWithRequestContext({ requestId: 'req-42' }, () => logger.info('query ran', { rows: 3 }));
    expect(lines).toEqual([expect.objectContaining({ level: 'info', service: 'charts', msg: 'query ran', requestId: 'req-42', rows: 3 })]);
  });

  it('drops entries below the configured level', () => {
    const { logger, lines } = capture('info');
    logger.debug('noise');
    logger.warn('kept', 'BusServer');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'warn', context: 'BusServer' });
  });

  it('records errors with their stack', () => {
    const { logger, lines } = capture();
    logger.error('handler failed', new Error('boom'));
    expect((lines[0].error as { message: string }).message).toBe('boom');
  });
});
