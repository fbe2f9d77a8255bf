import { applyNativeFilterChanges } from './native-filter-changes';

const f = (id: string, name = id) => ({ id, name });

describe('native filter changes', () => {
  const current = [f('A'), f('B'), f('C')];

  it('replaces modified filters in place and appends new ones', () => {
    expect(applyNativeFilterChanges(current, { modified: [f('B', 'b2'), f('D')] })).toEqual([f('A'), f('B', 'b2'), f('C'), f('D')]);
  });

  it('removes deleted filters, even when also modified', () => {
    expect(applyNativeFilterChanges(current, { deleted: ['A'], modified: [f('A', 'a2')] })).toEqual([f('B'), f('C')]);
  });

  it('orders by reordered, keeping filters it leaves out after them in their order', () => {
    expect(applyNativeFilterChanges(current, { reordered: ['C', 'A'] })).toEqual([f('C'), f('A'), f('B')]);
    expect(applyNativeFilterChanges(current, { reordered: ['C', 'B', 'A'], modified: [f('D')] })).toEqual([f('C'), f('B'), f('A'), f('D')]);
  });

  it('changes nothing without changes', () => {
    expect(applyNativeFilterChanges(current, {})).toEqual(current);
  });
});
