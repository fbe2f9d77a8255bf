import type { Ace } from 'ace-builds';
import type { CompletionMatch } from './completion-index';

/** Whatever answers completions: the names of the selected database. */
export interface NameCompleter {
  complete(prefix: string, qualifier: string | null, defaultSchema: string | null): Promise<CompletionMatch[]>;
}

/** The name right before a dot at the end of `textBeforeWord`, e.g. `public` in `FROM public.`. */
export function qualifierBefore(textBeforeWord: string): string | null {
  const match = /([A-Za-z_$][\w$]*|"[^"]+")\.$/.exec(textBeforeWord);
  return match ? (match[1] as string).replace(/^"|"$/g, '') : null;
}

/**
 * An ace completer backed by the completion index. It answers asynchronously, so the editor keeps
 * taking keystrokes while the worker searches; a dot opens the popup for the names it qualifies.
 */
export function sqlCompleter(names: NameCompleter, currentSchema: () => string | null): Ace.Completer {
  return {
    id: 'sqlNames',
    triggerCharacters: ['.'],
    getCompletions(_editor, session, position, prefix, callback) {
      const textBeforeWord = session.getLine(position.row).slice(0, position.column - prefix.length);
      void names.complete(prefix, qualifierBefore(textBeforeWord), currentSchema()).then((matches) =>
        callback(
          null,
          matches.map((match) => ({ caption: match.value, value: match.value, meta: match.meta, score: match.score })),
        ),
      );
    },
  };
}
