import type { TranslateFn } from '../../i18n-context';
import { BooleanFilter } from './BooleanFilter';
import { DateRangeFilter } from './DateRangeFilter';
import type { ListViewFilterConfig } from './list-view.types';
import { SearchFilter } from './SearchFilter';
import { SelectFilter } from './SelectFilter';
import type { FilterValues } from './useListViewState';
import { filterKey } from './useListViewState';

export interface ListViewFiltersProps {
  filters: readonly ListViewFilterConfig[];
  values: FilterValues;
  onChange: (key: string, value: unknown) => void;
  t: TranslateFn;
}

/** The row of filter controls above a list, each labelled with its filter's label. */
export function ListViewFilters({ filters, values, onChange, t }: ListViewFiltersProps) {
  if (filters.length === 0) return null;
  return (
    <div role="search" aria-label={t('Filters')} style={{ display: 'flex', flexWrap: 'wrap', gap: '1em', alignItems: 'flex-end' }}>
      {filters.map((filter) => {
        const key = filterKey(filter);
        const value = values[key];
        const submit = (next: unknown) => onChange(key, next);
        return (
          <div key={key} className="field">
            <div style={{ fontSize: '0.85em', color: '#767676', marginBottom: '0.2em' }} aria-hidden="true">
              {filter.label}
            </div>
            {filter.type === 'search' && <SearchFilter config={filter} value={typeof value === 'string' ? value : ''} onSubmit={submit} />}
            {filter.type === 'select' && <SelectFilter config={filter} value={value} onSubmit={submit} t={t} />}
            {filter.type === 'datetime_range' && <DateRangeFilter config={filter} value={value} onSubmit={submit} t={t} />}
            {filter.type === 'boolean' && <BooleanFilter config={filter} value={value} onSubmit={submit} t={t} />}
          </div>
        );
      })}
    </div>
  );
}
