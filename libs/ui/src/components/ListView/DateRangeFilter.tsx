import { useEffect, useState } from 'react';
import type { TranslateFn } from '../../i18n-context';
import { DateTimeFilterInput } from './DateTimeFilterInput';
import type { DateRangeFilterConfig } from './list-view.types';

export interface DateRangeFilterProps {
  config: DateRangeFilterConfig;
  /** `[startMs, endMs]` when set. */
  value: unknown;
  onSubmit: (value: [number, number] | undefined) => void;
  t: TranslateFn;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Local `YYYY-MM-DDTHH:mm` text for a datetime-local input. */
export function toLocalInput(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const asRange = (value: unknown): [number, number] | null =>
  Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'number') ? [value[0], value[1]] : null;

/** A start/end pair; submits `[startMs, endMs]` once both ends are set and clears the filter otherwise. */
export function DateRangeFilter({ config, value, onSubmit, t }: DateRangeFilterProps) {
  const range = asRange(value);
  const [start, setStart] = useState(range ? toLocalInput(range[0]) : '');
  const [end, setEnd] = useState(range ? toLocalInput(range[1]) : '');
  const rangeKey = range ? range.join('-') : '';

  useEffect(() => {
    const current = asRange(value);
    setStart(current ? toLocalInput(current[0]) : '');
    setEnd(current ? toLocalInput(current[1]) : '');
    // Re-sync only when the stored range itself changes, not on every new array from the address.
  }, [rangeKey]);

  const update = (nextStart: string, nextEnd: string) => {
    setStart(nextStart);
    setEnd(nextEnd);
    const from = nextStart ? new Date(nextStart).getTime() : NaN;
    const to = nextEnd ? new Date(nextEnd).getTime() : NaN;
    if (Number.isFinite(from) && Number.isFinite(to)) onSubmit([from, to]);
    else if (range) onSubmit(undefined);
  };

  return (
    <fieldset
      aria-label={config.label}
      style={{ border: 0, padding: 0, margin: 0, display: 'inline-flex', gap: '0.3em', alignItems: 'center' }}
    >
      <DateTimeFilterInput label={t('Start')} value={start} onChange={(next) => update(next, end)} />
      <span aria-hidden="true">–</span>
      <DateTimeFilterInput label={t('End')} value={end} onChange={(next) => update(start, next)} />
    </fieldset>
  );
}
