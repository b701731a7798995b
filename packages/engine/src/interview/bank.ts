/** The question bank written for the product (data/interview-questions.json). */
import raw from '../../data/interview-questions.json';
import type { Difficulty, InterviewType } from './types';

export interface BankQuestion {
  text: string;
  difficulty: Difficulty;
  competency: string;
  /** only asked in software roles */
  software: boolean;
}

interface RawEntry {
  q: string;
  d: string;
  c: string;
  s?: boolean;
}

let cache: Record<InterviewType, BankQuestion[]> | undefined;

/** Every bank question of a type. */
export function bankQuestions(type: InterviewType): readonly BankQuestion[] {
  cache ??= Object.fromEntries(
    Object.entries(raw.types as Record<string, RawEntry[]>).map(([t, list]) => [
      t,
      list.map((e) => ({
        text: e.q,
        difficulty: e.d as Difficulty,
        competency: e.c,
        software: e.s === true,
      })),
    ]),
  ) as Record<InterviewType, BankQuestion[]>;
  return cache[type];
}
