/**
 * A saved letter's download: the title lowercased with every non-alphanumeric replaced by an
 * underscore, then the extension ("Engineer at Acme!" -> engineer_at_acme_.txt).
 */
export function savedLetterFileName(title: string, extension: 'txt' | 'pdf' | 'docx'): string {
  const base = title.toLowerCase().replace(/[^a-z0-9]/g, '_');
  return `${/[a-z0-9]/.test(base) ? base : 'cover_letter'}.${extension}`;
}
