import { Form } from 'semantic-ui-react';
import { Select } from '@tessera/ui';
import { t } from '../../../../i18n';
import type { FilterOptions, FilterValue, NativeFilter } from '../../dashboard.types';

export interface SelectFilterProps {
  filter: NativeFilter;
  value: FilterValue;
  options: FilterOptions | undefined;
  onChange: (value: FilterValue) => void;
  /** The value breaks a rule (e.g. a required filter left empty). */
  error?: string | null;
}

/** A `filter_select` filter: pick one or several values of its column ('Select All' when several). */
export function SelectFilter({ filter, value, options, onChange, error }: SelectFilterProps) {
  const selected = Array.isArray(value) ? value.map(String) : [];
  // Chosen values stay offered while the options load (or after they change), so the select keeps them.
  const choices = [...new Set([...(options?.values ?? []), ...selected])].map((item) => ({ value: item, label: item }));
  const inputId = `native-filter-${filter.id}`;
  const placeholder =
    options?.status === 'failed' ? options.error?.message : options?.status === 'loading' ? t('Loading...') : t('Select value');
  return (
    <Form.Field required={filter.required} error={!!error || options?.status === 'failed'}>
      <label htmlFor={inputId}>{filter.name}</label>
      {filter.multiSelect ? (
        <Select<string>
          id={inputId}
          ariaLabel={filter.name}
          mode="multiple"
          placeholder={placeholder}
          options={choices}
          value={selected}
          allowClear
          onChange={(next) => onChange(next.length > 0 ? next : null)}
          t={t}
        />
      ) : (
        <Select<string>
          id={inputId}
          ariaLabel={filter.name}
          placeholder={placeholder}
          options={choices}
          value={selected[0] ?? null}
          allowClear
          onChange={(next) => onChange(next === null ? null : [next])}
          t={t}
        />
      )}
      {error && <div className="ui pointing red basic label">{error}</div>}
    </Form.Field>
  );
}
