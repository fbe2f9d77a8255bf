import { Dropdown, Form } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import type { FilterValue, NativeFilter } from '../../dashboard.types';
import { NO_TIME_FILTER } from '../../model/native-filters';

/** Time ranges the filter offers, in the server's time-range language. */
const TIME_RANGES = ['Last day', 'Last week', 'Last month', 'Last quarter', 'Last year'] as const;

/** The offered ranges in the user's language; other saved ranges show as written. */
function timeRangeLabel(range: string): string {
  switch (range) {
    case 'Last day':
      return t('Last day');
    case 'Last week':
      return t('Last week');
    case 'Last month':
      return t('Last month');
    case 'Last quarter':
      return t('Last quarter');
    case 'Last year':
      return t('Last year');
    default:
      return range;
  }
}

export interface TimeFilterProps {
  filter: NativeFilter;
  value: FilterValue;
  onChange: (value: FilterValue) => void;
}

/** A `filter_time` filter: a time range for the charts' time column ('No filter' by default). */
export function TimeFilter({ filter, value, onChange }: TimeFilterProps) {
  const current = typeof value === 'string' ? value : NO_TIME_FILTER;
  const ranges =
    TIME_RANGES.includes(current as (typeof TIME_RANGES)[number]) || current === NO_TIME_FILTER ? TIME_RANGES : [...TIME_RANGES, current];
  const options = [
    { key: NO_TIME_FILTER, value: NO_TIME_FILTER, text: t('No filter') },
    ...ranges.map((range) => ({ key: range, value: range, text: timeRangeLabel(range) })),
  ];
  const inputId = `native-filter-${filter.id}`;
  return (
    <Form.Field>
      <label htmlFor={inputId}>{filter.name}</label>
      <Dropdown
        id={inputId}
        aria-label={filter.name}
        fluid
        selection
        options={options}
        value={current}
        onChange={(_event, data) => onChange(data.value === NO_TIME_FILTER ? null : String(data.value))}
      />
    </Form.Field>
  );
}
