import { hashSeed, Random, round } from './random';
import { syllableName } from './syllable-names';

describe('Random', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const draw = (seed: number) =>
      Array.from(
        { length: 5 },
        (
          (random) => () =>
            random.next()
        )(new Random(seed)),
      );
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
    expect(new Random(42).next()).toBe(0.6011037519201636);
  });

  it('derives independent streams per purpose', () => {
    expect(hashSeed('42:birth_names')).not.toBe(hashSeed('42:video_game_sales'));
    expect(Random.for(42, 'a').next()).toBe(Random.for(42, 'a').next());
  });

  it('draws within bounds', () => {
    const random = new Random(9);
    for (let index = 0; index < 2000; index += 1) {
      const value = random.int(3, 5);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(5);
      const tri = random.triangular(1, 2, 10);
      expect(tri).toBeGreaterThanOrEqual(1);
      expect(tri).toBeLessThanOrEqual(10);
    }
  });

  it('picks by weight', () => {
    const random = new Random(5);
    const counts = { a: 0, b: 0 };
    for (let index = 0; index < 10_000; index += 1) counts[random.weighted(['a', 'b'] as const, (item) => (item === 'a' ? 9 : 1))] += 1;
    expect(counts.a / 10_000).toBeCloseTo(0.9, 1);
  });

  it('rounds and makes pronounceable names', () => {
    expect(round(1.005 * 100, 1)).toBe(100.5);
    expect(round(2.345, 2)).toBe(2.35);
    expect(syllableName(new Random(1))).toMatch(/^[A-Z][a-z]+$/);
  });
});
