/**
 * Which occupation a typed title means, for the salary negotiator and the career planner: the
 * matcher's best guess, or the one the user picked from the top matches, or (when nothing in
 * the title reads as an occupation) the figures for all US occupations, said plainly.
 */
import {
  matchOccupation,
  type OccupationCandidate,
  type OccupationMatch,
} from '../occupation/match';
import { occupationByCode } from '../occupation/data';

export interface ResolvedOccupation {
  /** O*NET-SOC code ("29-1141.00"), or "00-0000" for all occupations */
  code: string;
  title: string;
  /** how sure the match is, 0..1 (1 when the user chose it) */
  confidence: number;
  /** how it was found */
  method: 'exact' | 'normalized' | 'fuzzy' | 'chosen' | 'none';
  /** what the page tells the user about the match */
  note: string;
  /** the other occupations the title could mean, most likely first (the page offers them) */
  alternatives: OccupationCandidate[];
}

/** BLS's row for every occupation together. */
export const ALL_OCCUPATIONS = { code: '00-0000', title: 'All Occupations' } as const;

/**
 * The matcher's alternatives, with the first-line supervisor reading of a "lead" title
 * ("Warehouse Lead", "Shift Lead") first when the matcher did not offer it: employers and BLS
 * often file leads as supervisors.
 */
function withLeadReading(title: string, match: OccupationMatch): OccupationCandidate[] {
  if (!/\blead\b/i.test(title)) return match.alternatives;
  const lead = matchOccupation(title.replace(/\blead\b/gi, 'Supervisor'));
  if (!lead || lead.code === match.code || match.alternatives.some((a) => a.code === lead.code))
    return match.alternatives;
  const confidence = Math.round(Math.min(lead.confidence, match.confidence) * 900) / 1000;
  return [{ code: lead.code, title: lead.title, confidence }, ...match.alternatives].slice(0, 5);
}

const pct = (x: number) => `${Math.round(x * 100)}%`;

/**
 * The occupation for a typed title. A valid `chosenCode` (an O*NET-SOC code the user picked)
 * wins; the title's top matches still come back as alternatives so the page can offer them.
 */
export function resolveOccupation(title: string, chosenCode?: string | null): ResolvedOccupation {
  const found = matchOccupation(title);
  const match = found ? { ...found, alternatives: withLeadReading(title, found) } : null;
  const candidates: OccupationCandidate[] = match
    ? [
        { code: match.code, title: match.title, confidence: match.confidence },
        ...match.alternatives,
      ]
    : [];
  if (chosenCode) {
    const chosen = occupationByCode(chosenCode);
    if (chosen) {
      return {
        code: chosen.code,
        title: chosen.title,
        confidence: 1,
        method: 'chosen',
        note: `You chose ${chosen.title} (SOC ${chosen.soc}) for "${title}".`,
        alternatives: candidates.filter((c) => c.code !== chosen.code),
      };
    }
  }
  if (!match) {
    return {
      ...ALL_OCCUPATIONS,
      confidence: 0,
      method: 'none',
      note: `"${title}" did not match any occupation we know, so these are the figures for all US occupations together. Try a more common title (e.g. "Registered Nurse", "Software Developer").`,
      alternatives: [],
    };
  }
  const sure =
    match.confidence >= 0.8
      ? `a confident match (${pct(match.confidence)})`
      : match.confidence >= 0.5
        ? `a likely match (${pct(match.confidence)}); check it`
        : `a weak match (${pct(match.confidence)}): pick another occupation below if this is not your job`;
  return {
    code: match.code,
    title: match.title,
    confidence: match.confidence,
    method: match.method,
    note: `"${title}" read as ${match.title} (SOC ${match.code.slice(0, 7)}): ${sure}.`,
    alternatives: match.alternatives,
  };
}
