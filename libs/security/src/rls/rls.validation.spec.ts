import type { TesseraError } from '@tessera/contracts';
import { ErrorCode } from '@tessera/contracts';
import { validateRlsInput } from './rls.validation';

function fieldsOf(run: () => void): Record<string, string[]> | undefined {
  try {
    run();
  } catch (error) {
    expect((error as TesseraError).code).toBe(ErrorCode.VALIDATION_FAILED);
    return (error as TesseraError).fields;
  }
  return undefined;
}

describe('validateRlsInput', () => {
  const valid = { name: 'tenants', filterType: 'Regular' as const, clause: 'tenant_id = 1', tables: [1], roles: [2], groupKey: null };

  it('accepts a complete filter', () => {
    expect(fieldsOf(() => validateRlsInput(valid, true))).toBeUndefined();
  });

  it('requires name, filter type and clause on create', () => {
    expect(Object.keys(fieldsOf(() => validateRlsInput({}, true)) ?? {}).sort()).toEqual(['clause', 'filter_type', 'name']);
  });

  it('accepts only Regular and Base', () => {
    expect(fieldsOf(() => validateRlsInput({ ...valid, filterType: 'regular' as never }, true))).toEqual({
      filter_type: ['Must be one of: Regular, Base.'],
    });
    expect(fieldsOf(() => validateRlsInput({ filterType: 'Base' }, false))).toBeUndefined();
  });

  it('rejects bad id lists and overlong names', () => {
    expect(
      Object.keys(fieldsOf(() => validateRlsInput({ name: 'n'.repeat(256), tables: ['1' as never], roles: [0.5] }, false)) ?? {}).sort(),
    ).toEqual(['name', 'roles', 'tables']);
  });
});
