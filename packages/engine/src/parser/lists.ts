import type { ProjectEntry, SkillGroup } from '../types';
import { findDateRanges, findDates } from '../text/dates';
import type { Line } from './lines';
import { splitInlineBullets } from './lines';
import { groupEntries } from './experience';
import { joinWrappedLines } from '../text/hyphen';

/** Split a list on commas, semicolons, pipes and bullets, respecting parentheses. */
export function splitList(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of text) {
    if (ch === '(' || ch === '[') depth++;
    if (ch === ')' || ch === ']') depth = Math.max(0, depth - 1);
    if (depth === 0 && /[,;|•●▪■◆►➢➤✓✔❖·]/.test(ch)) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map(cleanSkill).filter((s) => s.length > 0 && s.length <= 60);
}

function cleanSkill(s: string): string {
  return s
    .replace(/\((?:[^)]*\b(?:years?|months?|yrs?)\b[^)]*)\)/gi, '')
    .replace(/[-–]\s*(?:exprience|experience)\s*[-–:]?\s*\d+\s*(?:months?|years?)/gi, '')
    .replace(/^(?:and|&)\s+/i, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.:*-]+|[\s.:*-]+$/g, '')
    .trim();
}

/** Step 4f: skills, flat and as groups ("Languages: Python, Java"). */
export function parseSkills(lines: Line[]): { skills: string[]; groups: SkillGroup[] } {
  const skills: string[] = [];
  const groups: SkillGroup[] = [];
  const seen = new Set<string>();
  const add = (s: string, group: SkillGroup | null) => {
    const k = s.toLowerCase();
    if (group) group.items.push(s);
    if (seen.has(k)) return;
    seen.add(k);
    skills.push(s);
  };
  for (const line of lines) {
    const m = /^([A-Za-z][A-Za-z &/+-]{1,40}?)\s*:\s*(.+)$/.exec(line.text);
    if (m) {
      const group: SkillGroup = { label: m[1]!.trim(), items: [] };
      groups.push(group);
      for (const s of splitList(m[2]!)) add(s, group);
      continue;
    }
    for (const part of splitInlineBullets(line.text)) for (const s of splitList(part)) add(s, null);
  }
  return {
    skills,
    groups:
      groups.length >= 1 && groups.reduce((n, g) => n + g.items.length, 0) >= skills.length * 0.6
        ? groups
        : [],
  };
}

/** Step 4g: certification lines. */
export function parseCertifications(lines: Line[]): string[] {
  return lines.map((l) => l.text.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** Step 4h: projects: a name line (optionally "| technologies" and dates), a description and bullets. */
export function parseProjects(lines: Line[]): ProjectEntry[] {
  const out: ProjectEntry[] = [];
  for (const block of groupEntries(lines, { headsBullets: true })) {
    let name = '';
    let technologies = '';
    let date = '';
    const extra: string[] = [];
    for (const h of block.header) {
      let t = h.text;
      const r = findDateRanges(t)[0];
      if (r) {
        date ||= t.slice(r.index, r.index + r.length).trim();
        t = t.slice(0, r.index) + t.slice(r.index + r.length);
      } else {
        const d = findDates(t);
        const last = d[d.length - 1];
        if (
          last &&
          /[\s|,(]$|^$/.test(t.slice(0, last.index)) &&
          t.slice(last.index + last.text.length).trim().length <= 1
        ) {
          date ||= last.text;
          t = t.slice(0, last.index);
        }
      }
      t = t.replace(/^\d+[.)]\s*/, '').replace(/^project\s*(?:title|name)?\s*[:-]\s*/i, '');
      const parts = t
        .split(/\s*\|\s*|\s+[–—]\s+/)
        .map((p) => p.replace(/^[\s,;:-]+|[\s,;:(-]+$/g, '').trim())
        .filter(Boolean);
      if (!name) {
        name = parts[0] ?? '';
        if (parts.length > 1) technologies = parts.slice(1).join(', ');
      } else if (parts.length) extra.push(parts.join(' | '));
    }
    const description = joinWrappedLines([
      ...extra,
      ...block.content.filter((c) => !c.bullet).map((c) => c.text),
    ]);
    const bullets = block.content.filter((c) => c.bullet).map((c) => c.text);
    if (!name && !description && !bullets.length) continue;
    const p: ProjectEntry = { name, description, bullets };
    if (technologies) p.technologies = technologies;
    if (date) p.date = date;
    out.push(p);
  }
  return out;
}
