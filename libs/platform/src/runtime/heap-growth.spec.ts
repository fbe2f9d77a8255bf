import { heapGrowthFlag } from './heap-growth';

describe('heapGrowthFlag', () => {
  it("names V8's heap growing percent for a positive setting", () => {
    expect(heapGrowthFlag(20)).toBe('--heap-growing-percent=20');
    expect(heapGrowthFlag(12.6)).toBe('--heap-growing-percent=13');
  });

  it("leaves V8's own factor for 0", () => {
    expect(heapGrowthFlag(0)).toBeNull();
  });
});
