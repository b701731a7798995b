/**
 * The edits of local tailoring, which build.ts applies mode by mode. Each edit only moves,
 * renames or tidies what the resume already says: it never adds an employer, title, degree,
 * date, number or skill, never drops the headline, never swaps a named tool for a category, and
 * every change it makes is listed in the improvements ("What changed").
 */
import type { ResumeProfile } from '../ats/profile';
import { getSkill, lookupSkill, matchTokens, tokenizeText } from '../taxonomy';
import { FILLER } from '../text/lexicon';
import { isVariant, type NamedTool, type YearsClaim } from '../truth/facts';
import type { JobAnalysis, ParsedResume, TailorMode } from '../types';

/** How much each mode does: a mode does everything the lighter ones do. */
export const MODE_RANK: Record<TailorMode, number> = { basic: 0, personalized: 1, aggressive: 2 };

/** What tailoring must carry over from the original, computed once. */
export interface KeptFacts {
  headline: string;
  statedYears: YearsClaim[];
  yearsFromDates: number;
  tools: NamedTool[];
}

export function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
export const quoteList = (xs: string[], max = 6) => {
  const shown = xs.slice(0, max).map((x) => `"${x}"`);
  const more = xs.length > max ? ` and ${xs.length - max} more` : '';
  return shown.join(', ') + more;
};
export const list = (xs: string[]) =>
  xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;

/** Tidy one bullet: spaces, leading glyphs, capital first letter, no trailing semicolon. */
export function cleanBullet(b: string): string {
  let t = b
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/^[•\-*–—·\s]+/, '')
    .trim();
  t = t.replace(/[;,]+$/, '');
  if (/^[a-z]/.test(t)) t = t[0]!.toUpperCase() + t.slice(1);
  return t;
}

/** Relevance of a text to the job: the weights of the job skills it names, plus recurring job words. */
export function relevance(
  text: string,
  jobSkillWeight: Map<number, number>,
  keywordKeys: Map<string, number>,
): number {
  const toks = tokenizeText(text);
  let s = 0;
  for (const m of matchTokens(toks)) s += jobSkillWeight.get(m.skillId) ?? 0;
  for (const t of toks) s += (keywordKeys.get(t.key) ?? 0) * 0.15;
  return s;
}

