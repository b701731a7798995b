import { parseResume } from '@careerforge/engine';
import type { Executor } from '../../db/query';
import type { Letterhead } from '../../lib/documents/letter';
import { notFound } from '../../lib/errors';
import { resumesRepo, savedResumesRepo } from '../resumes/repo';

/** The resume a letter is written from: one of the user's resumes, or saved (tailored) resumes. */
export interface ChosenResume {
  text: string;
  title: string;
  resumeId: number | null;
  savedResumeId: number | null;
}

export interface ResumeChoice {
  resumeId: number | null;
  savedResumeId: number | null;
}

/**
 * Reads the chosen resume of this user; none chosen is null. An id that is not one of the
 * user's answers 404, exactly as one that does not exist.
 */
export async function chosenResume(
  db: Executor,
  userId: string,
  choice: ResumeChoice,
): Promise<ChosenResume | null> {
  if (choice.savedResumeId !== null) {
    const row = await savedResumesRepo(db).get(userId, choice.savedResumeId);
    if (!row) throw notFound('Resume');
    return { text: row.content, title: row.title, resumeId: null, savedResumeId: row.id };
  }
  if (choice.resumeId !== null) {
    const row = await resumesRepo(db).get(userId, choice.resumeId);
    if (!row) throw notFound('Resume');
    return { text: row.content, title: row.title, resumeId: row.id, savedResumeId: null };
  }
  return null;
}

/** The name and contact details at the top of a resume, for a letter's letterhead. */
export function letterheadOf(resumeText: string): Letterhead | null {
  const { contact } = parseResume(resumeText);
  const head = {
    name: contact.name.trim(),
    email: contact.email.trim(),
    phone: contact.phone.trim(),
    location: contact.location.trim(),
    links: contact.links.map((l) => l.trim()).filter(Boolean),
  };
  return head.name || head.email || head.phone ? head : null;
}
