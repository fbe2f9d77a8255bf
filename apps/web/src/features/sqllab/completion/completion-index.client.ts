import {
  CompletionIndex,
  handleCompletionCommand,
  type CompletionCommand,
  type CompletionEntry,
  type CompletionMatch,
  type CompletionQuery,
  type CompletionReply,
} from './completion-index';

/** The completion index as the editor sees it: every call returns at once, queries answer later. */
export interface CompletionIndexHandle {
  replaceGroup(group: string, entries: CompletionEntry[]): void;
  appendToGroup(group: string, entries: CompletionEntry[]): void;
  removeGroup(group: string): void;
  query(query: CompletionQuery): Promise<CompletionMatch[]>;
  dispose(): void;
}

type Send = (command: CompletionCommand) => void;

function handle(send: Send, pending: Map<number, (matches: CompletionMatch[]) => void>, dispose: () => void): CompletionIndexHandle {
  let nextId = 1;
  return {
    replaceGroup: (group, entries) => send({ type: 'replace', group, entries }),
    appendToGroup: (group, entries) => send({ type: 'append', group, entries }),
    removeGroup: (group) => send({ type: 'remove', group }),
    query: (query) =>
      new Promise((resolve) => {
        const id = nextId++;
        pending.set(id, resolve);
        send({ type: 'query', id, query });
      }),
    dispose: () => {
      for (const resolve of pending.values()) resolve([]);
      pending.clear();
      dispose();
    },
  };
}

/** The same index run on this thread, for environments without workers (tests, old browsers). */
export function createInlineCompletionIndex(): CompletionIndexHandle {
  const index = new CompletionIndex();
  const pending = new Map<number, (matches: CompletionMatch[]) => void>();
  const send: Send = (command) => {
    const reply = handleCompletionCommand(index, command);
    // Answer on a later task, as the worker does, so callers never depend on timing.
    if (reply) setTimeout(() => settle(pending, reply), 0);
  };
  return handle(send, pending, () => undefined);
}

function settle(pending: Map<number, (matches: CompletionMatch[]) => void>, reply: CompletionReply): void {
  pending.get(reply.id)?.(reply.matches);
  pending.delete(reply.id);
}

/** The index in a Web Worker where there is one, else inline. */
export function createCompletionIndex(): CompletionIndexHandle {
  if (typeof Worker === 'undefined') return createInlineCompletionIndex();
  let worker: Worker;
  try {
    worker = new Worker(new URL('./completion.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return createInlineCompletionIndex();
  }
  const pending = new Map<number, (matches: CompletionMatch[]) => void>();
  worker.onmessage = (event: MessageEvent<CompletionReply>) => settle(pending, event.data);
  // A worker that fails answers nothing: the popup stays empty rather than waiting forever.
  worker.onerror = () => {
    for (const resolve of pending.values()) resolve([]);
    pending.clear();
  };
  return handle(
    (command) => worker.postMessage(command),
    pending,
    () => worker.terminate(),
  );
}
