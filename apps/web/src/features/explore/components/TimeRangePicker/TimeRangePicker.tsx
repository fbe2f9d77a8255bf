import { useState } from 'react';
import { Select } from '@tessera/ui';
import { t } from '../../../../i18n';
import { TimeRangePreviewLine } from './TimeRangePreviewLine';
import {
  frameOf,
  joinRange,
  LAST_RANGES,
  PREVIOUS_RANGES,
  rangeForFrame,
  splitRange,
  TIME_RANGE_FRAMES,
  type TimeRangeFrame,
} from './time-range-frames';

export interface TimeRangePickerProps {
  /** The filter's time range, e.g. `Last week` or `2020-01-01 : now`. */
  value: string;
  onChange: (timeRange: string) => void;
}

function BoundInput({
  label,
  type,
  value,
  onChange,
}: {
  label: string;
  type: 'date' | 'text';
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="ui fluid input" style={{ marginTop: '0.3em' }}>
      <input type={type} aria-label={label} placeholder={label} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/**
 * Picks a time range by its kind: a 'Last …' or 'previous calendar …' shorthand, custom start and
 * end dates, advanced free-text bounds (`7 days ago`, `now`), or no filter at all. Below the controls
 * it previews the dates the server resolves the range to.
 */
export function TimeRangePicker({ value, onChange }: TimeRangePickerProps) {
  // The frame is the user's choice: an empty custom range would otherwise read back as another kind.
  const [frame, setFrame] = useState<TimeRangeFrame>(frameOf(value));
  const [start, end] = splitRange(value);

  const changeFrame = (next: TimeRangeFrame | null) => {
    if (next === null) return;
    setFrame(next);
    onChange(rangeForFrame(next, value));
  };

  return (
    <div>
      <Select<TimeRangeFrame>
        ariaLabel={t('Range type')}
        options={TIME_RANGE_FRAMES.map((item) => ({ value: item, label: t(item) }))}
        value={frame}
        onChange={changeFrame}
        t={t}
      />
      {frame === 'Last' && (
        <Select<string>
          ariaLabel={t('Last')}
          options={LAST_RANGES.map((item) => ({ value: item, label: t(item) }))}
          value={value}
          onChange={(next) => next && onChange(next)}
          t={t}
        />
      )}
      {frame === 'Previous' && (
        <Select<string>
          ariaLabel={t('Previous')}
          options={PREVIOUS_RANGES.map((item) => ({ value: item, label: t(item) }))}
          value={value}
          onChange={(next) => next && onChange(next)}
          t={t}
        />
      )}
      {(frame === 'Custom' || frame === 'Advanced') && (
        <>
          <BoundInput
            label={t('START (INCLUSIVE)')}
            type={frame === 'Custom' ? 'date' : 'text'}
            value={start}
            onChange={(next) => onChange(joinRange(next, end))}
          />
          <BoundInput
            label={t('END (EXCLUSIVE)')}
            type={frame === 'Custom' ? 'date' : 'text'}
            value={end}
            onChange={(next) => onChange(joinRange(start, next))}
          />
        </>
      )}
      <TimeRangePreviewLine timeRange={value} />
    </div>
  );
}
