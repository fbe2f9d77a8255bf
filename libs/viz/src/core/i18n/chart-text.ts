/** Translates an English text (with `%s` placeholders filled from `args`) into the app's language. */
export type ChartTranslator = (text: string, ...args: unknown[]) => string;

const english: ChartTranslator = (text, ...args) => {
  let next = 0;
  return text.replace(/%s/g, (placeholder) => (next < args.length ? String(args[next++]) : placeholder));
};

let translator: ChartTranslator = english;

/**
 * The app hands charts its translator once (the library cannot know the user's language); until then,
 * and outside the app (reports' renderer tests, plugin bundles' own tests), charts speak English.
 */
export function setChartTranslator(translate: ChartTranslator): void {
  translator = translate;
}

/**
 * A text a chart draws itself (a table's pager, a pivot table's total), in the app's language at
 * drawing time. The catalogue's extractor collects the texts passed here like t()'s.
 */
export function chartText(text: string, ...args: unknown[]): string {
  return translator(text, ...args);
}
