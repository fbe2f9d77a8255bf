import { parseUrlUiConfig, STANDALONE } from './parse-ui-config';

const parse = (search: string) => parseUrlUiConfig(new URLSearchParams(search));

const NOTHING_HIDDEN = { hideTitle: false, hideTab: false, hideNav: false, hideChartControls: false, emitDataMasks: false };

describe('parseUrlUiConfig', () => {
  it('shows everything, filters expanded, without parameters', () => {
    expect(parse('')).toEqual({ ...NOTHING_HIDDEN, showFilters: true, expandFilters: true, standalone: STANDALONE.none });
  });

  it.each([
    ['uiConfig=1', { hideTitle: true }],
    ['uiConfig=2', { hideTab: true }],
    ['uiConfig=4', { hideNav: true }],
    ['uiConfig=8', { hideChartControls: true }],
    ['uiConfig=16', { emitDataMasks: true }],
  ])('reads the single bit %s', (search, expected) => {
    expect(parse(search)).toMatchObject({ ...NOTHING_HIDDEN, ...expected });
  });

  it.each([
    // hideTitle + hideTab + hideChartControls + emitDataMasks, as the SDK adds them up.
    ['uiConfig=27', { hideTitle: true, hideTab: true, hideChartControls: true, emitDataMasks: true }],
    ['uiConfig=31', { hideTitle: true, hideTab: true, hideNav: true, hideChartControls: true, emitDataMasks: true }],
    // The SDK's row-limit warning bit (32) hides nothing.
    ['uiConfig=32', {}],
    ['uiConfig=abc', {}],
    ['uiConfig=-1', {}],
    ['uiConfig=2.5', {}],
  ])('reads the combined bits of %s', (search, expected) => {
    expect(parse(search)).toMatchObject({ ...NOTHING_HIDDEN, ...expected });
  });

  it.each([
    ['standalone=0', STANDALONE.none, {}],
    ['standalone=false', STANDALONE.none, {}],
    ['standalone=', STANDALONE.none, {}],
    ['standalone=1', STANDALONE.hideNav, { hideNav: true }],
    ['standalone=true', STANDALONE.hideNav, { hideNav: true }],
    ['standalone=2', STANDALONE.hideNavAndTitle, { hideNav: true, hideTitle: true }],
    ['standalone=3', STANDALONE.report, { hideNav: true, hideTitle: true, hideChartControls: true, showFilters: false }],
  ])('reads the standalone level of %s', (search, level, expected) => {
    expect(parse(search)).toMatchObject({ ...NOTHING_HIDDEN, ...expected, standalone: level });
  });

  it('adds the standalone level to the uiConfig bits', () => {
    expect(parse('standalone=1&uiConfig=10')).toMatchObject({ hideNav: true, hideTab: true, hideChartControls: true, hideTitle: false });
  });

  it('reads show_filters and expand_filters as the SDK writes them', () => {
    expect(parse('show_filters=false&expand_filters=false')).toMatchObject({ showFilters: false, expandFilters: false });
    expect(parse('show_filters=true&expand_filters=0')).toMatchObject({ showFilters: true, expandFilters: false });
    expect(parse('show_filters=&expand_filters=true')).toMatchObject({ showFilters: true, expandFilters: true });
  });
});
