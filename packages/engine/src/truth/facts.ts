/**
 * Facts of a resume that tailoring must carry over unchanged: the headline under the name, the
 * years of experience the candidate states, the tools they name, and how many sentences of the
 * summary introduce the candidate. Shared by the truthfulness check and the local tailoring.
 */
import { EMAIL_RE, findPhone, hasTitleWord, isLocation, URL_RE } from '../parser/fields';
import { getSkill, matchTokens, tokenizeText, type SkillMention } from '../taxonomy';
import { findDateRanges, totalMonths, type YearMonth } from '../text/dates';
import { TITLE_HEADS } from '../text/lexicon';
import { splitSentences } from '../text/normalize';
import type { ParsedResume } from '../types';

/** Loose form for "does the other text say this": lower case, letters and digits only. */
export function loose(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();
}

/* ---------- headline ---------- */

function isContact(line: string): boolean {
  URL_RE.lastIndex = 0;
  return EMAIL_RE.test(line) || URL_RE.test(line) || Boolean(findPhone(line));
}

/**
 * The headline: the short title line under the name ("Backend Software Engineer"), or the title
 * after the name on the name line ("Sam Okafor — Backend Engineer"). '' when the resume has none.
 */
export function headlineOf(normalized: string, parsed: ParsedResume): string {
  const lines = normalized.split('\n');
  const end = Math.min(parsed.sections[0]?.line ?? 6, 8, lines.length);
  const name = parsed.contact.name.trim();
  for (let i = 0; i < end; i++) {
    let l = lines[i]!.trim();
    if (!l || isContact(l)) continue;
    if (name && l === name) continue;
    if (name && l.startsWith(name)) l = l.slice(name.length).replace(/^[\s,|–—:·•-]+/, '');
    if (!l || l.length > 90 || /[.!?;]$/.test(l)) continue;
    const words = l.split(/\s+/);
    if (words.length > 7 || !hasTitleWord(l) || isLocation(l)) continue;
    return l;
  }
  return '';
}

/** Whether the text shows the headline near its top (before its first section heading). */
export function hasHeadline(normalized: string, parsed: ParsedResume, headline: string): boolean {
  const lines = normalized.split('\n');
  const end = Math.min(Math.max(parsed.sections[0]?.line ?? 8, 1), 10, lines.length);
  const want = ` ${loose(headline)} `;
  for (let i = 0; i < end; i++) if (` ${loose(lines[i]!)} `.includes(want)) return true;
  return false;
}

/* ---------- years ---------- */

