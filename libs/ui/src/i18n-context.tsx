import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

/** Translates a source text and substitutes each `%s` with the next argument, as the app's catalogue does. */
export type TranslateFn = (text: string, ...args: unknown[]) => string;

/** Replaces each `%s` in turn with the next argument; surplus placeholders stay visible. */
export function formatText(template: string, args: readonly unknown[]): string {
  let next = 0;
  return template.replace(/%s/g, (placeholder) => (next < args.length ? String(args[next++]) : placeholder));
}

/** The fallback translation: the source text itself, with `%s` substitution. */
export const identityTranslate: TranslateFn = (text, ...args) => formatText(text, args);

const TranslateContext = createContext<TranslateFn>(identityTranslate);

/** Makes the app's translation function available to every component below it. */
export function TranslateProvider({ t, children }: { t: TranslateFn; children?: ReactNode }) {
  return <TranslateContext.Provider value={t}>{children}</TranslateContext.Provider>;
}

/** The translation function to use: the component's own `t` prop wins over the provider's. */
export function useTranslate(override?: TranslateFn): TranslateFn {
  const fromContext = useContext(TranslateContext);
  return override ?? fromContext;
}
