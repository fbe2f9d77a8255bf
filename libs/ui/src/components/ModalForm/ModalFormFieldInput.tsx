import { Checkbox } from 'semantic-ui-react';
import type { TranslateFn } from '../../i18n-context';
import { PasswordField } from '../PasswordField/PasswordField';
import { Select } from '../Select/Select';
import type { ModalFormField } from './modal-form.validation';

export interface ModalFormFieldInputProps {
  field: ModalFormField;
  id: string;
  value: unknown;
  error?: string;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  t: TranslateFn;
}

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The control for one {@link ModalForm} field, with a red star when required and its error below. */
export function ModalFormFieldInput({ field, id, value, error, onChange, onBlur, t }: ModalFormFieldInputProps) {
  const errorId = `${id}-error`;
  const described = error ? errorId : field.description ? `${id}-description` : undefined;
  const star = field.required ? (
    <span aria-hidden="true" style={{ color: '#db2828', marginInlineStart: '0.2em' }}>
      *
    </span>
  ) : null;
  const common = { id, name: field.name, 'aria-invalid': Boolean(error), 'aria-describedby': described, onBlur } as const;

  const control = () => {
    switch (field.type) {
      case 'textarea':
        return (
          <textarea {...common} rows={4} placeholder={field.placeholder} value={asText(value)} onChange={(e) => onChange(e.target.value)} />
        );
      case 'number':
        return (
          <input
            {...common}
            type="number"
            placeholder={field.placeholder}
            value={asText(value)}
            onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
          />
        );
      case 'select':
        return (
          <div onBlur={onBlur}>
            <Select<string | number>
              ariaLabel={field.label}
              id={id}
              options={field.options ?? []}
              value={value as string | number | null}
              onChange={(next) => onChange(next)}
              t={t}
            />
          </div>
        );
      default:
        return (
          <input {...common} type="text" placeholder={field.placeholder} value={asText(value)} onChange={(e) => onChange(e.target.value)} />
        );
    }
  };

  if (field.type === 'checkbox') {
    return (
      <div className="field">
        <Checkbox id={id} label={field.label} checked={Boolean(value)} onChange={(_, data) => onChange(Boolean(data.checked))} />
      </div>
    );
  }
  if (field.type === 'password') {
    return (
      <div className={`field ${error ? 'error' : ''}`} onBlur={onBlur}>
        <PasswordField
          id={id}
          label={field.label}
          required={field.required}
          value={asText(value)}
          onChange={onChange}
          placeholder={field.placeholder}
          t={t}
        />
        {error && <FieldError id={errorId} message={error} />}
      </div>
    );
  }
  return (
    <div className={`field ${error ? 'error' : ''}`}>
      <label htmlFor={id}>
        {field.label}
        {star}
      </label>
      {control()}
      {field.description && !error && (
        <div id={`${id}-description`} style={{ color: '#767676', fontSize: '0.9em' }}>
          {field.description}
        </div>
      )}
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}

function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <div id={id} className="ui basic red pointing prompt label" role="alert">
      <i className="exclamation circle icon" aria-hidden="true" />
      {message}
    </div>
  );
}
