/**
 * Baselines the engine's scores are measured against (evaluation only, never shipped):
 *  - overlapScore: the Resume-Matcher style keyword match, the share of the job description's
 *    distinct words (stop words removed, length >= 3) that also appear in the resume. No weights,
 *    synonyms or stems.
 *  - TfIdf: cosine similarity of TF-IDF vectors (sublinear term frequency, smoothed IDF) over the
 *    same words, with the IDF fitted on a given set of documents (the training folds only).
 */
const STOP = new Set(
  `a about above after again against all am an and any are aren't as at be because been before being below between both but by can cannot could did do does doing don't down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself let me more most my myself no nor not of off on once only or other ought our ours ourselves out over own same she should so some such than that the their theirs them themselves then there these they this those through to too under until up very was we were what when where which while who whom why with would you your yours yourself yourselves will also may must shall can`.split(
    /\s+/,
  ),
);

function tokens(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9+#']+/g) ?? []).filter(
    (w) => w.length >= 3 && !STOP.has(w),
  );
}

function words(text: string): Set<string> {
  return new Set(tokens(text));
}

export function overlapScore(resume: string, job: string): number {
  const r = words(resume);
  const j = words(job);
  if (!j.size) return 0;
  let hit = 0;
  for (const w of j) if (r.has(w)) hit++;
  return (100 * hit) / j.size;
}

/** Term counts of a document (computed once per document, reused by every fold). */
export type TermCounts = Map<string, number>;
export function termCounts(text: string): TermCounts {
  const m: TermCounts = new Map();
  for (const w of tokens(text)) m.set(w, (m.get(w) ?? 0) + 1);
  return m;
}

export class TfIdf {
  private readonly idf = new Map<string, number>();
  private readonly unseen: number;

  /** Fit the IDF on these documents only. */
  constructor(docs: readonly TermCounts[]) {
    const df = new Map<string, number>();
    for (const d of docs) for (const w of d.keys()) df.set(w, (df.get(w) ?? 0) + 1);
    const n = docs.length;
    for (const [w, c] of df) this.idf.set(w, Math.log((1 + n) / (1 + c)) + 1);
    this.unseen = Math.log(1 + n) + 1;
  }

  private vector(d: TermCounts): Map<string, number> {
    const v = new Map<string, number>();
    for (const [w, c] of d) v.set(w, (1 + Math.log(c)) * (this.idf.get(w) ?? this.unseen));
    return v;
  }

  /** Cosine similarity x 100. */
  cosine(a: TermCounts, b: TermCounts): number {
    const va = this.vector(a);
    const vb = this.vector(b);
    let dot = 0;
    let na = 0;
    let nb = 0;
    for (const [w, x] of va) {
      na += x * x;
      const y = vb.get(w);
      if (y !== undefined) dot += x * y;
    }
    for (const y of vb.values()) nb += y * y;
    return na && nb ? (100 * dot) / Math.sqrt(na * nb) : 0;
  }
}
