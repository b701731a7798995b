import { ACTION_VERBS_PRESENT } from '../text/lexicon';
import { wordSet } from '../text/words';

/** A skill phrase in free text: an activity ("reducing costs", "manage renewals") or the object of "experience in", "knowledge of". */
export interface SkillPhrase {
  text: string;
  start: number;
  end: number;
}

const NOT_SKILL_VERBS = wordSet(
  'looking working joining offering including being having using getting making going coming following according regarding seeking hiring reporting starting ranging covering something anything everything nothing morning evening during bring thing things interesting exciting amazing outstanding leading existing ongoing growing rewarding challenging competing',
);
const LEADERS =
  /^(?:(?:and|or|also|including|e\.?g\.?|such as|as well as|you will be|you will|will be|will|to|be|is|are|responsible for|experience (?:of|in|with)|knowledge of|understanding of|proficiency (?:in|with)|ability to|able to|skilled in|expertise in|capable of|focus on|key responsibilities will include|responsibilities include|duties include)\s+)+/i;
const CLAUSE = /[^;:•,()\n.!?]+/g;
const STOP_AFTER =
  /\s+(?:in order|so that|which|who|where|when|while|within|during|across|for the|for our|to ensure|as part of|as and when|on a|in a timely|with the|and the)\b.*$/i;

function isActivity(word: string): boolean {
  const w = word.toLowerCase();
  if (NOT_SKILL_VERBS.has(w)) return false;
  if (w.length >= 6 && w.endsWith('ing')) return true;
  return ACTION_VERBS_PRESENT.has(w) && !w.endsWith('s');
}

/** Activity and object phrases of a job text (used for skill extraction beyond the taxonomy). */
export function extractSkillPhrases(text: string): SkillPhrase[] {
  const out: SkillPhrase[] = [];
  CLAUSE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = CLAUSE.exec(text))) {
    let clause = m[0];
    let start = m.index;
    const lead = /^\s*/.exec(clause)![0].length;
    clause = clause.slice(lead);
    start += lead;
    const l = LEADERS.exec(clause);
    const ledBy = l ? l[0] : '';
    const body = clause.slice(ledBy.length);
    const words = body.split(/\s+/).filter(Boolean);
    if (words.length < 2) continue;
    const objectLead =
      /(?:experience (?:of|in|with)|knowledge of|understanding of|proficiency (?:in|with)|expertise in|skilled in)\s+$/i.test(
        ledBy,
      );
    if (!objectLead && !isActivity(words[0]!)) continue;
    let phrase = words.slice(0, 7).join(' ').replace(STOP_AFTER, '');
    phrase = phrase.replace(
      /\s+(?:is|are|would be|will be)\s+(?:needed|required|essential|desirable|preferred|a plus|an advantage|beneficial).*$/i,
      '',
    );
    phrase = phrase.replace(/\s+(?:and|or|to|of|the|a|an|with|in|for|is|are)$/i, '');
    if (phrase.split(/\s+/).length < 2) continue;
    const s = start + ledBy.length + (body.length - body.trimStart().length);
    out.push({ text: phrase, start: s, end: s + phrase.length });
  }
  return out;
}
