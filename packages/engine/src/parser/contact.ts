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

function nameScore(seg: string, lineIdx: number): number {
  const t = seg.trim();
  if (!t || /[@\d/\\:]/.test(t) || /\.(?:com|io|net|org)\b/i.test(t)) return -100;
  const words = t.split(/\s+/);
  let s = 0;
  if (words.length >= 2 && words.length <= 4) s += 3;
  else if (words.length === 1 || words.length === 5) s += 0;
  else return -100;
  if (words.every((w) => /^[A-Z][a-zA-Z'’.-]*$/.test(w) || /^[A-Z][A-Z'’.-]+$/.test(w))) s += 3;
  if (/^[A-Za-z .'’-]+$/.test(t)) s += 1;
  if (hasTitleWord(t)) s -= 4;
  if (isLocation(t)) s -= 6;
  if (/\b(?:resume|curriculum|vitae|cv|profile|summary)\b/i.test(t)) s -= 8;
  s += lineIdx === 0 ? 3 : lineIdx === 1 ? 1 : 0;
  return s;
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
