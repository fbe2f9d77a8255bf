import { CompletionIndex, handleCompletionCommand, type CompletionCommand } from './completion-index';
import { createCompletionIndex } from './completion-index.client';

/** Stands in for the browser's Worker: runs the same command handler the worker script runs. */
class LoopbackWorker {
  static created: LoopbackWorker[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  readonly posted: CompletionCommand[] = [];
  readonly terminate = jest.fn();
  answering = true;
  private readonly index = new CompletionIndex();

  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    LoopbackWorker.created.push(this);
  }

  postMessage(command: CompletionCommand) {
    this.posted.push(command);
    const reply = handleCompletionCommand(this.index, JSON.parse(JSON.stringify(command)) as CompletionCommand);
    if (reply && this.answering) setTimeout(() => this.onmessage?.({ data: reply }), 0);
  }
}

describe('createCompletionIndex with a Web Worker', () => {
  beforeEach(() => {
    LoopbackWorker.created = [];
    (globalThis as { Worker?: unknown }).Worker = LoopbackWorker;
  });
  afterEach(() => delete (globalThis as { Worker?: unknown }).Worker);

  it('starts the completion worker as a module and answers queries with its replies', async () => {
    const index = createCompletionIndex();
    const [worker] = LoopbackWorker.created;
    expect(worker?.url.pathname).toMatch(/completion\.worker\.ts$/);
    expect(worker?.options).toEqual({ type: 'module' });
    index.replaceGroup('schemas', [{ value: 'public', kind: 'schema' }]);
    index.appendToGroup('tables:public', [{ value: 'orders', kind: 'table', parent: 'public' }]);
    const [tables, schemas] = await Promise.all([
      index.query({ prefix: 'or', qualifier: null, limit: 5 }),
      index.query({ prefix: 'pu', qualifier: null, limit: 5 }),
    ]);
    expect(tables.map((match) => match.value)).toEqual(['orders']);
    expect(schemas.map((match) => match.value)).toEqual(['public']);
    expect(worker?.posted.map((command) => command.type)).toEqual(['replace', 'append', 'query', 'query']);
  });

  it('settles waiting queries with nothing when the worker fails or is disposed', async () => {
    const index = createCompletionIndex();
    const worker = LoopbackWorker.created[0] as LoopbackWorker;
    worker.answering = false;
    const failed = index.query({ prefix: 'x', qualifier: null, limit: 5 });
    worker.onerror?.();
    await expect(failed).resolves.toEqual([]);
    const disposed = index.query({ prefix: 'x', qualifier: null, limit: 5 });
    index.dispose();
    await expect(disposed).resolves.toEqual([]);
    expect(worker.terminate).toHaveBeenCalled();
  });
});
