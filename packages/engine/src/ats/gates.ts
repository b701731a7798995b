/**
 * The posting's hard gates against the resume: a clearance, a work-authorisation rule, a licence
 * or a degree above the candidate's. A gate the resume meets counts in full; one it does not show
 * counts nothing when required (half when only preferred). A work-authorisation rule the resume
 * says nothing about is unknown, not failed: most people do not write their status on a resume.
 */
import type { GateKind, JobReading } from '../job/analyze';
import { DEGREE_LEVEL_NAMES } from '../text/lexicon';
import type { ResumeProfile } from './profile';

export interface GateResult {
  kind: GateKind;
  required: boolean;
  /** true met, false not shown, null unknown */
  met: boolean | null;
  /** why, in plain words, with the posting's own sentence */
  reason: string;
}

const EVIDENCE: Record<Exclude<GateKind, 'degree'>, RegExp> = {
  clearance: /\b(?:clearance|ts\/sci|top secret|public trust|polygraph)\b/i,
  authorisation:
    /\b(?:citizen(?:ship)?|green card|permanent resident|authori[sz]ed to work|work authori[sz]ation|right to work|eligible to work)\b/i,
  licence:
    /\blicen[cs](?:e|ed|ure)\b|\b(?:RN|LPN|CPA|P\.?E\.?|CDL)\b(?![a-z])|\bboard[- ]certified\b/,
};
/** A resume that says its holder needs a visa does not meet a no-sponsorship rule. */
const NEEDS_SPONSOR = /\b(?:requires?|need|needs|will need) (?:visa )?sponsorship\b/i;

const NAMES: Record<GateKind, string> = {
  clearance: 'security clearance',
  authorisation: 'work authorisation',
  licence: 'licence',
  degree: 'degree',
};

export function gateResults(job: JobReading, profile: ResumeProfile): GateResult[] {
  const req = job.requirements;
  if (!req) return [];
  const text = profile.text.slice(0, 20000);
  const out: GateResult[] = [];
  for (const g of req.gates) {
    if (g.kind === 'degree') continue;
    let met: boolean | null = EVIDENCE[g.kind].test(text);
    if (g.kind === 'authorisation') met = NEEDS_SPONSOR.test(text) ? false : met || null;
    const how = g.required ? 'asks for' : 'prefers';
    out.push({
      kind: g.kind,
      required: g.required,
      met,
      reason: `The posting ${how} a ${NAMES[g.kind]} ("${g.text}"); ${
        met === true
          ? 'your resume mentions one.'
          : met === null
            ? 'your resume does not say, so this is not counted against you.'
            : 'your resume does not show one.'
      }`,
    });
  }
  const top = req.highestDegree;
  if (top > profile.degreeLevel && top >= 3) {
    const required = !!job.education?.required && job.education.level > profile.degreeLevel;
    out.push({
      kind: 'degree',
      required,
      met: false,
      reason: `The posting names ${DEGREE_LEVEL_NAMES[top]}${required ? ' as required' : ''}; your resume shows ${DEGREE_LEVEL_NAMES[profile.degreeLevel]}.`,
    });
  }
  return out;
}

/**
 * 0..100: the mean over the gates the resume can answer (met 100, not shown 0 when required, 50
 * when only preferred); null when there are none (an unknown gate is left out).
 */
export function gateScore(gates: readonly GateResult[]): number | null {
  const known = gates.filter((g) => g.met !== null);
  if (!known.length) return null;
  const each = known.map((g): number => (g.met ? 100 : g.required ? 0 : 50));
  return each.reduce((a, b) => a + b, 0) / each.length;
}
