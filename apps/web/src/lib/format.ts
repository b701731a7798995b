/** A day as the app writes it: "Mar 14, 2025". */
export const SHORT_DATE: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
};

/** "Feb 18, 2025" from an ISO date; '' for a date that does not parse. */
export function formatDate(iso: string, locale = 'en-US'): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleDateString(locale, SHORT_DATE);
}

/** First letters of the first two words: "Priya Raman" -> "PR". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/** "1 bullet", "3 bullets": a count and its noun, plural but for one. */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "Backend Engineer at Acme", either part alone, or '' when neither is known. */
export const roleAt = (jobTitle: string | null | undefined, company: string | null | undefined) =>
  [jobTitle, company].filter(Boolean).join(' at ');

/** 0.25 -> "25%": a share as a whole percent. */
export const percent = (share: number) => `${Math.round(share * 100)}%`;

/** "retail" -> "Retail": the first letter upper-case, the rest as it is. */
export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "resumesTailored" -> "Resumes tailored". */
export function humanizeKey(key: string): string {
  return capitalize(key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase());
}

/** US dollars with no decimals (spec part 2 §9): "$85,000". */
export function usd(amount: number): string {
  return `${amount < 0 ? '-' : ''}$${Math.round(Math.abs(amount)).toLocaleString('en-US')}`;
}

/** 38 -> "38th". */
export function ordinal(n: number): string {
  const v = Math.round(n);
  const mod100 = v % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${v}th`;
  return `${v}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[v % 10] ?? 'th'}`;
}
