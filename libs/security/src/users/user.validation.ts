import { isSupportedLocale, SUPPORTED_LOCALES, validationFailed } from '@tessera/contracts';
import { isEmail } from 'class-validator';
import type { UpdateUserInput } from './user.types';
import { serverText } from '@tessera/platform';

const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]{1,64}$/;
const NAME_MAX = 64;
const EMAIL_MAX = 320;

/**
 * Checks the fields present in `input` (all of them when `creating`), collecting every failure
 * into one validation error keyed by the REST field names. A new password must have at least
 * `passwordMinLength` characters.
 */
export function validateUserInput(input: UpdateUserInput, creating: boolean, passwordMinLength = 1): void {
  const fields: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (fields[field] ??= []).push(message);
  const present = (value: unknown) => creating || value !== undefined;

  if (present(input.username)) {
    if (typeof input.username !== 'string' || !input.username) fail('username', serverText('Missing data for required field.'));
    else if (!USERNAME_PATTERN.test(input.username)) fail('username', serverText('Use 1 to 64 letters, digits or the characters _ . @ -'));
  }
  for (const [key, field] of [
    ['firstName', 'first_name'],
    ['lastName', 'last_name'],
  ] as const) {
    const value = input[key];
    if (!present(value)) continue;
    if (typeof value !== 'string' || !value.trim()) fail(field, serverText('Missing data for required field.'));
    else if (value.length > NAME_MAX) fail(field, serverText('Longer than maximum length %s.', NAME_MAX));
  }
  if (present(input.email)) {
    if (typeof input.email !== 'string' || !input.email) fail('email', serverText('Missing data for required field.'));
    else if (input.email.length > EMAIL_MAX || !isEmail(input.email, { require_tld: false }))
      fail('email', serverText('Not a valid email address.'));
  }
  if (present(input.password)) {
    if (typeof input.password !== 'string' || !input.password) fail('password', serverText('Missing data for required field.'));
    else if ([...input.password].length < passwordMinLength)
      fail('password', serverText('Shorter than minimum length %s.', passwordMinLength));
  }
  if (input.active !== undefined && typeof input.active !== 'boolean') fail('active', serverText('Not a valid boolean.'));
  if (input.locale !== undefined && input.locale !== null && !isSupportedLocale(input.locale)) {
    fail('locale', serverText('Must be one of: %s.', SUPPORTED_LOCALES.join(', ')));
  }
  if (input.roleIds !== undefined && (!Array.isArray(input.roleIds) || !input.roleIds.every((id) => Number.isInteger(id)))) {
    fail('roles', serverText('Not a valid list of role ids.'));
  }
  if (Object.keys(fields).length) throw validationFailed(fields);
}
