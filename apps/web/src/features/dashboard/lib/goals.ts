/**
 * Goal progress as a whole percentage: progress divided by goal. A missing (or non-positive)
 * goal counts as 1; the result is capped at 100 for display and never goes below 0.
 */
export function goalPercent(
  progress: number | null | undefined,
  goal: number | null | undefined,
): number {
  const target = goal && goal > 0 ? goal : 1;
  const done = progress && progress > 0 ? progress : 0;
  return Math.min(100, Math.round((done / target) * 100));
}
