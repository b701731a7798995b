import {
  CJK_TITLE_WORDS,
  COMPANY_MARKERS,
  SCHOOL_RE,
  SENIORITY_WORDS,
  TITLE_HEADS,
} from '../text/lexicon';
import { COUNTRIES } from '../text/places';

/** Feature scoring helpers shared by the field extractors. */

const US_STATES =
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR ON BC AB QC NS MB SK NB NL UK'.split(
    ' ',
  );
const REGION_PHRASES = new Set<string>();
for (const r of `alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming|ontario|quebec|british columbia|alberta|usa|u.s.a|us|united states|united kingdom|uk|england|scotland|wales|ireland|canada|india|china|hong kong|singapore|australia|new zealand|germany|france|spain|italy|netherlands|belgium|sweden|norway|denmark|finland|poland|portugal|switzerland|austria|japan|korea|south korea|taiwan|vietnam|thailand|malaysia|indonesia|philippines|pakistan|bangladesh|sri lanka|nepal|uae|united arab emirates|saudi arabia|qatar|israel|egypt|nigeria|kenya|south africa|brazil|mexico|argentina|chile|colombia|peru|karnataka|telangana|maharashtra|tamil nadu|kerala|andhra pradesh|uttar pradesh|madhya pradesh|gujarat|rajasthan|punjab|haryana|west bengal|odisha|orissa|bihar|delhi|goa|jharkhand|chhattisgarh|assam|uttarakhand|himachal pradesh|remote`.split(
  '|',
))
  REGION_PHRASES.add(r);
// every country and the provinces written instead of one ("Amman, Jordan", "Lagos, Nigeria")
for (const name of Object.keys(COUNTRIES)) REGION_PHRASES.add(name);

// city names in any Latin, Greek or Cyrillic script ("Kraków, Poland", "Poznań, Poland")
const CITY_REGION =
  /^(\p{Lu}[\p{L}\p{M}.'’-]+(?:\s+\p{Lu}[\p{L}\p{M}.'’-]+){0,2}),\s*([\p{L}\p{M}. ]{2,25})$/u;

