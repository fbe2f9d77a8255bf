import { useEffect, useState } from 'react';
import { t } from '../../../../i18n';

export interface JsonControlProps {
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
}

/** Structured settings (conditional formatting rules) edited as JSON; invalid JSON is not applied. */
export function JsonControl({ label, value, onChange }: JsonControlProps) {
  const text = JSON.stringify(value ?? [], null, 2);
  const [draft, setDraft] = useState(text);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setDraft(text), [text]);
  const commit = () => {
    try {
      const parsed: unknown = JSON.parse(draft);
      setInvalid(false);
      if (JSON.stringify(parsed) !== JSON.stringify(value ?? [])) onChange(parsed);
    } catch {
      setInvalid(true);
    }
  };
  return (
    <div className={`ui form ${invalid ? 'error' : ''}`}>
      <textarea aria-label={label} rows={4} value={draft} onChange={(event) => setDraft(event.target.value)} onBlur={commit} />
      {invalid && <div className="ui pointing red basic label">{t('Invalid JSON')}</div>}
    </div>
  );
}
