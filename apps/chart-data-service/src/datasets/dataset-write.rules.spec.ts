import { TesseraError } from '@tessera/contracts';
import { chartViewerOf } from '../access/viewer';
import { canEditDataset, checkChildList, checkDefaultEndpoint, checkJsonObject, currencyText } from './dataset-write.rules';

const fieldsOf = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return (error as TesseraError).fields;
  }
  return undefined;
};

describe('dataset write rules', () => {
  const existing = [
    { id: 1, name: 'ds' },
    { id: 2, name: 'gender' },
  ];

  it('accepts updates by id, new names and omissions', () => {
    expect(() => checkChildList('columns', [{ id: 1, name: 'day' }, { name: 'num' }], existing)).not.toThrow();
  });

  it('refuses duplicated names, foreign ids and new items reusing a name', () => {
    expect(fieldsOf(() => checkChildList('columns', [{ name: 'a' }, { name: 'a' }], existing))).toEqual({
      columns: ['One or more columns are duplicated'],
    });
    expect(fieldsOf(() => checkChildList('metrics', [{ id: 9, name: 'x' }], existing))).toEqual({
      metrics: ['One or more metrics do not exist'],
    });
    expect(fieldsOf(() => checkChildList('columns', [{ name: 'gender' }], existing))).toEqual({
      columns: ['One or more columns already exist'],
    });
    expect(() => checkChildList('columns', [{ name: 'gender' }], existing, true)).not.toThrow();
  });

  it('lets only owners and admins edit', () => {
    const owner = chartViewerOf({ userId: 5, roles: ['Alpha'] } as never);
    const admin = chartViewerOf({ userId: 6, roles: ['Admin'] } as never);
    expect(canEditDataset(owner, { owners: [5] })).toBe(true);
    expect(canEditDataset(owner, { owners: [1] })).toBe(false);
    expect(canEditDataset(admin, { owners: [1] })).toBe(true);
  });

  it('checks JSON, currencies and default endpoints', () => {
    expect(() => checkJsonObject('{"certification":{"certified_by":"me"}}', 'extra')).not.toThrow();
    expect(fieldsOf(() => checkJsonObject('{nope', 'extra'))).toEqual({ extra: ['JSON not valid'] });
    expect(currencyText({ symbol: 'EUR', symbolPosition: 'suffix' }, 'currency')).toBe('{"symbol":"EUR","symbolPosition":"suffix"}');
    expect(currencyText('{"symbol":"USD","symbolPosition":"prefix"}', 'currency')).toBe('{"symbol":"USD","symbolPosition":"prefix"}');
    expect(currencyText(null, 'currency')).toBeNull();
    expect(() => currencyText({ symbol: 'USD' }, 'currency')).toThrow(TesseraError);
    expect(() => checkDefaultEndpoint('/superset/dashboard/1/')).not.toThrow();
    expect(() => checkDefaultEndpoint('https://evil.example/')).toThrow(TesseraError);
    expect(() => checkDefaultEndpoint('//evil.example/')).toThrow(TesseraError);
  });
});
