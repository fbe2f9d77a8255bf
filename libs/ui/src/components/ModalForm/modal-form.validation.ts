import type { TranslateFn } from '../../i18n-context';
import type { SelectOption } from '../../types';

export type ModalFormFieldType = 'text' | 'textarea' | 'number' | 'password' | 'checkbox' | 'select';

/** One field of a {@link ModalForm}. */
export interface ModalFormField {
  name: string;
  label: string;
  type?: ModalFormFieldType;
  required?: boolean;
  /** Upper bound for number fields ('Value cannot exceed %s'). */
  max?: number;
  min?: number;
  placeholder?: string;
  description?: string;
  /** Choices of a select field. */
  options?: readonly SelectOption<string | number>[];
}

export type ModalFormValues = Record<string, unknown>;

/** Whether a value counts as empty for a required field: null, undefined, blank text or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The built-in message for one field, or undefined when it is valid. */
export function validateField(field: ModalFormField, value: unknown, t: TranslateFn): string | undefined {
  if (field.required && isEmptyValue(value)) return t('cannot be empty');
  if (field.type === 'number' && !isEmptyValue(value)) {
    const number = Number(value);
    if (Number.isNaN(number)) return t('is expected to be a number');
    if (field.max !== undefined && number > field.max) return t('Value cannot exceed %s', field.max);
    if (field.min !== undefined && number < field.min) return t('Value cannot be lower than %s', field.min);
  }
  return undefined;
}

/** Messages for every invalid field: the built-in rules first, then the form's own `validate`. */
export function validateForm(
  fields: readonly ModalFormField[],
  values: ModalFormValues,
  t: TranslateFn,
  validate?: (values: ModalFormValues) => Record<string, string | undefined>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const message = validateField(field, values[field.name], t);
    if (message) errors[field.name] = message;
  }
  for (const [name, message] of Object.entries(validate?.(values) ?? {})) {
    if (message && !errors[name]) errors[name] = message;
  }
  return errors;
}
