/**
 * Leadership shown by what a person did rather than by the word: "I lead 38 front desk staff",
 * "Led the IFRS 16 implementation", "leading a team of 12", "Manage a team of 5 accountants",
 * "supervised 14 staff". The taxonomy files the noun ("leadership", "team lead"); these verb
 * forms are the same evidence where a posting asks for leadership, for the letter writer (a
 * bullet that answers the requirement) and the letter analysis (a letter that shows it, in
 * other words than the posting's).
 *
 * Only a verb counts: at the start of a resume line or clause, after "I", or "leading" with an
 * object. "Lead time", "lead generation", "sales leads" and a "lead for ..." role are nouns.
 */
import { lookupSkill } from '../taxonomy';
import { TITLE_HEADS } from '../text/lexicon';

/** Words after "lead" that make it a noun ("lead time", "lead generation", "lead paint"). */
const NOUN_AFTER =
  'time|times|generation|gen|generator|paint|poisoning|abatement|scoring|score|source|sources|nurture|nurturing|magnet|qualification|list|lists|flow|for|role|by|on|to|and|or|of|is|was|were|are|-';

/** A verb of leading, with what makes it one (its subject, its place, its object). */
const LEADING = new RegExp(
  [
    // "I lead ...", "I also led ...", "we led ..."
    `\\b(?:I|we)\\s+(?:also\\s+|now\\s+|currently\\s+|then\\s+)?(?:lead|led|co-led|co-lead)\\b(?!\\s+(?:${NOUN_AFTER})\\b)`,
    // a line or clause that opens with the verb ("Led the migration", "- Lead 38 staff", "; led ...")
    `(?:^|[\\n;•·▪‣◦●]|^[\\t ]*[-*–]|\\n[\\t ]*[-*–])[\\t ]*(?:Lead|Led|lead|led|Co-led|co-led)\\b(?!\\s+(?:${NOUN_AFTER})\\b)(?=\\s+\\S)`,
    // "leading a team", "leading the rollout", "leading 12 engineers"
    `\\bleading\\s+(?:a|an|the|my|our|\\d+)\\b`,
    // "manage a team of 5", "supervised a staff of 40", "heads a crew of 6"
    `\\b(?:manag|supervis|direct|head|coach|overse)(?:e|es|ed|ing|s)?\\s+(?:a\\s+)?(?:team|staff|crew|group|department)\\s+of\\b`,
    // "supervised 14 staff", "manage 6 team leads and around 120 staff"
    `\\b(?:manag|supervis)(?:e|es|ed|ing)\\s+(?:around\\s+|about\\s+|over\\s+|up\\s+to\\s+)?\\d+\\s+(?:[a-z-]+\\s+){0,3}(?:staff|people|employees|reports|associates|engineers|nurses|agents|accountants|analysts|technicians|reps|drivers|workers|leads|managers|members)\\b`,
  ].join('|'),
  'gim',
);

/** The taxonomy's Leadership skill, by id (undefined if the taxonomy has none). */
let leadershipId: number | null | undefined;
export function leadershipSkillId(): number | undefined {
  if (leadershipId === undefined) leadershipId = lookupSkill('leadership')?.id ?? null;
  return leadershipId ?? undefined;
}

/** Where a text shows leadership by a verb: each match's span and its words (trimmed). */
export function leadingPhrases(text: string): { start: number; end: number; text: string }[] {
  const out: { start: number; end: number; text: string }[] = [];
  LEADING.lastIndex = 0;
  for (const m of text.matchAll(LEADING)) {
    const raw = m[0];
    const lead = raw.length - raw.replace(/^[\s\n;•·▪‣◦●*–-]+/, '').length;
    const start = m.index + lead;
    // "Lead engineer on the payments team" is a role, not an action
    const next = /^\s+([A-Za-z-]+)/.exec(text.slice(m.index + raw.length))?.[1]?.toLowerCase();
    if (/^(?:lead|led)$/i.test(raw.slice(lead).trim()) && next && TITLE_HEADS.has(next)) continue;
    out.push({ start, end: m.index + raw.length, text: raw.slice(lead) });
    if (out.length >= 20) break;
  }
  return out;
}

/** Does a text show leadership by a verb? */
export function showsLeading(text: string): boolean {
  return leadingPhrases(text).length > 0;
}
