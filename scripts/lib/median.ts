/** The middle value of `values` (the upper one of an even count): how the benches report repeated runs. */
export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
