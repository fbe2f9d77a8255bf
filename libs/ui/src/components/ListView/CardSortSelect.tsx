import { Dropdown } from 'semantic-ui-react';
import type { TranslateFn } from '../../i18n-context';
import type { CardSortOption, SortColumn } from './list-view.types';

export interface CardSortSelectProps {
  options: readonly CardSortOption[];
  sortBy: readonly SortColumn[];
  onChange: (sortBy: SortColumn[]) => void;
  t: TranslateFn;
}

/** The sort selector shown in card mode (cards have no column headers to click), styled as the app's other dropdowns. */
export function CardSortSelect({ options, sortBy, onChange, t }: CardSortSelectProps) {
  const shown = options.filter((option) => option.label.trim() !== '');
  if (shown.length === 0) return null;
  const current = shown.find((option) => option.id === sortBy[0]?.id && option.desc === sortBy[0]?.desc);
  return (
    <div style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5em' }}>
      <span aria-hidden="true">{t('Sort')}</span>
      <Dropdown
        selection
        aria-label={t('Sort')}
        placeholder={t('Select...')}
        options={shown.map((option) => ({ key: option.value, value: option.value, text: option.label }))}
        value={current?.value ?? ''}
        onChange={(_event, data) => {
          const chosen = shown.find((option) => option.value === data.value);
          if (chosen) onChange([{ id: chosen.id, desc: chosen.desc }]);
        }}
      />
    </div>
  );
}
