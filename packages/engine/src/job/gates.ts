/**
 * Hard gates of a posting: what an employer screens on before reading anything else (a security
 * clearance, a citizenship or work-authorisation rule, a professional licence, an advanced degree).
 * Each gate keeps the posting's own words, so the breakdown can say why it counts.
 */
import { degreeLevelsIn, type DegreeLevel } from '../text/lexicon';
import type { JobSentence } from './sections';

export type GateKind = 'clearance' | 'authorisation' | 'licence' | 'degree';

export interface JobGate {
  kind: GateKind;
  /** the posting's sentence, shortened */
  text: string;
  /** false when the posting only prefers it */
  required: boolean;
}

/** What the posting reads beside its skills (kept apart from JobAnalysis so that its shape stays as it is). */
export interface JobRequirements {
  gates: JobGate[];
  /** the highest degree level the posting names in its requirements (a PhD in "MS or PhD"), 0 when none */
  highestDegree: DegreeLevel;
}

const GATE_RULES: Array<[GateKind, RegExp]> = [
  [
    'clearance',
    /\b(?:security clearance|(?:active|current|secret|top secret|ts\/sci|ts|dod|public trust)\s+clearance|clearance (?:is )?required|ts\/sci|top secret|polygraph|obtain (?:and maintain )?(?:a|an)\s+(?:\w+\s+){0,2}clearance)\b/i,
  ],
  [
    'authorisation',
    /\b(?:u\.?s\.? citizen(?:ship)?|citizenship (?:is )?required|must be a (?:u\.?s\.? )?citizen|(?:not|unable to|cannot|will not|won't|do not|does not) (?:\w+\s+){0,2}sponsor\w*|no (?:visa )?sponsorship|without (?:the need for )?(?:current or future )?(?:visa )?sponsorship|authori[sz]ed to work in|eligible to work in|right to work in|green card holders?|permanent residen\w*)\b/i,
  ],
  [
    'licence',
    /\b(?:(?:active|current|valid|unrestricted|state)\s+(?:\w+\s+){0,3}licen[cs]e|licen[cs]ed (?:as an? |in the state)|(?:rn|lpn|cpa|pe|bar|pharmacist|nursing|driver'?s?|cdl|teaching) licen[cs]e|licen[cs]ure|admitted to the bar|board[- ]certifi\w*)\b/i,
  ],
];

const shorten = (t: string) => (t.length > 160 ? `${t.slice(0, 157).trimEnd()}...` : t);

/** The posting's gates and the highest degree it names, from its requirement sentences. */
export function findRequirements(sentences: JobSentence[]): JobRequirements {
  const gates: JobGate[] = [];
  let highestDegree: DegreeLevel = 0;
  for (const s of sentences) {
    if (s.section === 'about' || s.section === 'benefits') continue;
    const text = s.text.slice(0, 600);
    const required = !(s.cue === 'preferred' || s.section === 'preferred');
    for (const [kind, re] of GATE_RULES) {
      if (!re.test(text)) continue;
      const prev = gates.find((g) => g.kind === kind);
      if (!prev) gates.push({ kind, text: shorten(text.trim()), required });
      else if (required && !prev.required) Object.assign(prev, { text: shorten(text), required });
    }
    if (/\b(?:degree|ph\.?d|doctorate|master|bachelor|m\.?s\.?|b\.?s\.?)\b/i.test(text)) {
      const levels = degreeLevelsIn(text);
      const top = levels[levels.length - 1];
      if (top !== undefined && top > highestDegree) highestDegree = top;
    }
  }
  return { gates, highestDegree };
}
