import { CancellationScope } from './cancellation-scope';

const never = () => new Promise<never>(() => undefined);

describe('CancellationScope', () => {
  it('passes values and errors through while not stopped', async () => {
    const scope = new CancellationScope({ engineName: 'X' });
    await expect(scope.run(Promise.resolve(3))).resolves.toBe(3);
    await expect(scope.run(Promise.reject(new Error('db')))).rejects.toThrow('db');
    scope.dispose();
  });

  it('cancels through the registered canceller when the signal aborts', async () => {
    const controller = new AbortController();
    const scope = new CancellationScope({ engineName: 'X', signal: controller.signal });
    let reject!: (error: Error) => void;
    const work = new Promise<number>((_, fail) => (reject = fail));
    const canceller = jest.fn(async () => reject(new Error('canceling statement due to user request')));
    scope.setCanceller(canceller);
    const pending = scope.run(work);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ message: 'The query was cancelled.', extra: { cancelled: true, engine_name: 'X' } });
    expect(canceller).toHaveBeenCalledTimes(1);
    scope.dispose();
  });

  it('turns a result that arrives after the stop into the cancellation error', async () => {
    const controller = new AbortController();
    const scope = new CancellationScope({ engineName: 'X', signal: controller.signal });
    let resolve!: (value: number) => void;
    scope.setCanceller(async () => resolve(1));
    const pending = scope.run(new Promise<number>((done) => (resolve = done)));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ extra: { cancelled: true } });
  });

  it('times out with the requested error type and cancels', async () => {
    const scope = new CancellationScope({ engineName: 'X', timeoutMs: 20, timeoutErrorType: 'SQLLAB_TIMEOUT_ERROR' });
    const canceller = jest.fn(async () => undefined);
    scope.setCanceller(canceller);
    await expect(scope.run(never())).rejects.toMatchObject({
      code: 'TIMEOUT',
      errorType: 'SQLLAB_TIMEOUT_ERROR',
      message: 'The query exceeded the 0.02 seconds timeout.',
    });
    expect(canceller).toHaveBeenCalled();
  });

  it('cancels at once when registered after the stop, and releases late values', async () => {
    const scope = new CancellationScope({ engineName: 'X', signal: AbortSignal.abort() });
    expect(() => scope.throwIfStopped()).toThrow('The query was cancelled.');
    const canceller = jest.fn(async () => undefined);
    scope.setCanceller(canceller);
    expect(canceller).toHaveBeenCalled();
    const release = jest.fn();
    await expect(scope.run(Promise.resolve('connection'), release)).rejects.toMatchObject({ extra: { cancelled: true } });
    expect(release).toHaveBeenCalledWith('connection');
  });

  it('survives a canceller that fails', async () => {
    const controller = new AbortController();
    const scope = new CancellationScope({ engineName: 'X', signal: controller.signal });
    scope.setCanceller(async () => {
      throw new Error('cancel connection refused');
    });
    const pending = scope.run(Promise.reject(new Error('gone')));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ extra: { cancelled: true } });
  });

  it('notifies and unsubscribes stop listeners', () => {
    const controller = new AbortController();
    const scope = new CancellationScope({ engineName: 'X', signal: controller.signal });
    const kept = jest.fn();
    const dropped = jest.fn();
    scope.onStop(kept);
    scope.onStop(dropped)();
    controller.abort();
    expect(kept).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
  });
});
