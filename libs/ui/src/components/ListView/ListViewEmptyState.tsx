import type { TranslateFn } from '../../i18n-context';
import { EmptyState } from '../EmptyState/EmptyState';

export interface ListViewEmptyStateConfig {
  title?: string;
  description?: string;
}

export interface ListViewEmptyStateProps {
  filtersActive: boolean;
  onClearFilters: () => void;
  emptyState?: ListViewEmptyStateConfig;
  addButton?: { label: string; onClick: () => void };
  t: TranslateFn;
}

/** No rows: with filters, a hint and 'clear all filters'; without, 'No Data' (or the page's own empty state). */
export function ListViewEmptyState({ filtersActive, onClearFilters, emptyState, addButton, t }: ListViewEmptyStateProps) {
  if (filtersActive) {
    return (
      <EmptyState
        icon="filter"
        title={t('No results match your filter criteria')}
        description={t('Try different criteria to display results.')}
        buttonText={t('clear all filters')}
        onButtonClick={onClearFilters}
        t={t}
      />
    );
  }
  return (
    <EmptyState
      title={emptyState?.title ?? t('No Data')}
      description={emptyState?.description ?? null}
      buttonText={addButton?.label}
      onButtonClick={addButton?.onClick}
      t={t}
    />
  );
}
