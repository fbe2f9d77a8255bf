import { ErrorCode } from '@tessera/contracts';
import { groupByType, parseObjectRefs } from './object-refs';

describe('parseObjectRefs', () => {
  it('accepts [type, id] pairs of taggable types', () => {
    expect(
      parseObjectRefs([
        ['chart', 1],
        ['dashboard', 2],
        ['query', 3],
        ['dataset', 4],
      ]),
    ).toHaveLength(4);
    expect(parseObjectRefs(undefined)).toEqual([]);
  });

  it.each([
    ['not a list', 'objects_to_tag must be a list of [type, id] pairs'],
    [[['chart']], 'objects_to_tag[0] must be a [type, id] pair'],
    [[['rocket', 1]], '"rocket" is not one of query, chart, dashboard, dataset'],
    [[['chart', 0]], 'objects_to_tag[0]: id must be a positive integer'],
    [[['chart', 1.5]], 'id must be a positive integer'],
  ])('refuses %j', (value, message) => {
    expect(() => parseObjectRefs(value)).toThrow(
      expect.objectContaining({ code: ErrorCode.BAD_REQUEST, message: expect.stringContaining(message) }),
    );
  });
});

describe('groupByType', () => {
  it('groups ids by type, each once', () => {
    expect(
      groupByType([
        ['chart', 1],
        ['chart', 1],
        ['dashboard', 2],
        ['chart', 3],
      ]),
    ).toEqual(
      new Map([
        ['chart', [1, 3]],
        ['dashboard', [2]],
      ]),
    );
  });
});
