import { useEffect, useState } from 'react';

export interface TextControlProps {
  label: string;
  value: unknown;
  onChange: (value: string) => void;
}

/** Free text, written to the form data when the field is left or Enter is pressed. */
export function TextControl({ label, value, onChange }: TextControlProps) {
  const text = value === undefined || value === null ? '' : String(value);
  const [draft, setDraft] = useState(text);
  useEffect(() => setDraft(text), [text]);
  const commit = () => {
    if (draft !== text) onChange(draft);
  };
  return (
    <div className="ui fluid input">
      <input
        aria-label={label}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </div>
  );
}