export function stableSortBy<T>(arr: T[], score: (x: T) => number): T[] {
  return arr
    .map((x, i) => ({ x, i, s: score(x) }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((e) => e.x);
}

/** A skill item without its details: "AWS (EC2, EKS, S3, RDS)" -> "AWS". */
function core(item: string): string {
  return item
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface SkillKey {
  core: string;
  lower: string;
  id: number | undefined;
}

/** What sameSkill compares, computed once per item (a look-up tokenises). */
export function skillKey(item: string, memo: Map<string, SkillKey>): SkillKey {
  let k = memo.get(item);
  if (!k) {
    const c = core(item);
    k = { core: c, lower: c.toLowerCase(), id: c ? lookupSkill(c)?.id : undefined };
    memo.set(item, k);
  }
  return k;
}

/** Whether two skill items name the same skill: "AWS (EC2, S3)" and "Amazon Web Services". */
export function sameSkill(a: SkillKey, b: SkillKey): boolean {
  if (!a.lower || !b.lower) return false;
  if (a.lower === b.lower) return true;
  // "IFRS" and "IFRS 16", "Python" and "Python 3": the numbered one is a part or a version the
  // person chose to name beside the whole, not the same item twice
  if (numbered(a.lower, b.lower) || numbered(b.lower, a.lower)) return false;
  return a.id !== undefined && a.id === b.id && isVariant(a.core, b.core);
}

/** "ifrs 16" is "ifrs" with a number: a standard, part or version of it. */
const numbered = (whole: string, part: string) =>
  part.startsWith(`${whole} `) && /^[\w.-]*\d[\w.-]*$/.test(part.slice(whole.length + 1));

/**
 * One entry per skill: a later item naming the same skill as an earlier one is removed; the
 * kept entry is the more detailed of the two, in the resume's own words.
 */
export function foldSkills(
  items: string[],
  memo: Map<string, SkillKey> = new Map(),
): { items: string[]; removed: Array<[string, string]> } {
  const out: string[] = [];
  const removed: Array<[string, string]> = [];
  // candidates by spelling and by skill, so folding stays linear on a long list
  const byLower = new Map<string, number>();
  const byId = new Map<number, number[]>();
  for (const item of items) {
    const key = skillKey(item, memo);
    let at = key.lower ? (byLower.get(key.lower) ?? -1) : -1;
    if (at < 0 && key.id !== undefined)
      at = (byId.get(key.id) ?? []).find((i) => sameSkill(skillKey(out[i]!, memo), key)) ?? -1;
    if (at < 0) {
      out.push(item);
      if (key.lower && !byLower.has(key.lower)) byLower.set(key.lower, out.length - 1);
      if (key.id !== undefined) byId.set(key.id, [...(byId.get(key.id) ?? []), out.length - 1]);
      continue;
    }
    const kept = out[at]!;
    // keep the wording with more detail ("AWS (EC2, EKS)" over "Amazon Web Services", "Oracle 11g" over "ORACLE")
    const longer = core(item).length > core(kept).length && isVariant(core(kept), core(item));
    if ((/\(/.test(item) && !/\(/.test(kept)) || (!/\(/.test(kept) && longer)) {
      out[at] = item;
      removed.push([kept, item]);
    } else removed.push([item, kept]);
  }
  return { items: out, removed };
}

/** Remove from each group the items that folding removed (one occurrence each). */
export function foldGroups(parsed: ParsedResume, removed: Array<[string, string]>): void {
  const pending = removed.map(([r]) => r.toLowerCase());
  for (const g of parsed.skillGroups) {
    g.items = g.items.filter((i) => {
      const k = pending.indexOf(i.toLowerCase());
      if (k < 0) return true;
      pending.splice(k, 1);
      return false;
    });
  }
  // an item kept in place of another takes that one's place in its group
  for (const [gone, kept] of removed) {
    if (!/\(/.test(kept)) continue;
    for (const g of parsed.skillGroups) {
      if (g.items.includes(kept)) continue;
      const i = g.items.findIndex((x) => x.toLowerCase() === gone.toLowerCase());
      if (i >= 0) g.items[i] = kept;
    }
  }
  parsed.skillGroups = parsed.skillGroups.filter((g) => g.items.length);
}

/**
 * Replace the resume's spelling of a skill by the posting's spelling of the same name ("k8s" ->
 * "Kubernetes", "JS" -> "JavaScript"). Only spellings of one name: a tool is never renamed to its
 * category ("Prometheus" stays "Prometheus" when the posting says "monitoring").
 */
export function applyTerminology(
  parsed: ParsedResume,
  profile: ResumeProfile,
  job: JobAnalysis,
  improvements: string[],
): void {
  const swaps: Array<{ re: RegExp; to: string; from: string; count: number }> = [];
  for (const s of job.skills) {
    const own = profile.skills.get(s.skillId);
    if (!own || s.category === 'soft') continue;
    const skill = getSkill(s.skillId);
    if (own.term.toLowerCase() === s.jobTerm.toLowerCase()) continue;
    // only names, never descriptions: the job must use the skill's name, the resume an alias or abbreviation of it
    if (s.jobTerm.toLowerCase() !== skill.name.toLowerCase()) continue;
    if (own.term.toLowerCase() === skill.name.toLowerCase() || /(?:ing|ed)$/i.test(own.term))
      continue;
    if (lookupSkill(own.term)?.id !== s.skillId) continue;
    if (!isVariant(own.term, s.jobTerm)) continue;
    const keys = (x: string) =>
      tokenizeText(x)
        .map((t) => t.key)
        .join(' ');
    if (keys(own.term) === keys(s.jobTerm)) continue;
    swaps.push({
      re: new RegExp(`(?<![\\w.+#-])${escapeRe(own.term)}(?![\\w+#]|\\.[a-z])`, 'g'),
      to: s.jobTerm,
      from: own.term,
      count: 0,
    });
  }
  if (!swaps.length) return;
  const swap = (t: string) =>
    swaps.reduce(
      (acc, w) =>
        acc.replace(w.re, () => {
          w.count++;
          return w.to;
        }),
      t,
    );
  parsed.summary = swap(parsed.summary);
  parsed.skills = parsed.skills.map(swap);
  for (const g of parsed.skillGroups) g.items = g.items.map(swap);
  for (const e of parsed.experience) e.bullets = e.bullets.map(swap);
  for (const p of parsed.projects) {
    p.bullets = p.bullets.map(swap);
    p.description = swap(p.description);
    if (p.technologies) p.technologies = swap(p.technologies);
  }
  for (const w of swaps) {
    if (!w.count) continue;
    improvements.push(
      `Replaced "${w.from}" with "${w.to}", the posting's name for it, in ${plural(w.count, 'place')}.`,
    );
  }
}

/**
 * A one-sentence summary for a resume that has none, from its own facts: the headline (or the
 * latest title), the years it states (or, when it states none, the years its dates give, never
 * tied to a skill) and the latest role.
 */
export function newSummary(parsed: ParsedResume, facts: KeptFacts): string {
  const latest = parsed.experience.find((e) => e.title);
  const who = (facts.headline || latest?.title || '').replace(/^(?:an?\s+)/i, '').trim();
  if (!who || who.length > 60) return '';
  let years = '';
  if (facts.statedYears.length) {
    const top = facts.statedYears.reduce((a, b) => (b.value > a.value ? b : a));
    years = `${top.value}${top.plus ? '+' : ''} years of experience`;
  } else if (Math.floor(facts.yearsFromDates) >= 1) {
    years = `${Math.floor(facts.yearsFromDates)}+ years of experience`;
  }
  let recent = '';
  if (latest?.company) {
    const as = latest.title && latest.title !== who ? ` as ${latest.title}` : '';
    recent = `most recently${as} at ${latest.company}`;
  }
  if (!years && !recent) return '';
  if (!years) return `${who}, ${recent}.`;
  return `${who} with ${years}${recent ? `, ${recent}` : ''}.`;
}

/** Filler words removed from a bullet, as written, and the tightened bullet. */
export function tighten(b: string): { text: string; removed: string[] } {
  let t = b;
  const removed: string[] = [];
  for (const [re, rep] of FILLER) {
    re.lastIndex = 0;
    t = t.replace(re, (m) => {
      removed.push(rep ? `${m.trim()}" -> "${rep}` : m.trim());
      return rep;
    });
  }
  if (!removed.length) return { text: b, removed };
  t = t
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:])/g, '$1')
    .trim();
  return { text: t ? t[0]!.toUpperCase() + t.slice(1) : t, removed };
}
