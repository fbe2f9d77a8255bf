import { TesseraError } from '@tessera/contracts';
import { MAX_ID, parseId, parseOptionalId, ParseIdPipe } from './id-param.pipe';

describe('parseId', () => {
  it('accepts decimal ids from 1 to 2^31 - 1', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('0042')).toBe(42);
    expect(parseId(String(MAX_ID))).toBe(MAX_ID);
    expect(parseId(7)).toBe(7);
  });

  it.each(['1e10', '1e308', '-1', '0', '0x10', '9999999999', '2147483648', '1.5', ' 1', '', 'abc', 'Infinity'])(
    'refuses %p with a 400 naming the parameter',
    (value) => {
      const error = (() => {
        try {
          parseId(value, 'pk');
        } catch (thrown) {
          return thrown;
        }
        return null;
      })();
      expect(error).toBeInstanceOf(TesseraError);
      expect(error).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('Not a valid pk') });
    },
  );

  it('refuses non-text values such as repeated query parameters', () => {
    expect(() => parseId(['1', '2'])).toThrow(TesseraError);
    expect(() => parseId(1e308)).toThrow(TesseraError);
  });

  it('treats a missing optional id as absent', () => {
    expect(parseOptionalId(undefined)).toBeUndefined();
    expect(parseOptionalId('')).toBeUndefined();
    expect(parseOptionalId('3')).toBe(3);
  });

  it('names the route parameter in the pipe', () => {
    expect(() => new ParseIdPipe().transform('1e10', { type: 'param', data: 'annotationId' })).toThrow('Not a valid annotationId');
  });
});
