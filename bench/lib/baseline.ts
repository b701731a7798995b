/**
 * The Resume-Matcher style keyword match used as a baseline: the share of the job description's distinct
 * words (stop words removed, length >= 3) that also appear in the resume. No weights, synonyms or stems.
 */
const STOP = new Set(
  `a about above after again against all am an and any are aren't as at be because been before being below between both but by can cannot could did do does doing don't down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself let me more most my myself no nor not of off on once only or other ought our ours ourselves out over own same she should so some such than that the their theirs them themselves then there these they this those through to too under until up very was we were what when where which while who whom why with would you your yours yourself yourselves will also may must shall can`.split(
    /\s+/,
  ),
);

function words(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/[a-z0-9+#']+/g) ?? []).filter((w) => w.length >= 3 && !STOP.has(w)),
  );
}

export function overlapScore(resume: string, job: string): number {
  const r = words(resume);
  const j = words(job);
  if (!j.size) return 0;
  let hit = 0;
  for (const w of j) if (r.has(w)) hit++;
  return (100 * hit) / j.size;
}
