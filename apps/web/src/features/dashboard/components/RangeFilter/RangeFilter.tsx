import { Form } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import type { FilterValue, NativeFilter, RangeValue } from '../../dashboard.types';

export interface RangeFilterProps {
  filter: NativeFilter;
  value: FilterValue;
  onChange: (value: FilterValue) => void;
  error?: string | null;
}

function parseBound(text: string): number | null {
  return text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text);
}

/** A `filter_range` filter: a minimum and a maximum of a numeric column, either may stay open. */
export function RangeFilter({ filter, value, onChange, error }: RangeFilterProps) {
  const [min, max]: RangeValue = Array.isArray(value) && value.length === 2 ? (value as RangeValue) : [null, null];
  const emit = (next: RangeValue) => onChange(next[0] === null && next[1] === null ? null : next);
  const id = `native-filter-${filter.id}`;
  return (
    <Form.Field required={filter.required} error={!!error}>
      <label htmlFor={`${id}-min`}>{filter.name}</label>
      <div style={{ display: 'flex', gap: 8 }}>
        <input
          id={`${id}-min`}
          type="number"
          aria-label={t('%s minimum', filter.name)}
          placeholder={t('Min')}
          value={min ?? ''}
          onChange={(event) => emit([parseBound(event.target.value), max])}
        />
        <input
          type="number"
          aria-label={t('%s maximum', filter.name)}
          placeholder={t('Max')}
          value={max ?? ''}
          onChange={(event) => emit([min, parseBound(event.target.value)])}
        />
      </div>
      {error && (
        <div role="alert" className="ui pointing red basic label">
          {error}
        </div>
      )}
    </Form.Field>
  );
}
