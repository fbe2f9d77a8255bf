import { ErrorCode, TesseraError } from '@tessera/contracts';
import { validateUserInput } from './user.validation';

const valid = { username: 'ada.l@x-1_', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@localhost', password: 'p' };

function fieldsOf(run: () => void): Record<string, string[]> | undefined {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(TesseraError);
    expect((error as TesseraError).code).toBe(ErrorCode.VALIDATION_FAILED);
    return (error as TesseraError).fields;
  }
  return undefined;
}

describe('validateUserInput', () => {
  it('accepts a complete user, with any non-empty password', () => {
    expect(fieldsOf(() => validateUserInput(valid, true))).toBeUndefined();
  });

  it('requires every field on create, reporting them all at once', () => {
    expect(Object.keys(fieldsOf(() => validateUserInput({}, true)) ?? {}).sort()).toEqual([
      'email',
      'first_name',
      'last_name',
      'password',
      'username',
    ]);
  });

  it('checks only the fields present on update', () => {
    expect(fieldsOf(() => validateUserInput({ firstName: 'New' }, false))).toBeUndefined();
    expect(fieldsOf(() => validateUserInput({ password: '' }, false))).toEqual({ password: ['Missing data for required field.'] });
  });

  it('refuses a password shorter than the minimum, counting characters rather than bytes', () => {
    expect(fieldsOf(() => validateUserInput({ password: 'seven77' }, false, 8))).toEqual({ password: ['Shorter than minimum length 8.'] });
    expect(fieldsOf(() => validateUserInput({ password: 'eight888' }, false, 8))).toBeUndefined();
    expect(fieldsOf(() => validateUserInput({ password: 'ééééééé' }, false, 8))).toHaveProperty('password');
    expect(fieldsOf(() => validateUserInput({ firstName: 'No password here' }, false, 8))).toBeUndefined();
  });

  it.each(['has space', 'semi;colon', 'x'.repeat(65), 'ünïcode'])('rejects the username %p', (username) => {
    expect(fieldsOf(() => validateUserInput({ ...valid, username }, true))).toHaveProperty('username');
  });

  it('accepts a 64-character username', () => {
    expect(fieldsOf(() => validateUserInput({ ...valid, username: 'u'.repeat(64) }, true))).toBeUndefined();
  });

  it.each(['plain', 'a@', '@b.c', 'a b@c.d'])('rejects the email %p', (email) => {
    expect(fieldsOf(() => validateUserInput({ ...valid, email }, true))).toHaveProperty('email');
  });

  it('rejects blank or overlong names, non-boolean active and non-integer role ids', () => {
    const fields = fieldsOf(() =>
      validateUserInput({ ...valid, firstName: ' ', lastName: 'x'.repeat(65), active: 'yes' as never, roleIds: [1.5] }, true),
    );
    expect(Object.keys(fields ?? {}).sort()).toEqual(['active', 'first_name', 'last_name', 'roles']);
  });

  it('accepts a supported locale or null (forget the choice) and rejects any other', () => {
    expect(fieldsOf(() => validateUserInput({ locale: 'pt_BR' }, false))).toBeUndefined();
    expect(fieldsOf(() => validateUserInput({ locale: null }, false))).toBeUndefined();
    expect(fieldsOf(() => validateUserInput({ locale: 'pt-BR' }, false))).toHaveProperty('locale');
  });
});
