/**
 * The move the planner plans: the two roles matched to O*NET occupations, how sure the matches
 * are and how related the occupations are.
 */
import { occupationRecord, similarOccupations } from '../occupation/data';
import { ALL_OCCUPATIONS, resolveOccupation, type ResolvedOccupation } from '../salary/resolve';
import { sharesLineOfWork } from './skills';
import type { CareerInput } from './types';

export interface Move {
  cur: ResolvedOccupation;
  tgt: ResolvedOccupation;
  /** the target role matched an occupation */
  known: boolean;
  /** the current role matched an occupation with a record */
  curKnown: boolean;
  /** both roles are the same occupation */
  same: boolean;
  /** the roles in the user's words, for the plan's sentences (O*NET titles are plural) */
  currentRole: string;
  targetRole: string;
  /** the current role as typed, only trimmed (named whole when it matches no occupation) */
  currentRoleAsTyped: string;
  /** the target occupation's title, or the user's words when it matched none */
  tgtTitle: string;
  /** how sure the title matches are, 0..1 */
  matchSure: number;
  /** the target title names the current line of work */
  sameLine: boolean;
  /** 0..1: SOC structure and shared technologies, at least 0.6 within one line of work */
  relatedness: number;
}

/** The two roles matched to occupations (or the codes the user picked), and how related they are. */
export function resolveMove(input: CareerInput): Move {
  const cur = resolveOccupation(
    input.currentRole.trim().slice(0, 200),
    input.currentOccupationCode,
  );
  const tgt = resolveOccupation(input.targetRole.trim().slice(0, 200), input.targetOccupationCode);
  const targetRole = input.targetRole.trim().slice(0, 200);
  const currentRole = input.currentRole.trim().slice(0, 200);
  const known = tgt.code !== ALL_OCCUPATIONS.code;
  const same = known && cur.code === tgt.code;
  const classified =
    !known || cur.code === ALL_OCCUPATIONS.code ? 0 : similarOccupations(cur.code, tgt.code);
  // "Nurse" -> "Nurse Manager": a target title that names the current line of work is a step
  // up in it, however far apart the SOC classification files the two
  const sameLine = sharesLineOfWork(currentRole, targetRole);
  return {
    cur,
    tgt,
    known,
    curKnown: cur.code !== ALL_OCCUPATIONS.code && !!occupationRecord(cur.code),
    same,
    currentRole,
    targetRole,
    currentRoleAsTyped: input.currentRole.trim(),
    tgtTitle: known ? tgt.title : targetRole,
    matchSure: Math.min(
      cur.method === 'none' ? 0 : cur.confidence,
      tgt.method === 'none' ? 0 : tgt.confidence,
    ),
    sameLine,
    relatedness: sameLine ? Math.max(classified, 0.6) : classified,
  };
}
