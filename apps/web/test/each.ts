import { expect } from 'vitest';

/** Asserts that `fn(input)` is `output` for every row of the table, naming the input on a failure. */
export function expectEach<I, O>(fn: (input: I) => O, rows: readonly (readonly [I, O])[]) {
  for (const [input, output] of rows)
    expect(fn(input), typeof input === 'object' ? JSON.stringify(input) : String(input)).toBe(
      output,
    );
}
