import { useMemo } from 'react';
import type { TranslateFn } from '../../i18n-context';
import type { SelectOption } from '../../types';
import { Select } from '../Select/Select';
import type { SelectOptionsLoader } from '../Select/select.types';
import type { SelectFilterConfig } from './list-view.types';

type Choice = SelectOption<string | number>;

export interface SelectFilterProps {
  config: SelectFilterConfig;
  /** `{label, value}` (or a list of them in multi mode), as kept in the address. */
  value: unknown;
  onSubmit: (value: Choice | Choice[] | undefined) => void;
  t: TranslateFn;
}

const hasText = (option: Choice) => option.label.trim() !== '';

function asChoices(value: unknown): Choice[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.filter((item): item is Choice => typeof item === 'object' && item !== null && 'value' in item && 'label' in item);
}

/** A select filter over fixed options or server pages; options without text are left out. */
export function SelectFilter({ config, value, onSubmit, t }: SelectFilterProps) {
  const chosen = asChoices(value);
  const { fetchSelects } = config;
  const options = useMemo(() => {
    if (fetchSelects) {
      const loader: SelectOptionsLoader<string | number> = async (search, page, pageSize) => {
        const result = await fetchSelects(search, page, pageSize);
        return { data: result.data.filter(hasText), totalCount: result.totalCount };
      };
      return loader;
    }
    return (config.options ?? []).filter(hasText);
  }, [fetchSelects, config.options]);

  const common = {
    ariaLabel: config.label,
    options,
    selectedOptions: chosen,
    placeholder: config.placeholder ?? t('Select or type a value'),
    allowClear: true,
    t,
  };
  return (
    <div style={{ minWidth: 200 }}>
      {config.multi ? (
        <Select<string | number>
          {...common}
          mode="multiple"
          value={chosen.map((c) => c.value)}
          onChange={(_, picked) => onSubmit(picked)}
        />
      ) : (
        <Select<string | number> {...common} value={chosen[0]?.value ?? null} onChange={(_, picked) => onSubmit(picked ?? undefined)} />
      )}
    </div>
  );
}
