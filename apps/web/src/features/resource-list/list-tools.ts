import { t } from '../../i18n';

/** Superset's object type of a tagged object (`query` is a saved query). */
export type TaggableType = 'query' | 'chart' | 'dashboard' | 'dataset';

/** The list tools a resource offers beyond listing and deleting. */
export interface ListTools {
  /** Singular noun in the import dialog's texts ('Import %s'). */
  noun: () => string;
  /** Offers `POST /api/v1/<resource>/import/` and `GET …/export/` (bundles): the success toast of an import. */
  imported?: () => string;
  /** Its object type in `POST /api/v1/tag/bulk_create`; absent when it cannot be tagged. */
  tagType?: TaggableType;
}

/**
 * Which list pages get the import dialog, bulk export and bulk tag. Bundles only where the server
 * serves `/import/` and `/export/` for the resource.
 */
const LIST_TOOLS: Readonly<Record<string, ListTools>> = {
  chart: { noun: () => t('chart'), imported: () => t('Chart imported'), tagType: 'chart' },
  dashboard: { noun: () => t('dashboard'), imported: () => t('Dashboard imported'), tagType: 'dashboard' },
  dataset: { noun: () => t('dataset'), imported: () => t('Dataset imported'), tagType: 'dataset' },
  database: { noun: () => t('database'), imported: () => t('Database imported') },
  saved_query: { noun: () => t('query'), imported: () => t('Query imported'), tagType: 'query' },
};

export function listTools(resource: string): ListTools | undefined {
  return LIST_TOOLS[resource];
}
