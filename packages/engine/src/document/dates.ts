/**
 * Dates in the resume document. The builder edits a date as a month and a year, kept as
 * "2021-03" (or "2021" when only the year is known); resumes write them in many ways ("03/2021",
 * "Mar 2021", "March 2021", "2021-03", "2021"). A date read from text is kept in the builder's
 * form whenever it names exactly a month and year or a year, and as written otherwise (a season,
 * a range, anything else), so nothing the resume says is lost or made more precise than written.
 */
import { parseDate } from '../text/dates';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A word before the year that is a month's name ("Mar", "Sept.", "March,"). */
const MONTH_WORD =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?,?$/i;
/** The builder's own form: a year, or a year and a two-digit month. */
const BUILDER_FORM = /^(\d{4})(?:-(0[1-9]|1[0-2]))?$/;

/** A date as the resume wrote it, in the builder's form ("03/2021" is "2021-03"). */
export function builderDate(written: string): string {
  const t = written.trim();
  if (!t || BUILDER_FORM.test(t)) return t;
  // a word before the year that is no month ("Summer 2019", "Expected 2026") stays as written
  const word = /^(\p{L}+\.?,?)\s/u.exec(t)?.[1];
  if (word && !MONTH_WORD.test(word)) return t;
  const d = parseDate(t);
  if (!d) return t;
  return d.month ? `${d.year}-${String(d.month).padStart(2, '0')}` : String(d.year);
}

/** A date in the builder's form as a resume prints it ("2021-03" is "Mar 2021"). */
export function printedDate(value: string): string {
  const t = value.trim();
  const m = BUILDER_FORM.exec(t);
  if (!m?.[2]) return t;
  return `${MONTHS[Number(m[2]) - 1]} ${m[1]}`;
}
