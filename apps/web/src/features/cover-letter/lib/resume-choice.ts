/** The generator's resume choice: none, one of the user's resumes, or a saved tailored one. */

export type ResumeChoice = 'none' | `resume:${number}` | `saved:${number}`;

export interface ResumeIds {
  resumeId: number | null;
  savedResumeId: number | null;
}

export function choiceIds(choice: string): ResumeIds {
  const m = /^(resume|saved):(\d+)$/.exec(choice);
  if (!m) return { resumeId: null, savedResumeId: null };
  const id = Number(m[2]);
  return m[1] === 'resume'
    ? { resumeId: id, savedResumeId: null }
    : { resumeId: null, savedResumeId: id };
}

export function choiceOf(ids: Partial<ResumeIds>): ResumeChoice {
  if (ids.resumeId != null) return `resume:${ids.resumeId}`;
  if (ids.savedResumeId != null) return `saved:${ids.savedResumeId}`;
  return 'none';
}

/** The average of the three ATS analysis scores, rounded: the toast's "out of 100". */
export const averageScore = (a: {
  atsScore: number;
  personalityScore: number;
  relevanceScore: number;
}) => Math.round((a.atsScore + a.personalityScore + a.relevanceScore) / 3);
