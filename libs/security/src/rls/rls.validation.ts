import { validationFailed } from '@tessera/contracts';
import type { RlsFilterUpdate } from './rls.types';
import { serverText } from '@tessera/platform';

const FILTER_TYPES = ['Regular', 'Base'];
const NAME_MAX = 255;

/** Checks the fields present in `input` (the required ones too when `creating`), all failures at once. */
export function validateRlsInput(input: RlsFilterUpdate, creating: boolean): void {
  const fields: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (fields[field] ??= []).push(message);
  const present = (value: unknown) => creating || value !== undefined;

  if (present(input.name)) {
    if (typeof input.name !== 'string' || !input.name.trim()) fail('name', serverText('Missing data for required field.'));
    else if (input.name.length > NAME_MAX) fail('name', serverText('Longer than maximum length %s.', NAME_MAX));
  }
  if (present(input.filterType) && !FILTER_TYPES.includes(input.filterType as string))
    fail('filter_type', serverText('Must be one of: Regular, Base.'));
  if (present(input.clause) && (typeof input.clause !== 'string' || !input.clause.trim()))
    fail('clause', serverText('Missing data for required field.'));
  if (input.description !== undefined && input.description !== null && typeof input.description !== 'string')
    fail('description', serverText('Not a valid string.'));
  if (input.groupKey !== undefined && input.groupKey !== null) {
    if (typeof input.groupKey !== 'string') fail('group_key', serverText('Not a valid string.'));
    else if (input.groupKey.length > NAME_MAX) fail('group_key', serverText('Longer than maximum length %s.', NAME_MAX));
  }
  for (const field of ['tables', 'roles'] as const) {
    const ids = input[field];
    if (ids !== undefined && (!Array.isArray(ids) || !ids.every((id) => Number.isInteger(id))))
      fail(field, serverText('Not a valid list of ids.'));
  }
  if (Object.keys(fields).length) throw validationFailed(fields);
}
