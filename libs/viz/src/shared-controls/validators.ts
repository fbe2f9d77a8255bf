import type { ControlValidator } from '../core/controls/control-panel.types';
import { translatable } from '../core/i18n/translatable';

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Required controls: null, empty text and empty lists fail. */
export const validateNonEmpty: ControlValidator = (value) => (isEmpty(value) ? translatable('This is a required field') : false);

/** Empty passes (pair with {@link validateNonEmpty} when required); anything else must be a whole number. */
export const validateInteger: ControlValidator = (value) => {
  if (isEmpty(value)) return false;
  const number = Number(value);
  return Number.isInteger(number) && String(value).trim() !== '' ? false : translatable('is expected to be an integer');
};

/** Empty passes; anything else must be numeric. */
export const validateNumber: ControlValidator = (value) => {
  if (isEmpty(value)) return false;
  return Number.isFinite(Number(value)) ? false : translatable('is expected to be a number');
};

/** Numbers above `max` fail with the spec's wording. */
export function validateMaxValue(max: number): ControlValidator {
  return (value) => (!isEmpty(value) && Number(value) > max ? { text: translatable('Value cannot exceed %s'), args: [max] } : false);
}
