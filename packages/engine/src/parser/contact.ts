import type { ContactInfo } from '../types';
import { hasTitleWord, isLocation, splitSegments, EMAIL_RE, URL_RE, findPhone } from './fields';
import type { Line } from './lines';
import { detectHeading } from './sections';

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
  return { name: findName(header), email, phone, location: findLocation(header), links };
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

function nameScore(seg: string, lineIdx: number): number {
  const t = seg.trim();
  if (!t || /[@\d/\\:]/.test(t) || /\.(?:com|io|net|org)\b/i.test(t)) return -100;
  // The longest names people write on a resume run to about 60 characters.
  if (t.length > MAX_NAME_CHARS) return -100;
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

function findLocation(header: Line[]): string {
  for (const line of header.slice(0, 10)) {
    const m = /^(?:location|address)\s*[:-]\s*(.+)$/i.exec(line.text);
    if (m) return m[1]!.trim();
    for (const seg of splitSegments(line.text)) {
      const s = seg.replace(/^(?:based in|located in)\s+/i, '');
      if (isLocation(s) && !/^remote$/i.test(s)) return s.replace(/\s*-\s*$/, '');
    }
  }
  return '';
}
