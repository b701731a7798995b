import { wordSet } from '../text/words';
import type { ContactInfo } from '../types';
import { hasTitleWord, isLocation, splitSegments, EMAIL_RE, URL_RE, findPhone } from './fields';
import type { Line } from './lines';
import { detectHeading } from './sections';
import { COMPANY_MARKERS } from '../text/lexicon';

/** Step 4a: contact details. Name by feature scoring over the first lines; e-mail, phone and links by pattern. */
export function extractContact(header: Line[], allText: string): ContactInfo {
  const headerText = header.map((l) => l.text).join('\n');
  const email = (EMAIL_RE.exec(headerText) ?? EMAIL_RE.exec(allText))?.[0] ?? '';
  const phone = findPhone(headerText) || findPhone(allText.slice(0, 2000));
  const links: string[] = [];
  const seen = new Set<string>();
  for (const src of [headerText, allText]) {
    URL_RE.lastIndex = 0;
    for (const m of src.matchAll(URL_RE)) {
      const url = m[0].replace(/[.)]+$/, '');
      if (email && email.includes(url)) continue;
      const k = url
        .toLowerCase()
        .replace(/^https?:\/\//, '')
        .replace(/^www\./, '')
        .replace(/\/$/, '')
        .replace(/\?.*$/, '');
      if (seen.has(k)) continue;
      seen.add(k);
      links.push(url);
    }
    if (links.length) break;
  }
  let phoneNumber = phone;
  for (const line of header.slice(0, 10)) {
    for (const seg of splitSegments(line.text, false)) {
      if (seg.length > 200) continue;
      // "ASP.NET" is a name, not an address
      const bare = /^[A-Z.]+$/.test(seg) ? undefined : BARE_LINK.exec(seg)?.[1];
      const k = bare
        ?.toLowerCase()
        .replace(/^www\./, '')
        .replace(/\/$/, '');
      if (bare && k && !seen.has(k) && !(email && email.toLowerCase().endsWith(k))) {
        seen.add(k);
        links.push(bare);
      }
      phoneNumber ||= phoneSegment(seg);
    }
  }
  return {
    name: findName(header),
    email,
    phone: phoneNumber,
    location: findLocation(header),
    links,
  };
}

/**
 * A Chinese, Japanese or Korean full name as written on a resume: two to four Han or Hangul
 * characters ("王小明", "김민준"), or family and given name apart ("山田 太郎", "ヤマダ・タロウ").
 */
const CJK_NAME =
  /^(?:\p{Script=Han}{2,4}|\p{Script=Hangul}{2,4}|[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ー]{1,5}[ \u3000・][\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ー]{1,5})$/u;
/** Words of CJK resume headings and labels that are never a name ("个人简历", "工作经历"). */
const CJK_NOT_NAME =
  /简历|履歴|이력|经历|經歷|经验|教育|技能|工作|联系|聯繫|个人|個人|求职|職歴|学歴|자기|경력|학력|연락/u;

const MAX_NAME_CHARS = 80;

/** A title before a name ("Dr. Amal Haddad", "Prof. Li Wei"). */
const HONORIFIC = /^(?:dr|prof|mr|mrs|ms|mx|miss|sir|dame|rev|eng|ing)\.?\s+(?=\p{Lu})/iu;
/** Post-nominals written in mixed case ("PhD" and "P.Eng." have two capitals and need no list). */
const MIXED_CASE_POSTNOMINAL = wordSet(
  'jr sr esq msc bsc ma ba meng beng mphil dphil mres med bed mfa bfa msw msn dnp mba',
);

/**
 * Letters after a name: a degree, licence or generational suffix ("RN", "BSN", "CPA", "PhD",
 * "P.Eng.", "FNP-BC", "Jr."), one word of at most ten characters with two capitals or from the
 * short list above; never a company's legal form ("LLC") or a region ("TX" is left to isLocation).
 */
function isPostNominal(w: string): boolean {
  if (!/^\p{Lu}[\p{L}.&-]{0,9}$/u.test(w) || COMPANY_MARKERS.test(w)) return false;
  if ((w.match(/\p{Lu}/gu) ?? []).length >= 2) return true;
  return MIXED_CASE_POSTNOMINAL.has(w.replace(/\./g, '').toLowerCase());
}

/**
 * The name proper inside a name as written: without a title before it, the post-nominals after
 * it ("Jane Doe, CPA", "Dr. Amal Haddad, PhD") and a second form of it in brackets or quotes
 * ("王小明 (Xiaoming Wang)", "Robert "Bob" Smith", "Sam Lee (he/him)").
 */
