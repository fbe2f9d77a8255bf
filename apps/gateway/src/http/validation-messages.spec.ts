import { runWithRequestContext } from '@tessera/platform';
import type { Locale } from '@tessera/i18n';
import { localiseConstraintMessage } from './validation-messages';

const inLocale = <T>(locale: Locale, work: () => T): T => runWithRequestContext({ requestId: 'test', locale }, work);

describe('localiseConstraintMessage', () => {
  it('keeps class-validator’s English message as it is for an English request', () => {
    const message = 'slice_name must be shorter than or equal to 250 characters';
    expect(inLocale('en', () => localiseConstraintMessage('maxLength', message))).toBe(message);
  });

  it('translates a default message, keeping the field name and the constraint’s argument', () => {
    expect(inLocale('de', () => localiseConstraintMessage('maxLength', 'slice_name must be shorter than or equal to 250 characters'))).toBe(
      'slice_name darf höchstens 250 Zeichen lang sein',
    );
    expect(inLocale('fr', () => localiseConstraintMessage('isInt', 'page_size must be an integer number'))).toBe(
      'page_size doit être un nombre entier',
    );
  });

  it('names the items of a list constraint as class-validator does, in the language', () => {
    expect(inLocale('fr', () => localiseConstraintMessage('isString', 'each value in tags must be a string'))).toBe(
      'chaque valeur de tags doit être une chaîne de caractères',
    );
  });

  it('translates a contract’s own message when it is a catalogue text, and keeps any other as written', () => {
    expect(inLocale('fr', () => localiseConstraintMessage('isIn', 'Forbidden'))).toBe('Interdit');
    expect(inLocale('fr', () => localiseConstraintMessage('isIn', 'type must be dashboard'))).toBe('type must be dashboard');
    expect(inLocale('fr', () => localiseConstraintMessage('customRule', 'name is taken'))).toBe('name is taken');
  });
});
