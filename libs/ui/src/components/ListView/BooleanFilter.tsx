import type { TranslateFn } from '../../i18n-context';
import { Select } from '../Select/Select';
import type { BooleanFilterConfig } from './list-view.types';

export interface BooleanFilterProps {
  config: BooleanFilterConfig;
  value: unknown;
  onSubmit: (value: boolean | undefined) => void;
  t: TranslateFn;
}

/** Yes / No (favourite, certified); clearing it means any. */
export function BooleanFilter({ config, value, onSubmit, t }: BooleanFilterProps) {
  return (
    <div style={{ minWidth: 140 }}>
      <Select<boolean>
        ariaLabel={config.label}
        options={[
          { label: t('Yes'), value: true },
          { label: t('No'), value: false },
        ]}
        value={typeof value === 'boolean' ? value : null}
        placeholder={t('Any')}
        allowClear
        onChange={(next) => onSubmit(next ?? undefined)}
        t={t}
      />
    </div>
  );
}
