/** FNV-1a over the text: a 32-bit seed for each named stream, so tables never share random state. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A seeded pseudo-random source (mulberry32): the same seed always yields the same sequence on every
 * platform, which is what makes generated example data byte-for-byte reproducible.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A generator for one named purpose derived from a user seed (`'42:birth_names'`). */
  static for(seed: number, purpose: string): Random {
    return new Random(hashSeed(`${seed}:${purpose}`));
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform in [min, max). */
  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** An item chosen with probability proportional to `weight(item)`. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    const total = items.reduce((sum, item) => sum + weight(item), 0);
    let target = this.next() * total;
    for (const item of items) {
      target -= weight(item);
      if (target < 0) return item;
    }
    return items[items.length - 1];
  }

  /** Roughly normal (sum of uniforms): deterministic and cheap, good enough for noise. */
  normal(mean: number, deviation: number): number {
    let sum = 0;
    for (let index = 0; index < 6; index += 1) sum += this.next();
    return mean + (sum - 3) * deviation * Math.SQRT2;
  }

  /** Triangular in [min, max] peaking at `mode`. */
  triangular(min: number, mode: number, max: number): number {
    const u = this.next();
    const split = (mode - min) / (max - min);
    return u < split ? min + Math.sqrt(u * (max - min) * (mode - min)) : max - Math.sqrt((1 - u) * (max - min) * (max - mode));
  }
}

/** Rounds to `digits` decimals; applied to every generated float so output text is stable. */
export function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
