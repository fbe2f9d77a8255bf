import { useId } from 'react';
import type { TranslateFn } from '../../i18n-context';
import type { CardSortOption, SortColumn } from './list-view.types';

export interface CardSortSelectProps {
  options: readonly CardSortOption[];
  sortBy: readonly SortColumn[];
  onChange: (sortBy: SortColumn[]) => void;
  t: TranslateFn;
}

/** The sort selector shown in card mode (cards have no column headers to click). */
export function CardSortSelect({ options, sortBy, onChange, t }: CardSortSelectProps) {
  const id = useId();
  const shown = options.filter((option) => option.label.trim() !== '');
  if (shown.length === 0) return null;
  const current = shown.find((option) => option.id === sortBy[0]?.id && option.desc === sortBy[0]?.desc);
  return (
    <div style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5em' }}>
      <label htmlFor={id}>{t('Sort')}</label>
      <select
        id={id}
        className="ui dropdown"
        value={current?.value ?? ''}
        onChange={(event) => {
          const chosen = shown.find((option) => option.value === event.target.value);
          if (chosen) onChange([{ id: chosen.id, desc: chosen.desc }]);
        }}
      >
        {!current && <option value="">{t('Select...')}</option>}
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
