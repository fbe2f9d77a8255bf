import { catalogueText, englishText, ErrorCode, TesseraError } from '@tessera/contracts';
import { toErrorPayload } from '../bus/bus-errors';
import { runWithRequestContext } from '../logging/request-context';
import { currentLocale, localisedMessage, localiseKnownText, pluralIn, serverPlural, serverText, textIn } from './server-text';

describe('server texts', () => {
  it('are English outside any request, and in the request context’s language inside one', () => {
    expect(currentLocale()).toBe('en');
    expect(serverText('Forbidden')).toBe('Forbidden');
    expect(runWithRequestContext({ requestId: 'r', locale: 'fr' }, () => serverText('Forbidden'))).toBe('Interdit');
    expect(runWithRequestContext({ requestId: 'r', locale: 'de' }, () => serverText('Forbidden'))).toBe('Verboten');
  });

  it('fill placeholders and choose the plural form of the locale', () => {
    expect(pluralIn('en', '%s row', '%s rows', 1, 1)).toBe('1 row');
    expect(pluralIn('en', '%s row', '%s rows', 3, 3)).toBe('3 rows');
    expect(runWithRequestContext({ requestId: 'r', locale: 'fr' }, () => serverPlural('%s row', '%s rows', 3, 3))).toBe('3 lignes');
  });

  it('fall back to the English text, placeholders filled, when no catalogue holds the key', () => {
    expect(textIn('fr', 'Nobody wrote %s yet', 'this')).toBe('Nobody wrote this yet');
    expect(pluralIn('ja', 'One unknown %s', 'Many unknown %s', 2, 'things')).toBe('Many unknown things');
  });

  it('translate a known English text built where no language was known, and leave any other text alone', () => {
    runWithRequestContext({ requestId: 'r', locale: 'fr' }, () => {
      expect(localiseKnownText('Forbidden')).toBe('Interdit');
      expect(localiseKnownText('Chart 12 is gone')).toBe('Chart 12 is gone');
    });
    expect(localiseKnownText('Forbidden')).toBe('Forbidden');
  });

  it('render an error’s catalogue text in the request’s language, after it crossed the bus, its English form elsewhere', () => {
    const text = catalogueText('The database %s is not exposed in SQL Lab.', 'sales');
    const error = new TesseraError(ErrorCode.FORBIDDEN, englishText(text), { text });
    expect(error.message).toBe('The database sales is not exposed in SQL Lab.');
    expect(localisedMessage(error)).toBe('The database sales is not exposed in SQL Lab.');
    runWithRequestContext({ requestId: 'r', locale: 'fr' }, () => {
      expect(localisedMessage(error)).toBe('La base de données sales n’est pas exposée dans SQL Lab.');
      const received = TesseraError.fromPayload(JSON.parse(JSON.stringify(toErrorPayload(error))));
      expect(received.message).toBe('The database sales is not exposed in SQL Lab.');
      expect(localisedMessage(received)).toBe('La base de données sales n’est pas exposée dans SQL Lab.');
      expect(localisedMessage(new TesseraError(ErrorCode.FORBIDDEN, 'Forbidden'))).toBe('Interdit');
    });
  });
});
