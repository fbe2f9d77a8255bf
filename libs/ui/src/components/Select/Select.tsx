import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import type { TranslateFn } from '../../i18n-context';
import { useTranslate } from '../../i18n-context';
import type { SelectOption } from '../../types';
import { hasTokenSeparator, splitTokens } from '../../utils/tokens';
import type { SelectOptionsSource, SelectValue } from './select.types';
import { SELECT_MAX_TAG_COUNT, SELECT_PAGE_SIZE } from './select.types';
import { SelectListbox } from './SelectListbox';
import { SelectTags } from './SelectTags';
import { useLabelCache } from './useLabelCache';
import { useSelectOptions } from './useSelectOptions';

interface SelectBaseProps<V extends SelectValue> {
  /** Accessible name of the combobox. */
  ariaLabel: string;
  id?: string;
  options: SelectOptionsSource<V>;
  /** Labels of values that may not be among the loaded options yet (e.g. restored from the address). */
  selectedOptions?: readonly SelectOption<V>[];
  placeholder?: string;
  /** Accepts typed values that are not among the options. */
  freeForm?: boolean;
  allowClear?: boolean;
  disabled?: boolean;
  pageSize?: number;
  searchDebounceMs?: number;
  /** The text being typed, not yet entered ('' once entered or dropped), for forms that act on it. */
  onSearchChange?: (text: string) => void;
  t?: TranslateFn;
}

export interface SingleSelectProps<V extends SelectValue> extends SelectBaseProps<V> {
  mode?: 'single';
  value: V | null | undefined;
  onChange: (value: V | null, option: SelectOption<V> | null) => void;
}

export interface MultiSelectProps<V extends SelectValue> extends SelectBaseProps<V> {
  mode: 'multiple';
  value: readonly V[];
  onChange: (value: V[], options: SelectOption<V>[]) => void;
  /** Offers a 'Select All' pseudo-option (default true). */
  allowSelectAll?: boolean;
  /** Tags shown before '+N' (default 4). */
  maxTagCount?: number;
}

export type SelectProps<V extends SelectValue = SelectValue> = SingleSelectProps<V> | MultiSelectProps<V>;

/**
 * The clear button sits in the room Fomantic keeps at the end of a selection dropdown, level with
 * its first row: in the wrapping row of tags it would fall onto a line of its own.
 */
const CLEAR_BUTTON_STYLE = {
  position: 'absolute',
  insetInlineEnd: '0.6em',
  top: '1.35em',
  transform: 'translateY(-50%)',
  border: 0,
  background: 'none',
  padding: '0 0.2em',
  cursor: 'pointer',
} as const;

/**
 * A searchable select (single or multiple) over fixed or server-paged options, with free-form entry
 * split on comma, newline, tab and semicolon, and a 'Select All' pseudo-option in multiple mode.
 * Without free-form entry, values that are not among fixed options are dropped.
 */
