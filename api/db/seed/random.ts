/** Small seeded PRNG (mulberry32) so every seed run produces the same data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A helper bound to one generator: pick from a list, integer in a range, weighted choice. */
export function chooser(random: () => number) {
  return {
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(random() * items.length)]!;
    },
    int(min: number, max: number): number {
      return min + Math.floor(random() * (max - min + 1));
    },
    weighted<T>(items: readonly (readonly [T, number])[]): T {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = random() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return items.at(-1)![0];
    },
  };
}
