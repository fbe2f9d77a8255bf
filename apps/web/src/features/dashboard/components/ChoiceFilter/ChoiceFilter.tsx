import { Form } from 'semantic-ui-react';
import { Select } from '@tessera/ui';
import { t } from '../../../../i18n';
import type { FilterOptions, FilterValue, NativeFilter } from '../../dashboard.types';

/** Time grains a time grain filter offers (ISO 8601 durations, as Superset's engine specs name them). */
export const TIME_GRAINS = ['PT1S', 'PT1M', 'PT1H', 'P1D', 'P1W', 'P1M', 'P3M', 'P1Y'] as const;

function timeGrainLabel(grain: string): string {
  switch (grain) {
    case 'PT1S':
      return t('Second');
    case 'PT1M':
      return t('Minute');
    case 'PT1H':
      return t('Hour');
    case 'P1D':
      return t('Day');
    case 'P1W':
      return t('Week');
    case 'P1M':
      return t('Month');
    case 'P3M':
      return t('Quarter');
    case 'P1Y':
      return t('Year');
    default:
      return grain;
  }
}

export interface ChoiceFilterProps {
  filter: NativeFilter;
  value: FilterValue;
  /** The time column filter's temporal columns; the time grain filter has its fixed list. */
  options: FilterOptions | undefined;
  onChange: (value: FilterValue) => void;
  error?: string | null;
}

/** A `filter_timegrain` or `filter_timecolumn` filter: one choice that overrides the charts' grain or time column. */
export function ChoiceFilter({ filter, value, options, onChange, error }: ChoiceFilterProps) {
  const choices =
    filter.filterType === 'filter_timegrain'
      ? TIME_GRAINS.map((grain) => ({ value: grain, label: timeGrainLabel(grain) }))
      : [...new Set([...(options?.values ?? []), ...(typeof value === 'string' ? [value] : [])])].map((column) => ({
          value: column,
          label: column,
        }));
  const inputId = `native-filter-${filter.id}`;
  return (
    <Form.Field required={filter.required} error={!!error}>
      <label htmlFor={inputId}>{filter.name}</label>
      <Select<string>
        id={inputId}
        ariaLabel={filter.name}
        placeholder={options?.status === 'failed' ? options.error?.message : t('Select value')}
        options={choices}
        value={typeof value === 'string' ? value : null}
        allowClear
        onChange={(next) => onChange(next)}
        t={t}
      />
      {error && <div className="ui pointing red basic label">{error}</div>}
    </Form.Field>
  );
}
