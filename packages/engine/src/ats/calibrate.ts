/**
 * From the raw match to the number the user sees. The raw match (a weighted mean of the parts,
 * scaled by the format checks) ranks postings well but its level means little: fitting postings
 * sat around 50. The displayed score maps it, through a monotone table, to the share of fitting
 * pairs observed at that raw score on labelled resume/posting pairs (fitting and not-fitting pairs
 * weighted equally, each pair set counting the same), so that "70" reads as "about 7 in 10 pairs
 * scoring here fit". The map never changes the order of two scores: a better raw match never
 * shows a lower number.
 *
 * The table is fitted by `npx tsx bench/eval.ts --fit --write` (isotonic regression, then linear
 * between the knots; bench/lib/calibrate.ts); bench/eval.ts measures it inside the
 * cross-validation. The score never shows 100: no labelled data says a match is certain. Above the
 * first knot where 90 in 100 pairs fit, the labelled pairs are too few to tell scores apart, so the
 * table runs in a straight line from there to 99 at a perfect match: two different near-perfect
 * resumes rarely tie, and the line reads the thin data there cautiously, not boldly.
 */

/** [raw score, displayed score] knots, both 0..100, both increasing; the last is [100, 99]. */
export const CALIBRATION: ReadonlyArray<readonly [number, number]> = [
  [0, 0],
  [16.07, 7.2],
  [32.74, 20.8],
  [35.34, 34.7],
  [37.35, 40.9],
  [41.23, 44.5],
  [44.18, 56.6],
  [46.17, 58.4],
  [58.95, 64.8],
  [70.82, 75.1],
  [73.9, 81.8],
  [78.56, 93.4],
  [100, 99],
];

/** The displayed score (unrounded, 0..100) of a raw score, by linear interpolation in the table. */
export function displayScore(
  raw: number,
  table: ReadonlyArray<readonly [number, number]> = CALIBRATION,
): number {
  if (!table.length) return raw;
  const first = table[0]!;
  if (raw <= first[0]) return first[1];
  for (let i = 1; i < table.length; i++) {
    const [x1, y1] = table[i]!;
    if (raw <= x1) {
      const [x0, y0] = table[i - 1]!;
      return x1 === x0 ? y1 : y0 + ((raw - x0) / (x1 - x0)) * (y1 - y0);
    }
  }
  return table[table.length - 1]![1];
}
