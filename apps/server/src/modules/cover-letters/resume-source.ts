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

/**
 * The resume's first line when it reads as a name line, as written ("王小明 (Xiaoming Wang), RN,
 * BSN"): no contact detail, no heading, no sentence. The parser may not read such a line as a
 * name; the letterhead still prints it, as the person wrote it.
 */
function nameLineOf(resumeText: string): string {
  const first =
    resumeText
      .slice(0, 2000)
      .split('\n')
      .map((l) => l.trim())
      .find(Boolean) ?? '';
  if (!first || first.length > 80 || /[@:|•·/\d]|https?|www\./i.test(first)) return '';
  if (/^(?:resume|résumé|cv|curriculum vitae|objective|summary|profile|contact)\b/i.test(first))
    return '';
  // a job title is no name ("Senior Backend Engineer")
  if (
    /\b(?:engineer|developer|manager|nurse|analyst|designer|teacher|accountant|specialist|director|consultant|assistant|coordinator|technician|officer|scientist|representative|executive)s?$/i.test(
      first,
    )
  )
    return '';
  // a name line has letters of some script and few words (and no sentence)
  return /\p{L}/u.test(first) && first.split(/\s+/).length <= 8 && !/[.!?]$/.test(first)
    ? first
    : '';
}

/** The name and contact details at the top of a resume, for a letter's letterhead. */
export function letterheadOf(resumeText: string): Letterhead | null {
  const { contact } = parseResume(resumeText);
  const head = {
    name: contact.name.trim() || nameLineOf(resumeText),
    email: contact.email.trim(),
    phone: contact.phone.trim(),
    location: contact.location.trim(),
    links: contact.links.map((l) => l.trim()).filter(Boolean),
  };
  return head.name || head.email || head.phone ? head : null;
}
