import { resetColorNamespaces } from '../../color/color-namespace';
import { transformProps } from './transform-props';
import { REVENUE_FORM_DATA, REVENUE_RESULT } from './treemap.fixtures';
import type { TreemapFormData } from './treemap.types';

function propsFor(extra: Partial<TreemapFormData> = {}, hooks = {}) {
  return transformProps({ formData: { ...REVENUE_FORM_DATA, ...extra }, queriesData: [REVENUE_RESULT], width: 400, height: 300, hooks });
}

describe('treemap props', () => {
  beforeEach(() => resetColorNamespaces());

  it('lays out a tile per group and per leaf, areas in proportion to the metric', () => {
    const { tiles } = propsFor({ show_upper_labels: false });
    expect(tiles.map((tile) => [tile.pathLabel, tile.isLeaf, tile.depth])).toEqual([
      ['EMEA', false, 1],
      ['NA', false, 1],
      ['APAC', false, 1],
      ['EMEA ▸ France', true, 2],
      ['EMEA ▸ Spain', true, 2],
      ['NA ▸ USA', true, 2],
      ['APAC ▸ Japan', true, 2],
    ]);
    const area = (name: string) => {
      const tile = tiles.find((candidate) => candidate.pathLabel === name)!;
      return (tile.x1 - tile.x0) * (tile.y1 - tile.y0);
    };
    // 120,000 px² for 1,000 of revenue, less the 2 px gaps between tiles.
    expect(area('NA ▸ USA') / area('APAC ▸ Japan')).toBeGreaterThan(3);
    expect(area('EMEA') / area('NA')).toBeCloseTo(500 / 400, 0);
  });

  it('labels tiles by name and value by default, and shows each value with its share of the parent', () => {
    const france = propsFor().tiles.find((tile) => tile.name === 'France')!;
    expect(france).toMatchObject({ label: 'France: 300', valueLabel: '300 (60.00%)', groupValues: ['EMEA', 'France'] });
    expect(propsFor({ label_type: 'key' }).tiles[0].label).toBe('EMEA');
    expect(propsFor({ label_type: 'value' }).tiles[0].label).toBe('500');
  });

  it('leaves a header band on groups for their names when upper labels show', () => {
    const emea = propsFor().tiles.find((tile) => tile.pathLabel === 'EMEA')!;
    const france = propsFor().tiles.find((tile) => tile.name === 'France')!;
    expect(france.y0 - emea.y0).toBeGreaterThanOrEqual(18);
  });

  it('colours each top-level group and its descendants alike, label colours first', () => {
    const { tiles } = propsFor({ label_colors: { NA: '#112233' } });
    const colorOf = (name: string) => tiles.find((tile) => tile.name === name)!.color;
    expect(colorOf('NA')).toBe('#112233');
    expect(colorOf('USA')).toBe('#112233');
    expect(colorOf('France')).toBe(colorOf('EMEA'));
    expect(colorOf('France')).not.toBe(colorOf('Japan'));
  });
});
