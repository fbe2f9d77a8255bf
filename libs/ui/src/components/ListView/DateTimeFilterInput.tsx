import { useState } from 'react';
import { FILTER_DATE_INPUT_STYLE, FILTER_PLACEHOLDER_COLOR } from './filter-field-style';

/**
 * One end of a date range filter: the browser's date and time picker inside the same Fomantic input as the
 * Explore time range's dates, as tall as the dropdown filters beside it and in their font, its empty
 * `mm/dd/yyyy` mask in the placeholder grey.
 */
export function DateTimeFilterInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  // While a date is being typed the field's value stays empty until it is whole; the typed part shows in full colour.
  const [focused, setFocused] = useState(false);
  return (
    <div className="ui input" style={{ width: 200 }}>
      <input
        type="datetime-local"
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        style={{ ...FILTER_DATE_INPUT_STYLE, paddingInlineEnd: '0.5em', color: value || focused ? undefined : FILTER_PLACEHOLDER_COLOR }}
      />
    </div>
  );
}
