import { useId, useState } from 'react';
import { Button, Input } from 'semantic-ui-react';
import type { TranslateFn } from '../../i18n-context';
import { useTranslate } from '../../i18n-context';

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  id?: string;
  placeholder?: string;
  required?: boolean;
  autoComplete?: string;
  disabled?: boolean;
  t?: TranslateFn;
}

/** A labelled password input with a button that shows or hides what was typed. */
export function PasswordField({
  label,
  value,
  onChange,
  name,
  id,
  placeholder,
  required,
  autoComplete = 'new-password',
  disabled,
  t: tProp,
}: PasswordFieldProps) {
  const t = useTranslate(tProp);
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [visible, setVisible] = useState(false);
  return (
    // A required field's star is Fomantic's (`.required.field > label:after`); one written here too showed 'Password * *'.
    <div className={`field ${required ? 'required' : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <Input fluid action disabled={disabled}>
        <input
          id={inputId}
          name={name}
          type={visible ? 'text' : 'password'}
          value={value}
          placeholder={placeholder}
          autoComplete={autoComplete}
          required={required}
          onChange={(event) => onChange(event.target.value)}
        />
        <Button
          type="button"
          icon={visible ? 'eye slash' : 'eye'}
          aria-label={visible ? t('Hide password') : t('Show password')}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        />
      </Input>
    </div>
  );
}