export function Select<V extends SelectValue>(props: SelectProps<V>) {
  const { ariaLabel, options: source, placeholder, freeForm = false, allowClear = false, disabled = false } = props;
  const t = useTranslate(props.t);
  const multiple = props.mode === 'multiple';
  const values: V[] = useMemo(
    () => (props.mode === 'multiple' ? [...props.value] : props.value === null || props.value === undefined ? [] : [props.value]),
    [props.mode, props.value],
  );
  const generatedId = useId();
  const inputId = props.id ?? generatedId;
  const listboxId = `${inputId}-listbox`;
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  // null until the user types since opening; a single select shows its value's label meanwhile.
  const [typed, setTyped] = useState<string | null>(null);
  const search = typed ?? '';
  const [activeIndex, setActiveIndex] = useState(-1);
  const pageSize = props.pageSize ?? SELECT_PAGE_SIZE;
  const { options, loading, error, loadMore } = useSelectOptions(source, search, open, pageSize, props.searchDebounceMs ?? 250);
  const labels = useLabelCache(options, props.selectedOptions);
  const selected = values.map((value) => ({ value, label: labels.labelOf(value) }));
  const allowSelectAll = props.mode === 'multiple' && (props.allowSelectAll ?? true) && !search && options.length > 0;
  const rows = allowSelectAll ? options.length + 1 : options.length;

  const emit = (next: V[]) => {
    const chosen = next.map((value) => ({ value, label: labels.labelOf(value) }));
    if (props.mode === 'multiple') props.onChange(next, chosen);
    else props.onChange(next[0] ?? null, chosen[0] ?? null);
  };

  // Fixed options are the whole universe, so anything else in the value is stale unless free-form.
  const fixedOptions = Array.isArray(source) ? (source as readonly SelectOption<V>[]) : null;
  const staleCount =
    fixedOptions && !freeForm ? values.filter((value) => !fixedOptions.some((option) => option.value === value)).length : 0;
  useEffect(() => {
    if (staleCount > 0 && fixedOptions) emit(values.filter((value) => fixedOptions.some((option) => option.value === value)));
  }, [staleCount]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) leave();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  });

  const close = () => {
    setOpen(false);
    if (typed !== null) props.onSearchChange?.('');
    setTyped(null);
    setActiveIndex(-1);
  };

  // Text typed into a free-form select counts as entered when the user moves on (clicks a dialog's
  // Save, tabs away) without pressing Enter; otherwise it would be dropped silently.
  const leave = () => {
    if (freeForm && search.trim()) addTyped(search);
    close();
  };

  const toggle = (option: SelectOption<V>) => {
    labels.remember(option);
    if (!multiple) {
      emit([option.value]);
      close();
      return;
    }
    emit(values.includes(option.value) ? values.filter((value) => value !== option.value) : [...values, option.value]);
    setTyped(null);
  };

  const allSelected = options.length > 0 && options.every((option) => values.includes(option.value));
  const toggleAll = () => {
    options.forEach(labels.remember);
    const loaded = options.map((option) => option.value);
    if (allSelected) emit(values.filter((value) => !loaded.includes(value)));
    else emit([...values, ...loaded.filter((value) => !values.includes(value))]);
  };

  const addTyped = (text: string) => {
    const tokens = multiple ? splitTokens(text) : [text.trim()].filter(Boolean);
    const accepted = tokens
      .map(
        (token) =>
          options.find((option) => option.label === token || String(option.value) === token) ??
          (freeForm ? { label: token, value: token as V } : null),
      )
      .filter((option): option is SelectOption<V> => option !== null);
    if (accepted.length === 0) return;
    accepted.forEach(labels.remember);
    if (multiple) emit([...values, ...accepted.map((option) => option.value).filter((value) => !values.includes(value))]);
    else emit([accepted[0].value]);
    setTyped(null);
    if (!multiple) close();
  };

  const chooseRow = (index: number) => {
    if (allowSelectAll && index === 0) toggleAll();
    else {
      const option = options[allowSelectAll ? index - 1 : index];
      if (option) toggle(option);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (rows > 0) setActiveIndex((index) => (index + (event.key === 'ArrowDown' ? 1 : -1) + rows) % rows);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (open && activeIndex >= 0) chooseRow(activeIndex);
      else if (search.trim()) addTyped(search);
    } else if (event.key === 'Escape') {
      close();
    } else if (event.key === 'Backspace' && !search && multiple && values.length > 0) {
      emit(values.slice(0, -1));
    }
  };

  const onInput = (text: string) => {
    setOpen(true);
    setActiveIndex(-1);
    if (multiple && freeForm && hasTokenSeparator(text)) addTyped(text);
    else {
      setTyped(text);
      props.onSearchChange?.(text);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!multiple || !freeForm || !hasTokenSeparator(text)) return;
    event.preventDefault();
    addTyped(text);
  };

  const inputValue = typed ?? (!multiple && selected[0] ? selected[0].label : '');
  return (
    <div
      ref={rootRef}
      className={`ui fluid search selection dropdown ${multiple ? 'multiple' : ''} ${open ? 'active visible' : ''} ${disabled ? 'disabled' : ''}`}
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.2em', minHeight: '2.7em' }}
    >
      {multiple && (
        <SelectTags
          selected={selected}
          maxTagCount={props.mode === 'multiple' ? (props.maxTagCount ?? SELECT_MAX_TAG_COUNT) : SELECT_MAX_TAG_COUNT}
          disabled={disabled}
          onRemove={(value) => emit(values.filter((v) => v !== value))}
          t={t}
        />
      )}
      <input
        id={inputId}
        role="combobox"
        aria-label={ariaLabel}
        aria-expanded={open}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={open && activeIndex >= 0 ? `${listboxId}-${activeIndex}` : undefined}
        className="search"
        autoComplete="off"
        disabled={disabled}
        value={inputValue}
        placeholder={values.length === 0 ? placeholder : undefined}
        style={{ position: 'static', flex: 1, minWidth: '4em', border: 0, outline: 'none', padding: 0, background: 'transparent' }}
        onChange={(event) => onInput(event.target.value)}
        onPaste={onPaste}
        onFocus={(event) => {
          event.target.select();
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onBlur={(event) => {
          if (!rootRef.current?.contains(event.relatedTarget as Node | null)) leave();
        }}
        onKeyDown={onKeyDown}
      />
      {allowClear && values.length > 0 && !disabled && (
        <button type="button" aria-label={t('Clear')} onClick={() => emit([])} style={CLEAR_BUTTON_STYLE}>
          ×
        </button>
      )}
      {open && (
        <SelectListbox
          id={listboxId}
          label={ariaLabel}
          multiple={multiple}
          options={options}
          values={values}
          selectAll={allowSelectAll ? { selected: allSelected } : null}
          activeIndex={activeIndex}
          loading={loading}
          error={error}
          onChoose={chooseRow}
          onNearEnd={loadMore}
          t={t}
        />
      )}
    </div>
  );
}
