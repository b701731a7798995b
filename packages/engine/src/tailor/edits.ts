/**
 * The edits of local tailoring, lightest to heaviest mode. Each edit only moves, renames or tidies
 * what the resume already says: it never adds an employer, title, degree, date, number or skill,
 * never drops the headline, never swaps a named tool for a category, and every change it makes is
 * listed in the improvements ("What changed").
 */
import type { ResumeProfile } from '../ats/profile';
import { DEFAULT_ORDER, formatResume } from '../format';
import { getSkill, lookupSkill, matchTokens, tokenizeText } from '../taxonomy';
import { FILLER, STANDARD_HEADING } from '../text/lexicon';
import { isSpecific, isVariant, type NamedTool, type YearsClaim } from '../truth/facts';
import type { JobAnalysis, ParsedResume, TailorMode } from '../types';
import { strongerOpening } from './verbs';

/** How much each mode does: a mode does everything the lighter ones do. */
export const MODE_RANK: Record<TailorMode, number> = { basic: 0, personalized: 1, aggressive: 2 };

/** What tailoring must carry over from the original, computed once. */
export interface KeptFacts {
  headline: string;
  statedYears: YearsClaim[];
  yearsFromDates: number;
  tools: NamedTool[];
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const quoteList = (xs: string[], max = 6) => {
  const shown = xs.slice(0, max).map((x) => `"${x}"`);
  const more = xs.length > max ? ` and ${xs.length - max} more` : '';
  return shown.join(', ') + more;
};
const list = (xs: string[]) =>
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
function relevance(
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

function stableSortBy<T>(arr: T[], score: (x: T) => number): T[] {
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

interface SkillKey {
  core: string;
  lower: string;
  id: number | undefined;
}

/** What sameSkill compares, computed once per item (a look-up tokenises). */
function skillKey(item: string, memo: Map<string, SkillKey>): SkillKey {
  let k = memo.get(item);
  if (!k) {
    const c = core(item);
    k = { core: c, lower: c.toLowerCase(), id: c ? lookupSkill(c)?.id : undefined };
    memo.set(item, k);
  }
  return k;
}

/** Whether two skill items name the same skill: "AWS (EC2, S3)" and "Amazon Web Services". */
function sameSkill(a: SkillKey, b: SkillKey): boolean {
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
function foldSkills(
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
function foldGroups(parsed: ParsedResume, removed: Array<[string, string]>): void {
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
function applyTerminology(
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
function newSummary(parsed: ParsedResume, facts: KeptFacts): string {
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
function tighten(b: string): { text: string; removed: string[] } {
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

interface Built {
  text: string;
  improvements: string[];
}

/** A note when the printed order of the sections differs from the resume's own order. */
function orderNote(profile: ResumeProfile, order: readonly string[]): string | null {
  const own = [...new Set(profile.parsed.sections.map((x) => x.kind as string))].filter((k) =>
    order.includes(k),
  );
  const printed = order.filter((k) => own.includes(k));
  if (own.join() === printed.join()) return null;
  const names = printed.map((k) => STANDARD_HEADING[k as keyof typeof STANDARD_HEADING]);
  return `Put your sections in the order ATS and recruiters expect: ${names.join(', ')}.`;
}

/** The headline goes back under the name, where the resume had it. */
function withHeadline(text: string, parsed: ParsedResume, headline: string): string {
  if (!headline) return text;
  const lines = text.split('\n');
  const at = parsed.contact.name && lines[0] === parsed.contact.name ? 1 : 0;
  lines.splice(at, 0, headline);
  return lines.join('\n');
}

/** The resume rewritten by one mode, with what was changed. */
export function build(
  profile: ResumeProfile,
  job: JobAnalysis,
  mode: TailorMode,
  facts: KeptFacts,
): Built {
  const rank = MODE_RANK[mode];
  const parsed: ParsedResume = structuredClone(profile.parsed);
  const improvements: string[] = [];
  const jobSkillWeight = new Map(job.skills.map((s) => [s.skillId, s.weight]));
  const keywordKeys = new Map<string, number>();
  for (const k of job.keywords) {
    const key = tokenizeText(k.term)[0]?.key;
    if (key) keywordKeys.set(key, k.weight);
  }
  let changed = false;

  // basic: standard headings, clean bullets, one entry per skill, skills ordered by relevance
  const renamed = profile.parsed.sections.filter(
    (s) => s.heading.trim().toLowerCase() !== STANDARD_HEADING[s.kind].toLowerCase(),
  );
  if (renamed.length) {
    changed = true;
    const pairs = [
      ...new Set(renamed.map((s) => `"${s.heading.trim()}" -> "${STANDARD_HEADING[s.kind]}"`)),
    ];
    improvements.push(
      `Renamed ${plural(renamed.length, 'section heading')} to the standard ones ATS look for: ${pairs.slice(0, 6).join(', ')}.`,
    );
  }
  let cleaned = 0;
  const clean = (arr: string[]) =>
    arr.map((b) => {
      const c = cleanBullet(b);
      if (c !== b) cleaned++;
      return c;
    });
  for (const e of parsed.experience) e.bullets = clean(e.bullets).filter(Boolean);
  for (const p of parsed.projects) p.bullets = clean(p.bullets).filter(Boolean);
  if (cleaned) {
    changed = true;
    improvements.push(
      `Tidied ${plural(cleaned, 'bullet')} (spacing, punctuation, capital letters, bullet glyphs); the words are unchanged.`,
    );
  }

  if (rank >= 1) {
    let moved = 0;
    for (const e of parsed.experience) {
      const sorted = stableSortBy(e.bullets, (b) => relevance(b, jobSkillWeight, keywordKeys));
      if (sorted.join('\n') !== e.bullets.join('\n')) moved++;
      e.bullets = sorted;
    }
    for (const p of parsed.projects)
      p.bullets = stableSortBy(p.bullets, (b) => relevance(b, jobSkillWeight, keywordKeys));
    if (moved)
      improvements.push(`Put the most relevant bullets first in ${plural(moved, 'role')}.`);
    applyTerminology(parsed, profile, job, improvements);
  }

  const skillScores = new Map<string, number>();
  const skillScore = (s: string) => {
    let v = skillScores.get(s);
    if (v === undefined) {
      const m = matchTokens(tokenizeText(s));
      v = m.reduce((n, x) => Math.max(n, jobSkillWeight.get(x.skillId) ?? 0), 0);
      skillScores.set(s, v);
    }
    return v;
  };
  if (parsed.skills.length) {
    const folded = foldSkills(parsed.skills);
    if (folded.removed.length) {
      changed = true;
      parsed.skills = folded.items;
      foldGroups(parsed, folded.removed);
      for (const [gone, kept] of folded.removed)
        improvements.push(`Removed the duplicate skill "${gone}" (kept "${kept}").`);
    }
    const before = [...parsed.skills, '|', ...parsed.skillGroups.flatMap((g) => g.items)].join('|');
    parsed.skills = stableSortBy(parsed.skills, skillScore);
    for (const g of parsed.skillGroups) g.items = stableSortBy(g.items, skillScore);
    parsed.skillGroups = stableSortBy(parsed.skillGroups, (g) =>
      g.items.reduce((n, i) => n + skillScore(i), 0),
    );
    const after = [...parsed.skills, '|', ...parsed.skillGroups.flatMap((g) => g.items)].join('|');
    if (after !== before) {
      changed = true;
      const first = parsed.skills.filter((s) => skillScore(s) > 0).slice(0, 5);
      improvements.push(
        `Moved the skills this job asks for to the front of your skills list${first.length ? ` (${list(first)})` : ''}.`,
      );
    }
  } else {
    // the tools the resume names, in its own words, most relevant first
    const listed = stableSortBy(
      facts.tools.filter((t) => getSkill(t.skillId).category !== 'certification'),
      (t) => jobSkillWeight.get(t.skillId) ?? 0,
    ).map((t) => t.surface);
    const items = foldSkills(listed).items.slice(0, 20);
    if (items.length) {
      changed = true;
      parsed.skills = items;
      improvements.push(
        `Added a Skills section listing ${plural(items.length, 'skill')} your resume already names: ${list(items.slice(0, 8))}${items.length > 8 ? ' and more' : ''}.`,
      );
    }
  }

  if (rank >= 1) {
    if (!parsed.summary.trim()) {
      const summary = newSummary(parsed, facts);
      if (summary) {
        parsed.summary = summary;
        improvements.push(
          `Added a one-sentence summary built from your headline, dates and latest role: "${summary}"`,
        );
      }
    }
  }

  if (rank >= 2) {
    const swaps = new Map<string, number>();
    const fillers = new Map<string, number>();
    let tightened = 0;
    const fix = (arr: string[]) =>
      arr.map((b) => {
        const s = strongerOpening(b);
        let text = b;
        if (s) {
          text = s.text;
          const key = `"${s.from}" with "${s.to}"`;
          swaps.set(key, (swaps.get(key) ?? 0) + 1);
        }
        const t = tighten(text);
        if (t.removed.length) {
          tightened++;
          for (const r of t.removed) fillers.set(r, (fillers.get(r) ?? 0) + 1);
        }
        return t.text;
      });
    for (const e of parsed.experience) e.bullets = fix(e.bullets);
    for (const p of parsed.projects) p.bullets = fix(p.bullets);
    for (const [key, n] of swaps) improvements.push(`Replaced ${key} in ${plural(n, 'bullet')}.`);
    if (tightened)
      improvements.push(
        `Removed filler words from ${plural(tightened, 'bullet')}: ${quoteList([...fillers.keys()])}.`,
      );

    // Core Competencies: the resume's own skills (in its groups, if it groups them), the ones the
    // job asks for first, plus the tools its experience names that the job asks for
    const grouped = parsed.skillGroups.length > 0;
    const own = stableSortBy(parsed.skills, skillScore);
    const covered = new Set<number>();
    for (const s of own) for (const m of matchTokens(tokenizeText(s))) covered.add(m.skillId);
    const ownLoose = own.map((s) => s.toLowerCase());
    // named in a bullet of a role or project, as a name: "a Django web application"
    const work = [
      ...parsed.experience.flatMap((e) => e.bullets),
      ...parsed.projects.flatMap((p) => [p.description, p.technologies ?? '', ...p.bullets]),
    ].join('\n');
    const namedAtWork = (surface: string) =>
      new RegExp(`(?<=[A-Za-z0-9,:;()] )${escapeRe(surface)}(?![\\w+#])`).test(work);
    const added = facts.tools
      .filter(
        (t) =>
          jobSkillWeight.has(t.skillId) &&
          !covered.has(t.skillId) &&
          getSkill(t.skillId).category !== 'certification' &&
          isSpecific(t, t.surface) &&
          !ownLoose.some((o) => o.includes(t.surface.toLowerCase())) &&
          namedAtWork(t.surface),
      )
      .map((t) => t.surface);
    const memo = new Map<string, SkillKey>();
    const addedItems = foldSkills(added, memo).items.filter(
      (a) => !own.some((o) => sameSkill(skillKey(o, memo), skillKey(a, memo))),
    );
    parsed.skills = [...own, ...addedItems];
    if (grouped && addedItems.length)
      parsed.skillGroups.push({ label: 'Other tools', items: addedItems });
    const at = (k: string) => profile.parsed.sections.findIndex((x) => x.kind === k);
    if (parsed.skills.length)
      improvements.push(
        at('experience') >= 0 && at('skills') > at('experience')
          ? 'Renamed your skills section "Core Competencies" and moved it above your experience.'
          : 'Renamed your skills section "Core Competencies".',
      );
    if (addedItems.length)
      improvements.push(
        `Added to Core Competencies ${plural(addedItems.length, 'skill')} your experience already names: ${list(addedItems)}.`,
      );
    const note = orderNote(profile, DEFAULT_ORDER);
    if (note) improvements.push(note);
    const text = formatResume(parsed, {
      skillsHeading: 'Core Competencies',
      flatSkills: !grouped,
      order: DEFAULT_ORDER,
    });
    return { text: withHeadline(text, parsed, facts.headline), improvements };
  }
  const note = orderNote(profile, DEFAULT_ORDER);
  if (note) {
    changed = true;
    improvements.push(note);
  }
  if (rank === 0 && !changed)
    improvements.push(
      'Your resume already uses standard headings, tidy bullets and a relevant skills order; nothing needed changing.',
    );
  return { text: withHeadline(formatResume(parsed), parsed, facts.headline), improvements };
}