/** "about 6 years of experience", "7+ years of professional experience", "10 yrs exp". */
const EXPERIENCE_CLAIM =
  /(?<![\d.])(\d{1,2}(?:\.\d)?)\s*(\+)?\s*(?:years?|yrs?)['’]?\s+(?:of\s+)?(?:[\w/&-]+\s+){0,4}?(?:experience|exp)\b/gi;
/** "10+ years" anywhere: the plus makes it a claim of experience. */
const PLUS_CLAIM = /(?<![\d.])(\d{1,2})\s*\+\s*(?:years?|yrs?)\b/gi;

export interface YearsClaim {
  value: number;
  /** written with a plus ("7+ years"): at least that many */
  plus: boolean;
  /** the text of the claim, as written */
  text: string;
  index: number;
}

/** The years of experience a text claims, each once. */
export function yearsClaims(text: string): YearsClaim[] {
  const out: YearsClaim[] = [];
  const seen = new Set<number>();
  for (const re of [EXPERIENCE_CLAIM, PLUS_CLAIM]) {
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) {
      if (seen.has(m.index)) continue;
      seen.add(m.index);
      out.push({ value: Number(m[1]), plus: Boolean(m[2]), text: m[0], index: m.index });
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

/** Years of experience from the dates of the roles alone (overlaps merged). */
export function yearsFromDates(parsed: ParsedResume, asOf: YearMonth): number {
  const ranges = parsed.experience.flatMap((e) => {
    const r = findDateRanges(`${e.startDate} - ${e.endDate || e.startDate}`)[0];
    return r ? [r] : [];
  });
  return totalMonths(ranges, asOf) / 12;
}

/**
 * Whether a claim of years fits the resume: never above a figure the resume states (it says
 * "about 6 years": 6 at most), and, when it states none, never above the years its dates give.
 */
export function claimFits(claim: YearsClaim, stated: YearsClaim[], fromDates: number): boolean {
  if (stated.length) return claim.value <= Math.max(...stated.map((s) => s.value));
  if (fromDates < 1) return false;
  return claim.value <= (claim.plus ? Math.floor(fromDates) : Math.round(fromDates));
}

const SKILL_LEAD =
  /^(?:\s+(?:of|in|with|using|on|experience|professional|hands-on|industry|relevant|production|commercial|programming|developing|building|working))*\s+/i;
const LIST_GAP = /^(?:\s*(?:,|&|\/|\band\b|\bor\b)\s*)+$|^\s+$/i;
const YEARS_AFTER = /^\s*(?:[:(–—-]\s*|\s)(\d{1,2}(?:\.\d)?)\s*\+?\s*(?:years?|yrs?)\b/i;

export function isSpecific(m: Pick<SkillMention, 'skillId'>, surface: string): boolean {
  const c = getSkill(m.skillId).category;
  if (c === 'tool' || c === 'language' || c === 'certification') return true;
  // inner capitals, acronyms, digits or symbols: "RabbitMQ", "AWS", "S3", "C#", "Node.js"
  return /[a-z][A-Z]|\b[A-Z]{2,}|[\d+#]|\.[a-z]/.test(surface);
}

export interface SkillYears {
  skillId: number;
  value: number;
  /** the text from the figure to the skill ("10+ years of experience in Go") */
  text: string;
}

/**
 * Years attached to a specific skill: "5 years of Python", "10+ years of experience in Go,
 * Kubernetes", "Go (5 years)". Only tools, languages and named products count: "6 years of
 * software engineering" is a career, not a skill.
 */
export function skillYears(text: string, mentions?: SkillMention[]): SkillYears[] {
  const all = mentions ?? matchTokens(tokenizeText(text));
  const out: SkillYears[] = [];
  const re = /(?<![\d.])(\d{1,2}(?:\.\d)?)\s*\+?\s*(?:years?|yrs?)\b/gi;
  for (const m of text.matchAll(re)) {
    const after = m.index + m[0].length;
    const lead = SKILL_LEAD.exec(text.slice(after, after + 80));
    if (lead) {
      let pos = after + lead[0].length;
      // the first mention at or after pos (mentions are in text order)
      let lo = 0;
      let hi = all.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (all[mid]!.start < pos) lo = mid + 1;
        else hi = mid;
      }
      for (let k = lo; k < all.length; k++) {
        const sm = all[k]!;
        if (sm.start > pos && !LIST_GAP.test(text.slice(pos, sm.start))) break;
        const surface = text.slice(sm.start, sm.end);
        if (isSpecific(sm, surface)) {
          out.push({
            skillId: sm.skillId,
            value: Number(m[1]),
            text: text.slice(m.index, sm.end),
          });
          break;
        }
        pos = sm.end;
        if (pos > after + 160) break;
      }
    }
  }
  for (const sm of all) {
    const y = YEARS_AFTER.exec(text.slice(sm.end, sm.end + 24));
    if (!y) continue;
    const surface = text.slice(sm.start, sm.end);
    if (isSpecific(sm, surface))
      out.push({
        skillId: sm.skillId,
        value: Number(y[1]),
        text: text.slice(sm.start, sm.end + y[0].length),
      });
  }
  return out;
}

/* ---------- named tools ---------- */

function compact(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9+#]/g, '');
}

function initials(s: string): string {
  return s
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[\s./-]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toLowerCase())
    .join('');
}

/**
 * Whether two names are spellings of one name: "AWS" and "Amazon Web Services", "JS" and
 * "JavaScript", "k8s" and "Kubernetes", "Postgres" and "PostgreSQL", "React.js" and "React".
 * A category is never a spelling of a tool ("Monitoring" is not "Prometheus").
 */
export function isVariant(a: string, b: string): boolean {
  const A = compact(a);
  const B = compact(b);
  if (!A || !B) return false;
  if (A === B) return true;
  const strip = (x: string) => x.replace(/js$/, '');
  if (strip(A) === strip(B)) return true;
  const [short, long] = A.length <= B.length ? [A, B] : [B, A];
  const longRaw = A.length <= B.length ? b : a;
  // "Postgres" / "PostgreSQL", "Oracle" / "Oracle 11g"; not "Django" / "djangorestframework"
  if (short.length >= 4 && long.startsWith(short)) {
    const rest = long.slice(short.length);
    if (rest.length <= 3 || /^\d/.test(rest)) return true;
  }
  if (short.length >= 2 && short.length <= 5 && initials(longRaw) === short) return true;
  const num = /^([a-z])(\d+)([a-z])$/.exec(short);
  if (num && long[0] === num[1] && long[long.length - 1] === num[3])
    return Number(num[2]) === long.length - 2;
  return false;
}

export interface NamedTool {
  skillId: number;
  /** as the resume writes it */
  surface: string;
}

/**
 * The tools, languages, products and certifications a resume names, as it writes them:
 * taxonomy tools and languages, names with inner capitals or digits ("RabbitMQ", "S3"), names
 * written with a capital inside a sentence ("set up Prometheus"), and the items of its skills
 * list. Categories and soft skills are not tools.
 */
export function namedTools(
  normalized: string,
  parsed: ParsedResume,
  mentions?: SkillMention[],
): NamedTool[] {
  const all = mentions ?? matchTokens(tokenizeText(normalized));
  // every run of up to four words of each item of the skills list ("aws", "aws ec2", ...)
  const itemSpans = new Set<string>();
  for (const item of [...parsed.skills, ...parsed.skillGroups.flatMap((g) => g.items)]) {
    const words = loose(item).split(' ').slice(0, 40);
    for (let i = 0; i < words.length; i++)
      for (let j = i + 1; j <= Math.min(words.length, i + 4); j++)
        itemSpans.add(words.slice(i, j).join(' '));
  }
  const out: NamedTool[] = [];
  const seen = new Set<string>();
  for (const m of all) {
    const skill = getSkill(m.skillId);
    if (skill.category === 'soft' || skill.category === 'spoken-language') continue;
    const surface = normalized.slice(m.start, m.end);
    if (normalized[m.end] === ':') continue; // a group label ("Observability: ...")
    // part of an address ("github.com/sam", "sam@acme.io")
    if (/^(?:\.[a-z]|\/)/i.test(normalized.slice(m.end, m.end + 2))) continue;
    if (/[/@.]$/.test(normalized.slice(Math.max(0, m.start - 1), m.start))) continue;
    const key = loose(surface);
    if (!key || seen.has(key)) continue;
    let named = isSpecific(m, surface);
    if (!named && /^[A-Z]/.test(surface)) {
      const before = normalized.slice(Math.max(0, m.start - 3), m.start);
      // a capital inside a sentence is a name ("set up Prometheus and Grafana")
      if (/[a-z0-9)][ \t]+$/.test(before)) named = true;
      // an item of the skills list, in the resume's own word rather than the category's name
      else if (key !== loose(skill.name) && itemSpans.has(key)) named = true;
    }
    if (!named) continue;
    seen.add(key);
    out.push({ skillId: m.skillId, surface });
  }
  // "Grafana dashboards" is left out when "Grafana" is there
  const keys = new Set(out.map((t) => loose(t.surface)));
  return out.filter((t) => {
    const words = loose(t.surface).split(' ');
    for (let i = 0; i < words.length; i++)
      for (let j = i + 1; j <= Math.min(words.length, i + 4); j++)
        if (j - i < words.length && keys.has(words.slice(i, j).join(' '))) return false;
    return true;
  });
}

/**
 * The named tools of the original that the other text no longer names, neither as written nor
 * by another spelling of the same name.
 */
export function missingTools(
  tools: NamedTool[],
  generated: string,
  /** the generated text's skill mentions, asked for only when a name is not found as written */
  generatedMentions: () => SkillMention[],
): NamedTool[] {
  const gen = ` ${loose(generated)} `;
  let byId: Map<number, string[]> | undefined;
  return tools.filter((t) => {
    if (gen.includes(` ${loose(t.surface)} `)) return false;
    // another spelling the taxonomy knows ("k8s" -> "Kubernetes"), found as written
    const skill = getSkill(t.skillId);
    for (const alt of [skill.name, ...skill.aliases])
      if (isVariant(alt, t.surface) && gen.includes(` ${loose(alt)} `)) return false;
    if (!byId) {
      byId = new Map();
      for (const m of generatedMentions()) {
        const list = byId.get(m.skillId) ?? [];
        list.push(generated.slice(m.start, m.end));
        byId.set(m.skillId, list);
      }
    }
    return !(byId.get(t.skillId) ?? []).some((a) => isVariant(a, t.surface));
  });
}

/* ---------- summary ---------- */

const HEADS = [...TITLE_HEADS, 'professional', 'leader', 'expert'].join('|');
const INTRO = new RegExp(
  `^(?:an?\\s+)?(?:[A-Za-z][\\w+#./&'’-]*[\\s,]+){0,6}?(?:${HEADS})s?\\b(?:\\s+[\\w+#./&-]+){0,3}?\\s+(?:with|who|specializ\\w*|specialis\\w*|experienced|skilled|focused|passionate|bringing)\\b`,
  'i',
);

/** The sentences of a summary that introduce the candidate ("Backend engineer with about 6 years ..."). */
export function introSentences(summary: string): string[] {
  return splitSentences(summary).filter((s) => {
    EXPERIENCE_CLAIM.lastIndex = 0;
    PLUS_CLAIM.lastIndex = 0;
    return EXPERIENCE_CLAIM.test(s) || PLUS_CLAIM.test(s) || INTRO.test(s);
  });
}
