import { buildContextMenu, buildCrossFilter, crossFilterValue } from './interactions';

describe('interactions', () => {
  it('selects one dimension value, or a joined label for several dimensions', () => {
    expect(crossFilterValue(['boy'])).toBe('boy');
    expect(crossFilterValue(['boy', 2020])).toBe('boy, 2020');
    expect(buildCrossFilter(['gender', 'year'], ['boy', 2020], [])).toEqual({
      column: 'gender',
      values: ['boy, 2020'],
      label: 'boy, 2020',
      filters: [
        { col: 'gender', op: 'IN', val: ['boy'] },
        { col: 'year', op: 'IN', val: [2020] },
      ],
    });
  });

  it('clears the selection when the selected mark is clicked again', () => {
    expect(buildCrossFilter(['gender'], ['boy'], ['boy'])).toEqual({ column: 'gender', values: [], label: 'boy', filters: [] });
  });

  it('builds drill filters for a context menu', () => {
    expect(buildContextMenu(10, 20, ['a', 'b'], [1, null])).toEqual({
      x: 10,
      y: 20,
      filters: [
        { col: 'a', op: '==', val: 1 },
        { col: 'b', op: '==', val: null },
      ],
    });
  });
});
