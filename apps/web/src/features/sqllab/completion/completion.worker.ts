/// <reference lib="webworker" />
import { CompletionIndex, handleCompletionCommand, type CompletionCommand } from './completion-index';

// The index lives here so that sorting and searching 100,000+ names never blocks typing.
const index = new CompletionIndex();

self.onmessage = (event: MessageEvent<CompletionCommand>) => {
  const reply = handleCompletionCommand(index, event.data);
  if (reply) self.postMessage(reply);
};
