/**
 * Whether a location lies outside the United States, and in which country. Our wage data are
 * BLS's, US only, so a person negotiating in Dubai or Manchester must be told the figures are
 * not about their market (and the script must not quote them to a local employer). Read only
 * when no US state was recognised ("Athens, GA" is Georgia, US; "Athens, Greece" is not).
 */
import { CITIES, COUNTRIES } from '../text/places';

/** Canadian province and Australian state codes after a comma ("Toronto, ON", "Sydney NSW"). */
const REGION_CODES: Record<string, string> = {
  ON: 'Canada',
  QC: 'Canada',
  BC: 'Canada',
  AB: 'Canada',
  MB: 'Canada',
  SK: 'Canada',
  NS: 'Canada',
  NB: 'Canada',
  NL: 'Canada',
  PE: 'Canada',
  NSW: 'Australia',
  VIC: 'Australia',
  QLD: 'Australia',
  TAS: 'Australia',
  ACT: 'Australia',
};

/** Words that mean the United States itself: never "outside". */
const US_WORDS = /\b(usa|u\.s\.a?\.?|us|united states(?: of america)?|america)\b/i;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function longestFirst(table: Record<string, string>): [RegExp, string][] {
  return Object.keys(table)
    .sort((a, b) => b.length - a.length)
    .map((name) => [
      // "Mexico" is not "New Mexico"; letters of any script bound the name
      new RegExp(`(?<![\\p{L}.])(?<!new )${escape(name)}(?![\\p{L}])`, 'iu'),
      table[name]!,
    ]);
}

const COUNTRY_PATTERNS = longestFirst(COUNTRIES);
const CITY_PATTERNS = longestFirst(CITIES);

/**
 * The country outside the US a location names ("Dubai, UAE" -> "the United Arab Emirates",
 * "Manchester" -> "the United Kingdom", "Toronto, ON" -> "Canada"), or null when it names the
 * US, nothing we know, or nothing at all. Call it only when no US state was recognised.
 */
export function countryOutsideUs(location: string | null | undefined): string | null {
  if (typeof location !== 'string') return null;
  const text = location.slice(0, 200).trim();
  if (!text) return null;
  // "Remote (US)", "Austin, USA": the US, even without a state
  const withoutUs = text.replace(US_WORDS, ' ');
  if (withoutUs !== text && !/[a-z]{3,}/i.test(withoutUs.replace(/\bremote\b/gi, ''))) return null;
  for (const [pattern, country] of COUNTRY_PATTERNS) if (pattern.test(text)) return country;
  const code = /(?:,\s*|\s)([A-Z]{2,3})\.?\s*$/.exec(text)?.[1];
  if (code && REGION_CODES[code]) return REGION_CODES[code];
  for (const [pattern, country] of CITY_PATTERNS) if (pattern.test(text)) return country;
  return null;
}
