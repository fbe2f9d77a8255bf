import { parseEmbeddedUiConfig } from './embedded-ui-config';

const parse = (search: string) => parseEmbeddedUiConfig(new URLSearchParams(search));

describe('parseEmbeddedUiConfig', () => {
  it('shows everything, filters expanded, without parameters', () => {
    expect(parse('')).toEqual({ hideTitle: false, hideChartControls: false, showFilters: true, expandFilters: true });
  });

  it.each([
    ['uiConfig=1', { hideTitle: true, hideChartControls: false }],
    ['uiConfig=8', { hideTitle: false, hideChartControls: true }],
    // hideTitle + hideTab + hideChartControls + emitDataMasks, as the SDK adds them up.
    ['uiConfig=27', { hideTitle: true, hideChartControls: true }],
    ['uiConfig=6', { hideTitle: false, hideChartControls: false }],
    ['uiConfig=abc', { hideTitle: false, hideChartControls: false }],
    ['uiConfig=-1', { hideTitle: false, hideChartControls: false }],
  ])('reads the SDK bits of %s', (search, expected) => {
    expect(parse(search)).toMatchObject(expected);
  });

  it('reads show_filters and expand_filters as the SDK writes them', () => {
    expect(parse('show_filters=false&expand_filters=false')).toMatchObject({ showFilters: false, expandFilters: false });
    expect(parse('show_filters=true&expand_filters=0')).toMatchObject({ showFilters: true, expandFilters: false });
    expect(parse('show_filters=&expand_filters=true')).toMatchObject({ showFilters: true, expandFilters: true });
  });
});