/** "Austin, TX", "Guangzhou, China", "Hyderabad, Telangana", "Remote". */
export function isLocation(text: string): boolean {
  const t = text
    .trim()
    .replace(/[()]/g, '')
    .replace(/\s*-\s*$/, '');
  if (/^remote$/i.test(t) || /^(?:remote|hybrid|on-?site)\s*[(,/-]/i.test(t)) return true;
  const m = CITY_REGION.exec(t);
  if (m && (COMPANY_MARKERS.test(m[1]!) || SCHOOL_RE.test(m[1]!) || /\b[A-Z]{2,}\b/.test(m[1]!)))
    return false;
  if (m) {
    const region = m[2]!.trim();
    if (
      US_STATES.includes(region.replace(/\./g, '').toUpperCase()) &&
      region.replace(/\./g, '').length === 2
    )
      return !hasTitleWord(m[1]!);
    if (REGION_PHRASES.has(region.toLowerCase())) return !hasTitleWord(m[1]!);
    // "City, State, Country"
    const parts = region.split(/\s*,\s*/);
    if (parts.some((p) => REGION_PHRASES.has(p.toLowerCase()))) return true;
    return false;
  }
  return REGION_PHRASES.has(t.toLowerCase()) && t.length > 2;
}

/** Finds a location at the end of a string ("Acme Corp Austin, TX" -> "Austin, TX"). */
export function splitTrailingLocation(text: string): { rest: string; location: string } {
  const t = text.trim();
  if (isLocation(t)) return { rest: '', location: t.replace(/[()]/g, '').replace(/\s*-\s*$/, '') };
  const words = t.split(/\s+/);
  for (let k = Math.min(5, words.length - 1); k >= 1; k--) {
    const tail = words.slice(words.length - k).join(' ');
    if (/,/.test(tail) && isLocation(tail) && !/^[,(]/.test(tail)) {
      return {
        rest: words
          .slice(0, words.length - k)
          .join(' ')
          .replace(/[\s,|–-]+$/, ''),
        location: tail.replace(/[()]/g, '').replace(/\s*-\s*$/, ''),
      };
    }
  }
  return { rest: t, location: '' };
}

function lowerWords(text: string): string[] {
  return text.toLowerCase().match(/[a-z][a-z-]*/g) ?? [];
}

export function hasTitleWord(text: string): boolean {
  if (CJK_TITLE_WORDS.test(text)) return true;
  return lowerWords(text).some((w) => TITLE_HEADS.has(w) || TITLE_HEADS.has(w.replace(/s$/, '')));
}

export function titleScore(text: string): number {
  const ws = lowerWords(text);
  const cjk = CJK_TITLE_WORDS.test(text);
  if (!ws.length && !cjk) return -10;
  let s = 0;
  if (cjk || ws.some((w) => TITLE_HEADS.has(w))) s += 3;
  if (ws.some((w) => SENIORITY_WORDS.has(w))) s += 0.5;
  if (COMPANY_MARKERS.test(text)) s -= 2.5;
  if (isLocation(text)) s -= 6;
  if (ws.length > 8) s -= 3;
  if (/\d/.test(text)) s -= 1;
  if (/\.com\b/i.test(text)) s -= 3;
  return s;
}

export function companyScore(text: string): number {
  const ws = lowerWords(text);
  if (!ws.length && !/[\p{L}]/u.test(text)) return -10;
  let s = 0.5;
  if (COMPANY_MARKERS.test(text)) s += 3;
  if (/\.com\b|\.io\b|\.ai\b/i.test(text)) s += 2;
  if (/\b[A-Z]{2,}\b/.test(text)) s += 0.5;
  if (CJK_TITLE_WORDS.test(text) || ws.some((w) => TITLE_HEADS.has(w))) s -= 2;
  if (isLocation(text)) s -= 6;
  if (ws.length > 8) s -= 2;
  return s;
}

/** Split an entry header line into its parts: "Title | Company | City, ST", "Title - Company", "Title at Company". */
export function splitSegments(text: string, splitAt = true): string[] {
  return text
    .split(
      splitAt
        ? /\s+[|•·–—]\s+|\s*\|\s*|\s+-\s+|\s{3,}|\t|\s+@\s+|\s+at\s+(?=[A-Z0-9])|\s*[–—]\s*$|\s+-$/
        : /\s+[|•·–—]\s+|\s*\|\s*|\s+-\s+|\s{3,}|\t|\s*[–—]\s*$|\s+-$/,
    )
    .map((s) => s.replace(/^[\s,;:|–—-]+|[\s,;:|–—-]+$/g, '').trim())
    .filter((s) => s.length > 0);
}

// The look-behinds start a match only at the beginning of a run of address characters, so a long
// run without a match is scanned once, not once per character (linear on hostile text).
export const EMAIL_RE = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
export const PHONE_RE =
  /(?<![\w/.-])(?:\+?\d{1,3}[\s.-]?)?(?:\(\d{2,5}\)\s?|\d{2,5}[\s.-]?)\d{3,4}[\s.-]?\d{3,5}(?![\w/-])/g;
export const URL_RE =
  /(?<![a-z0-9.-])(?:https?:\/\/[^\s|,;)]+|www\.[^\s|,;)]+|(?:[a-z0-9-]+\.)*(?:linkedin\.com|github\.com|gitlab\.com|behance\.net|dribbble\.com|medium\.com|stackoverflow\.com|twitter\.com|x\.com|kaggle\.com|indeed\.com)\/[^\s|,;)]*)/gi;

export function findPhone(text: string): string {
  PHONE_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = PHONE_RE.exec(text))) {
    const digits = m[0].replace(/\D/g, '');
    if (digits.length < 10 || digits.length > 15) continue;
    // not a year range such as "2019-2021"
    if (/^(?:19|20)\d\d\s*[-–]\s*(?:19|20)\d\d$/.test(m[0].trim())) continue;
    return m[0].trim();
  }
  return '';
}
