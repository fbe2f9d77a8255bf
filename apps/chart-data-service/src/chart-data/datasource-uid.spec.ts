import { datasetIdOfUid } from './datasource-uid';

describe('datasetIdOfUid', () => {
  it('reads the dataset id of a table uid', () => {
    expect(datasetIdOfUid('12__table')).toBe(12);
    expect(datasetIdOfUid(' 7__dataset ')).toBe(7);
  });

  it.each(['12__query', '12__saved_query', 'table__12', '0__table', '__table', '12', '1e3__table', '1234567890__table'])(
    'names no dataset for %p',
    (uid) => {
      expect(datasetIdOfUid(uid)).toBeNull();
    },
  );
});
