import { TesseraError } from '@tessera/contracts';
import { containsPattern, pageWindow } from './paging';

describe('paging', () => {
  it('turns 0-based pages into offsets, 20 rows by default', () => {
    expect(pageWindow()).toEqual({ skip: 0, take: 20 });
    expect(pageWindow({ page: 2, pageSize: 25 })).toEqual({ skip: 50, take: 25 });
  });

  it('rejects negative or fractional pages', () => {
    expect(() => pageWindow({ page: -1 })).toThrow(TesseraError);
    expect(() => pageWindow({ pageSize: 0 })).toThrow(TesseraError);
    expect(() => pageWindow({ page: 1.5 })).toThrow(TesseraError);
  });

  it('escapes LIKE pattern characters', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
