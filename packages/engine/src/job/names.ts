/** Employer and product names in a posting, so that the words inside them are not read as skills. */
import type { SkillMention } from '../taxonomy';
import { COMPANY_MARKERS, STOPWORDS } from '../text/lexicon';
import type { Token } from '../text/tokenize';

const isCapitalised = (t: Token) => {
  const c = t.text.charCodeAt(0);
  return c >= 65 && c <= 90;
};
/** "Logistics", "Insurance", "C": a skill written as one plain capitalised word or letter */
const PLAIN_CAPITALISED = /^[A-Z][a-z]*$/;
const PLAIN_CAPITALISED_RUN = /^[A-Z][a-z]*(?:\s+[A-Z][a-z]*)*$/;
/**
 * What follows a name the posting speaks of as the employer: "TikTok is committed to", "TikTok's
 * mission", "TikTok is the leading destination"; or precedes it: "At TikTok, we", "Join TikTok".
 */
const EMPLOYER_AFTER =
  /^(?:['’]s\s+(?:mission|global headquarters|headquarters|offices|culture|values|purpose|employees|people)\b|\s+is\s+(?:committed|proud|an equal|the (?:leading|world['’]s|largest|premier)|a (?:leading|global|fast[- ]growing|world leader))\b)/i;
const EMPLOYER_BEFORE = /(?:^|[.!?\n]\s*)(?:at|join)\s+$/i;

/** Mentions of a name the posting presents as the employer, in any of its sentences. */
function employerMentions(norm: string, mentions: SkillMention[]): Set<SkillMention> {
  const out = new Set<SkillMention>();
  for (const m of mentions) {
    const after = norm.slice(m.end, m.end + 48);
    const before = norm.slice(Math.max(0, m.start - 8), m.start);
    const capitalised = /^[A-Z]/.test(norm.slice(m.start, m.end));
    if (
      capitalised &&
      (EMPLOYER_AFTER.test(after) || (EMPLOYER_BEFORE.test(before) && /^,/.test(after)))
    )
      out.add(m);
  }
  return out;
}

/** A company's legal form: a run of capitalised words it closes is a name on any line. */
const LEGAL_FORM =
  /^(?:inc|llc|ltd|limited|corp|corporation|gmbh|plc|ag|pvt|pte|bv|co|company)\.?$/i;

/**
 * Mentions that are part of a proper name: "Echo Global Logistics", "Mutual Insurance Company" and
 * "C Space" name the employer, they do not ask for logistics, insurance or C. A plain capitalised skill
 * word counts as part of a name in running prose when two other capitalised words that are no skill
 * precede it in one run, or a company word ("Company", "Group", "Inc") or, for a single letter, any
 * capitalised word follows it. On any line, not only in prose, a plain skill word is part of a name
 * when a legal form closes the capitalised words after it ("Nimbus Cloud Inc.", "Agile Solutions
 * Ltd": the company line under a title). Once a name is known, its other occurrences are names too.
 */
export function properNameMentions(
  norm: string,
  toks: Token[],
  mentions: SkillMention[],
): Set<SkillMention> {
  const out = employerMentions(norm, mentions);
  if (!out.size && !mentions.some((m) => PLAIN_CAPITALISED_RUN.test(norm.slice(m.start, m.end))))
    return out;
  // token index of an offset (mentions start and end on token boundaries)
  const tokenAt = (offset: number): number => {
    let lo = 0;
    let hi = toks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (toks[mid]!.start < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const covered = new Uint8Array(toks.length);
  const span = new Map<SkillMention, [number, number]>();
  for (const m of mentions) {
    const a = tokenAt(m.start);
    if (toks[a]?.start !== m.start) continue;
    let b = a;
    while (b + 1 < toks.length && toks[b + 1]!.start < m.end) b++;
    for (let k = a; k <= b; k++) covered[k] = 1;
    span.set(m, [a, b]);
  }
  const lineBreakBefore = (k: number) =>
    k > 0 && toks[k]!.gap && norm.slice(toks[k - 1]!.end, toks[k]!.start).includes('\n');
  const lowerWord = (k: number) => {
    const c = toks[k]!.text.charCodeAt(0);
    return c >= 97 && c <= 122 && !STOPWORDS.has(toks[k]!.lower);
  };
  // running prose: the line holds at least two content words in lower case
  const prose = (i: number): boolean => {
    let lower = 0;
    for (let k = i; k > 0 && i - k < 15 && !lineBreakBefore(k); k--) if (lowerWord(k - 1)) lower++;
    for (let k = i + 1; k < toks.length && k - i < 15 && !lineBreakBefore(k); k++)
      if (lowerWord(k)) lower++;
    return lower >= 2;
  };
  const names: string[][] = [];
  for (const m of out) {
    const s = span.get(m);
    if (s) names.push(toks.slice(s[0], s[1] + 1).map((t) => t.text));
  }
  for (const m of mentions) {
    const s = span.get(m);
    if (!s || out.has(m)) continue;
    const [a, b] = s;
    let plain = true;
    for (let k = a; k <= b; k++) if (!PLAIN_CAPITALISED.test(toks[k]!.text)) plain = false;
    if (!plain) continue;
    let before = 0;
    let k = a;
    while (k > 0 && !toks[k]!.gap && isCapitalised(toks[k - 1]!) && !covered[k - 1]) {
      k--;
      before++;
    }
    const next = b + 1 < toks.length && !toks[b + 1]!.gap ? toks[b + 1] : undefined;
    const nextName =
      next !== undefined &&
      !covered[b + 1] &&
      isCapitalised(next) &&
      (COMPANY_MARKERS.test(next.text) || (a === b && toks[a]!.text.length === 1));
    // "Agile Solutions Ltd": up to three capitalised words after the skill, the last a legal form
    let legal = false;
    for (let k = b + 1; k <= b + 3 && k < toks.length && !legal; k++) {
      const t = toks[k]!;
      if (t.gap || covered[k] || !isCapitalised(t)) break;
      legal = LEGAL_FORM.test(t.text);
    }
    if (((before >= 2 || nextName) && prose(a)) || legal) {
      out.add(m);
      names.push(toks.slice(k, b + 1).map((t) => t.text));
    }
  }
  if (names.length) {
    // the same name elsewhere, even in a heading or a "Company:" line
    for (const m of mentions) {
      const s = span.get(m);
      if (!s || out.has(m)) continue;
      const [, b] = s;
      for (const name of names) {
        const from = b + 1 - name.length;
        if (from < 0) continue;
        let same = true;
        for (let k = 0; k < name.length && same; k++) same = toks[from + k]!.text === name[k];
        if (same) {
          out.add(m);
          break;
        }
      }
    }
  }
  return out;
}
