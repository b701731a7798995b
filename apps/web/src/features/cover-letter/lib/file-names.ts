/** File names of a letter's downloads. */

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * The editor's downloads: cover-letter-{company or position}.txt (and .pdf, .docx): the company
 * when one is given, else the job title, safe on every file system ("Acme Corp." -> acme-corp).
 */
export function letterFileName(
  companyName?: string | null,
  jobTitle?: string | null,
  extension: 'txt' | 'pdf' | 'docx' = 'txt',
): string {
  const part = slug(companyName?.trim() || jobTitle?.trim() || '');
  return part ? `cover-letter-${part}.${extension}` : `cover-letter.${extension}`;
}

/** The title a letter is saved under unless the user types another. */
export function defaultLetterTitle(jobTitle?: string | null, companyName?: string | null): string {
  const job = jobTitle?.trim();
  const company = companyName?.trim();
  if (job && company) return `${job} at ${company}`;
  if (company) return `Cover letter for ${company}`;
  if (job) return `${job} cover letter`;
  return 'Cover letter';
}
