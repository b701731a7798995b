import { parseResume } from '@careerforge/engine';
import type { Letterhead } from '../../lib/documents/letter';

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
