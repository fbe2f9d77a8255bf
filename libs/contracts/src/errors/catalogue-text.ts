/**
 * A user-visible text written where the user's language is not known (a domain library that runs
 * without the request's context): the English catalogue key, with `%s` placeholders, and its
 * arguments. The service answering the request renders it in the user's language; the i18n
 * extraction collects the literal keys of `catalogueText()` calls as it does for `serverText()`.
 */
export interface CatalogueText {
  readonly key: string;
  readonly args: readonly string[];
}

export function catalogueText(key: string, ...args: unknown[]): CatalogueText {
  return { key, args: args.map(String) };
}

/** The English form of a catalogue text: its key with the placeholders filled in order. */
export function englishText(text: CatalogueText): string {
  let index = 0;
  return text.key.replace(/%s/g, () => text.args[index++] ?? '');
}
