import { JsonLogger, MemoryKeyValueStore, type Lock, type TesseraConfig } from '@tessera/platform';
import { ExamplesBootstrap } from './examples.bootstrap';
import { ExamplesProgress } from './examples.progress';
import type { ExamplesSeeder } from './examples.seeder';

function setup(seeder: Partial<Record<'claim' | 'seed', jest.Mock>>, loadExamples = true) {
  const entries: { level: string; msg: string }[] = [];
  const logger = new JsonLogger('test', 'info', (line) => entries.push(JSON.parse(line)));
  const progress = new ExamplesProgress(new MemoryKeyValueStore());
  const bootstrap = new ExamplesBootstrap(seeder as unknown as ExamplesSeeder, { loadExamples } as TesseraConfig, logger, progress);
  return { bootstrap, entries, progress };
}

const lock: Lock = { release: async () => undefined, extend: async () => true };

describe('ExamplesBootstrap', () => {
  it('does not look for examples when loading them is turned off', async () => {
    const claim = jest.fn();
    await setup({ claim }, false).bootstrap.onApplicationBootstrap();
    expect(claim).not.toHaveBeenCalled();
  });

  it('seeds in the background: start-up does not wait for it, shutdown does', async () => {
    let finish: () => void = () => undefined;
    const seed = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { bootstrap, progress } = setup({ claim: jest.fn(async () => lock), seed });
    await bootstrap.onApplicationBootstrap();
    expect(seed).toHaveBeenCalledWith(lock, expect.any(AbortSignal));
    await new Promise((resolve) => setImmediate(resolve));
    expect(await progress.loading()).toBe(true);
    let stopped = false;
    const stopping = bootstrap.onModuleDestroy().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    expect((seed.mock.calls[0] as unknown[])[1]).toHaveProperty('aborted', true);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    expect(await progress.loading()).toBe(false);
  });

  it('logs a failed seeding as an error and keeps the service running', async () => {
    const { bootstrap, entries, progress } = setup({
      claim: jest.fn(async () => lock),
      seed: jest.fn(async () => Promise.reject(new Error('disk full'))),
    });
    await bootstrap.onApplicationBootstrap();
    await bootstrap.onModuleDestroy();
    expect(await progress.loading()).toBe(false);
    expect(entries).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'Could not load the examples: disk full. The service runs without them; they will be loaded at the next start.',
      }),
    ]);
  });

  it('logs a failure to decide at start instead of failing the start', async () => {
    const { bootstrap, entries } = setup({ claim: jest.fn(async () => Promise.reject(new Error('metadata store down'))) });
    await expect(bootstrap.onApplicationBootstrap()).resolves.toBeUndefined();
    expect(entries[0]).toMatchObject({ level: 'error', msg: expect.stringContaining('metadata store down') });
  });
});
