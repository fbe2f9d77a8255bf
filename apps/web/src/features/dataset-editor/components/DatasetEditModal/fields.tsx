import { useId } from 'react';
import { Checkbox, Form } from 'semantic-ui-react';

interface TextFieldProps {
  label: string;
  value: string | null | undefined;
  onChange: (value: string) => void;
  multiline?: boolean;
  disabled?: boolean;
  placeholder?: string;
  monospace?: boolean;
}

/** A labelled text input (or text area) of the Edit Dataset modal. */
export function TextField({ label, value, onChange, multiline, disabled, placeholder, monospace }: TextFieldProps) {
  const id = useId();
  const style = monospace ? { fontFamily: 'monospace' } : undefined;
  return (
    <Form.Field disabled={disabled}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea
          id={id}
          rows={6}
          value={value ?? ''}
          placeholder={placeholder}
          style={style}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          id={id}
          value={value ?? ''}
          placeholder={placeholder}
          style={style}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Form.Field>
  );
}

/** A checkbox of the Edit Dataset modal; `label` also names it for assistive technology. */
export function CheckField({
  label,
  checked,
  onChange,
  hideLabel,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hideLabel?: boolean;
}) {
  return (
    <Checkbox
      label={hideLabel ? undefined : label}
      aria-label={label}
      checked={checked}
      onChange={(_event, data) => onChange(Boolean(data.checked))}
    />
  );
}

/** An unlabelled input inside a table row, named for assistive technology. */
export function CellInput({
  label,
  value,
  onChange,
  monospace,
}: {
  label: string;
  value: string | null | undefined;
  onChange: (value: string) => void;
  monospace?: boolean;
}) {
  return (
    <div className="ui fluid input">
      <input
        aria-label={label}
        value={value ?? ''}
        style={monospace ? { fontFamily: 'monospace' } : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
