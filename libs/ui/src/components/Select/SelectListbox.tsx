import type { UIEvent } from 'react';
import type { TranslateFn } from '../../i18n-context';
import type { SelectOption } from '../../types';
import type { SelectValue } from './select.types';

export interface SelectListboxProps<V extends SelectValue> {
  id: string;
  label: string;
  multiple: boolean;
  options: readonly SelectOption<V>[];
  values: readonly V[];
  /** Present when the 'Select All' pseudo-option leads the list. */
  selectAll: { selected: boolean } | null;
  activeIndex: number;
  loading: boolean;
  error: string | null;
  onChoose: (rowIndex: number) => void;
  /** Called when the list is scrolled close to its end (to fetch the next page). */
  onNearEnd: () => void;
  t: TranslateFn;
}

const ROW_STYLE = { cursor: 'pointer' } as const;

/** The open option list of a {@link Select}. Row indexes count the 'Select All' row when present. */
export function SelectListbox<V extends SelectValue>(props: SelectListboxProps<V>) {
  const { id, label, multiple, options, values, selectAll, activeIndex, loading, error, onChoose, onNearEnd, t } = props;
  const offset = selectAll ? 1 : 0;
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const node = event.currentTarget;
    if (node.scrollTop + node.clientHeight >= node.scrollHeight - 40) onNearEnd();
  };
  const rowClass = (index: number, chosen: boolean) => `item ${index === activeIndex ? 'selected' : ''} ${chosen ? 'active' : ''}`;
  return (
    <div
      id={id}
      role="listbox"
      aria-label={label}
      aria-multiselectable={multiple || undefined}
      className="menu transition visible"
      style={{ display: 'block', maxHeight: 300, overflowY: 'auto', width: '100%', insetInlineStart: 0, top: '100%' }}
      onScroll={onScroll}
    >
      {selectAll && (
        <div
          id={`${id}-0`}
          role="option"
          aria-selected={selectAll.selected}
          className={rowClass(0, selectAll.selected)}
          style={{ ...ROW_STYLE, fontWeight: 'bold' }}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(0)}
        >
          {t('Select All')}
        </div>
      )}
      {options.map((option, index) => {
        const chosen = values.includes(option.value);
        return (
          <div
            key={String(option.value)}
            id={`${id}-${index + offset}`}
            role="option"
            aria-selected={chosen}
            className={rowClass(index + offset, chosen)}
            style={ROW_STYLE}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(index + offset)}
          >
            {option.label}
          </div>
        );
      })}
      {loading && (
        <div className="message" role="status">
          {t('Loading...')}
        </div>
      )}
      {!loading && error && (
        <div className="message" role="alert">
          {error}
        </div>
      )}
      {!loading && !error && options.length === 0 && <div className="message">{t('No results')}</div>}
    </div>
  );
}
