/**
 * Marks an English text of a chart's metadata or control panel for the message catalogue and returns
 * it unchanged. The catalogue's extractor collects the texts passed here; the app translates them
 * where it shows them (`t(control.label)`), at render time, so a change of language shows at once.
 * Translating here instead would fix each text in the language active when the module first loaded.
 */
export function translatable(text: string): string {
  return text;
}
