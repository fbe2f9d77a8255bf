import { exploreSearch, hasExploreSource, parseExploreParams, sameParams } from './explore-params';

describe('explore address parameters', () => {
  it('reads a chart, a form data key, a permalink and a dataset in both spellings', () => {
    expect(parseExploreParams('?slice_id=12&form_data_key=abc')).toEqual({ sliceId: 12, formDataKey: 'abc' });
    expect(parseExploreParams('?permalink_key=p1')).toEqual({ permalinkKey: 'p1' });
    expect(parseExploreParams('?datasource=7__table')).toEqual({ datasourceId: 7, datasourceType: 'table' });
    expect(parseExploreParams('?datasource_type=table&datasource_id=7')).toEqual({ datasourceId: 7, datasourceType: 'table' });
    expect(parseExploreParams('?slice_id=abc&datasource=x__table')).toEqual({});
    expect(hasExploreSource(parseExploreParams(''))).toBe(false);
  });

  it('writes the address Superset uses and reads it back unchanged', () => {
    const params = { sliceId: 12, formDataKey: 'abc' };
    expect(exploreSearch(params)).toBe('?form_data_key=abc&slice_id=12');
    expect(sameParams(parseExploreParams(exploreSearch(params)), params)).toBe(true);
    expect(
      sameParams(
        { datasourceId: 7, datasourceType: 'table' },
        parseExploreParams(exploreSearch({ datasourceId: 7, datasourceType: 'table' })),
      ),
    ).toBe(true);
    expect(sameParams(null, params)).toBe(false);
    expect(sameParams({ sliceId: 12 }, params)).toBe(false);
  });
});
