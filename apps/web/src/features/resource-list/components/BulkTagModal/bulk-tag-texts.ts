import { tn } from '../../../../i18n';
import type { TaggableType } from '../../list-tools';

/**
 * The bulk tag dialog's counted texts as whole phrases, one pair per object kind: a noun with an
 * English 's' glued on cannot be translated (French and Russian inflect the noun, and the article,
 * with the number), so each language gets the full sentence and its own plural forms.
 */
interface BulkTagTexts {
  /** The dialog's lead: how many selected objects get the tags. */
  adding(count: number): string;
  /** The success toast: how many objects the server tagged. */
  tagged(count: number): string;
}

const BULK_TAG_TEXTS: Readonly<Record<TaggableType, BulkTagTexts>> = {
  chart: {
    adding: (n) => tn('You are adding tags to %s chart', 'You are adding tags to %s charts', n, n),
    tagged: (n) => tn('Tagged %s chart', 'Tagged %s charts', n, n),
  },
  dashboard: {
    adding: (n) => tn('You are adding tags to %s dashboard', 'You are adding tags to %s dashboards', n, n),
    tagged: (n) => tn('Tagged %s dashboard', 'Tagged %s dashboards', n, n),
  },
  dataset: {
    adding: (n) => tn('You are adding tags to %s dataset', 'You are adding tags to %s datasets', n, n),
    tagged: (n) => tn('Tagged %s dataset', 'Tagged %s datasets', n, n),
  },
  query: {
    adding: (n) => tn('You are adding tags to %s saved query', 'You are adding tags to %s saved queries', n, n),
    tagged: (n) => tn('Tagged %s saved query', 'Tagged %s saved queries', n, n),
  },
};

export function bulkTagTexts(type: TaggableType): BulkTagTexts {
  return BULK_TAG_TEXTS[type];
}
