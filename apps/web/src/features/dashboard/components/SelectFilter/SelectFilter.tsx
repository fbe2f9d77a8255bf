import { Dropdown, Form } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import type { FilterOptions, FilterValue, NativeFilter } from '../../dashboard.types';

export interface SelectFilterProps {
  filter: NativeFilter;
  value: FilterValue;
  options: FilterOptions | undefined;
  onChange: (value: FilterValue) => void;
}

/** A `filter_select` filter: pick one or several values of its column. */
export function SelectFilter({ filter, value, options, onChange }: SelectFilterProps) {
  const selected = Array.isArray(value) ? value : [];
  const choices = (options?.values ?? []).map((item) => ({ key: item, value: item, text: item }));
  const inputId = `native-filter-${filter.id}`;
  return (
    <Form.Field>
      <label htmlFor={inputId}>{filter.name}</label>
      <Dropdown
        id={inputId}
        aria-label={filter.name}
        placeholder={options?.status === 'failed' ? options.error?.message : t('Select value')}
        fluid
        search
        selection
        clearable
        multiple={filter.multiSelect}
        loading={options?.status === 'loading'}
        error={options?.status === 'failed'}
        options={choices}
        value={filter.multiSelect ? selected : (selected[0] ?? '')}
        onChange={(_event, data) => {
          const next = Array.isArray(data.value) ? data.value.map(String) : data.value ? [String(data.value)] : [];
          onChange(next.length > 0 ? next : null);
        }}
      />
    </Form.Field>
  );
}