export function nameCore(written: string): string {
  let t = written.trim().replace(HONORIFIC, '');
  const parts = t.split(/\s*,\s*/);
  while (parts.length > 1 && isPostNominal(parts[parts.length - 1]!)) parts.pop();
  t = parts.join(', ');
  return t
    .replace(/\s*(?:\([^()]{1,40}\)|（[^（）]{1,40}）|["“][^"“”]{1,30}["”])\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function nameScore(seg: string, lineIdx: number): number {
  const written = seg.trim();
  // The longest names people write on a resume run to about 60 characters.
  if (!written || written.length > MAX_NAME_CHARS) return -100;
  if (/[@\d\\:]/.test(written) || /\.(?:com|io|net|org)\b/i.test(written)) return -100;
  if (isLocation(written)) return -100;
  const t = nameCore(written);
  if (!t || /[/]/.test(t)) return -100;
  const position = lineIdx === 0 ? 3 : lineIdx === 1 ? 1 : 0;
  if (CJK_NAME.test(t)) return CJK_NOT_NAME.test(t) ? -100 : 6 + position;
  const words = t.split(/\s+/);
  let s = 0;
  if (words.length >= 2 && words.length <= 4) s += 3;
  else if (words.length === 1 || words.length === 5) s += 0;
  else return -100;
  // Capitalised words in any Latin, Greek or Cyrillic script ("Zoë Łukasz", "José Núñez").
  if (words.every((w) => /^\p{Lu}[\p{L}\p{M}'’.-]*$/u.test(w))) s += 3;
  if (/^[\p{L}\p{M} .'’-]+$/u.test(t)) s += 1;
  if (hasTitleWord(t)) s -= 4;
  if (isLocation(t)) s -= 6;
  if (/\b(?:resume|curriculum|vitae|cv|profile|summary)\b/i.test(t)) s -= 8;
  return s + position;
}

function findName(header: Line[]): string {
  let best = '';
  let bestScore = 3.5;
  header.slice(0, 8).forEach((line, i) => {
    if (detectHeading(line)) return;
    const segs = splitSegments(line.text);
    for (const seg of segs.slice(0, 2)) {
      const cleaned = seg.replace(/^(?:name\s*[:-]\s*)/i, '').trim();
      const sc = nameScore(cleaned, i);
      if (sc > bestScore) {
        bestScore = sc;
        best = cleaned;
      }
    }
  });
  return best;
}

/**
 * The location as written: a part of a header line that is a place ("Austin, TX"), or that
 * starts with one and says more about where the candidate works ("Kraków, Poland / Remote (US
 * hours)", "Berlin, Germany (open to relocation)"): the whole part, never only the place.
 */
function findLocation(header: Line[]): string {
  for (const line of header.slice(0, 10)) {
    const m = /^(?:location|address)\s*[:-]\s*(.+)$/i.exec(line.text);
    if (m) return m[1]!.trim();
    for (const seg of splitSegments(line.text)) {
      const s = seg.replace(/^(?:based in|located in)\s+/i, '');
      if (isLocation(s) && !/^remote$/i.test(s)) return s.replace(/\s*-\s*$/, '');
      if (s.length > 80 || EMAIL_RE.test(s) || findPhone(s)) continue;
      const place = s.split(/\s+\/\s+|\s*[(（;·]\s*|\s+or\s+/)[0]!;
      if (place !== s && isLocation(place) && !/^remote$/i.test(place)) return s;
    }
  }
  return '';
}

/**
 * A link written without its scheme or a host the URL pattern knows ("marta.dev",
 * "mkowalczyk.github.io/ledgerlint", "Portfolio: janedoe.com"): one word with a dot and a
 * common top-level domain, in a header line. Never an e-mail address.
 */
const BARE_LINK =
  /^(?:[a-z][a-z ]{1,20}:\s*)?((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:com|dev|io|me|net|org|co|ai|app|page|site|tech|info|xyz|design|blog|pro|portfolio|eu|uk|de|pl|fr|es|it|nl|ca|in|au)(?:\/[^\s|,;]*)?)$/i;

/** A phone number in any national format the pattern misses ("+33 6 12 34 56 78", "600 123 456"). */
function phoneSegment(seg: string): string {
  const t = seg.replace(/^(?:phone|tel|mobile|mob|cell|ph)\.?\s*[:-]?\s*/i, '').trim();
  if (!/^\+?[\d\s().-]+$/.test(t)) return '';
  const digits = t.replace(/\D/g, '').length;
  if (digits < 7 || digits > 15) return '';
  if (/^(?:19|20)\d\d\s*[-–]\s*(?:19|20)\d\d$/.test(t)) return '';
  return t;
}
