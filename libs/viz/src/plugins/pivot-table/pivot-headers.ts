import type { PivotEntry } from './pivot-axis';
import { METRIC_ATTRIBUTE } from './pivot-key';

/**
 * How many consecutive entries each header cell at a level covers (0 for covered ones): entries
 * sharing the key up to that level merge, so a group's label spans its members and subtotal.
 */
export function headerSpans(entries: readonly PivotEntry[], level: number): number[] {
  const prefix = (entry: PivotEntry) => JSON.stringify(entry.key.slice(0, level + 1));
  const spans = new Array<number>(entries.length).fill(0);
  let start = 0;
  for (let i = 1; i <= entries.length; i += 1) {
    if (i === entries.length || prefix(entries[i]) !== prefix(entries[start])) {
      spans[start] = i - start;
      start = i;
    }
  }
  return spans;
}

/**
 * The text of a header cell: the label, the metric's display name, or — at the first collapsed
 * level — 'Subtotal' or the total label; deeper collapsed levels stay blank.
 */
export function headerText(
  entry: PivotEntry,
  level: number,
  attrs: readonly string[],
  metricLabels: Readonly<Record<string, string>>,
  totalLabel: string,
): string {
  const label = entry.key[level];
  if (label === null) {
    const first = entry.key.findIndex((part) => part === null);
    if (first !== level) return '';
    return entry.kind === 'total' ? totalLabel : 'Subtotal';
  }
  return attrs[level] === METRIC_ATTRIBUTE ? (metricLabels[label] ?? label) : label;
}
