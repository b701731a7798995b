import data from '../../data/taxonomy.json';
import { tokenize, type Token } from '../text/tokenize';
import { inContext } from './context';
export { readInContext } from './context';

export type SkillCategory =
  'hard' | 'tool' | 'language' | 'soft' | 'certification' | 'spoken-language';

export interface Skill {
  id: number;
  name: string;
  category: SkillCategory;
  aliases: readonly string[];
  /** broader skills this one demonstrates (PostgreSQL -> SQL) */
  implies: readonly number[];
}

/** One occurrence of a skill in a text. */
export interface SkillMention {
  skillId: number;
  /** surface text as written */
  text: string;
  start: number;
  end: number;
}

const CATEGORY: Record<string, SkillCategory> = {
  l: 'language',
  t: 'tool',
  h: 'hard',
  s: 'soft',
  c: 'certification',
  n: 'spoken-language',
};

interface Terminal {
  skillId: number;
  /** exact surface tokens required (case-sensitive aliases) */
  exact?: readonly string[];
  /**
   * Accepted lower-case surfaces of a one-word form. Stems are fine across words of a phrase
   * ("managed teams" ~ "manage team") but a single word must be that word or its plural:
   * otherwise "solid" would read as Solidity, "code" as coding and "report to" as Reporting.
   */
  surfaces?: ReadonlySet<string>;
}

function singleWordSurfaces(word: string, soft: boolean, tool: boolean): Set<string> {
  const w = word.toLowerCase();
  // the plural of a quality names things, not the quality ("initiatives" are projects, not initiative)
  if (soft) return new Set([w]);
  // a product's name has no plural: "canvas" is not two Canvas; an acronym has ("PLCs")
  if (tool && /^[A-Z]/.test(word) && !/^[A-Z0-9]+$/.test(word)) return new Set([w]);
  const out = new Set([w, `${w}s`, `${w}es`]);
  if (/[^aeiou]y$/.test(w)) out.add(`${w.slice(0, -1)}ies`);
  if (w.endsWith('s')) out.add(w.slice(0, -1));
  return out;
}
interface TrieNode {
  next: Map<string, TrieNode> | undefined;
  terminals: Terminal[] | undefined;
}

interface Index {
  skills: Skill[];
  byName: Map<string, number>;
  compounds: Set<string>;
  root: TrieNode;
}

let index: Index | undefined;

const COMPOUND_CHARS = /[._/&'’+#-]/;

function build(): Index {
  const rows = (data as { skills: string[][] }).skills;
  const skills: Skill[] = [];
  const byName = new Map<string, number>();
  const compounds = new Set<string>();
  const pending: Array<{ id: number; forms: string[]; implies: string }> = [];

  rows.forEach((row, id) => {
    const [name = '', cat = 'h', aliasStr = '', impliesStr = ''] = row;
    const aliases = aliasStr ? aliasStr.split(';') : [];
    skills.push({
      id,
      name,
      category: CATEGORY[cat] ?? 'hard',
      aliases: aliases.map((a) => a.replace(/^=/, '')),
      implies: [],
    });
    byName.set(name.toLowerCase(), id);
    const caseSensitiveName = aliases.includes('=' + name);
    const forms = [
      caseSensitiveName ? '=' + name : name,
      ...aliases.filter((a) => a !== '=' + name),
    ];
    pending.push({ id, forms, implies: impliesStr });
  });
  for (const p of pending) {
    for (const f of p.forms) {
      for (const w of f.replace(/^=/, '').toLowerCase().split(/\s+/)) {
        if (COMPOUND_CHARS.test(w.slice(1)) || /^[.+#]/.test(w) || /[+#]$/.test(w))
          compounds.add(w);
        // hyphenated compounds are also matched split, so "e-commerce" and "e commerce" both work
      }
    }
  }
  const root: TrieNode = { next: undefined, terminals: undefined };
  const insert = (form: string, skillId: number) => {
    const exact = form.startsWith('=');
    const phrase = exact ? form.slice(1) : form;
    const toks = tokenize(phrase, compounds);
    if (!toks.length) return;
    let node = root;
    for (const t of toks) {
      node.next ??= new Map();
      let child = node.next.get(t.key);
      if (!child) {
        child = { next: undefined, terminals: undefined };
        node.next.set(t.key, child);
      }
      node = child;
    }
    node.terminals ??= [];
    if (exact) {
      node.terminals.push({ skillId, exact: toks.map((t) => t.text) });
      return;
    }
    if (toks.length === 1) {
      const existing = node.terminals.find((x) => x.skillId === skillId && x.surfaces);
      const category = skills[skillId]!.category;
      const surfaces = singleWordSurfaces(toks[0]!.text, category === 'soft', category === 'tool');
      if (existing) for (const w of surfaces) (existing.surfaces as Set<string>).add(w);
      else node.terminals.push({ skillId, surfaces });
      return;
    }
    if (node.terminals.some((x) => x.skillId === skillId && !x.exact && !x.surfaces)) return;
    node.terminals.push({ skillId });
  };
  for (const p of pending) {
    for (const f of p.forms) insert(f, p.id);
    const skill = skills[p.id]!;
    if (p.implies) {
      skill.implies = p.implies
        .split(';')
        .map((n) => byName.get(n.toLowerCase()))
        .filter((x): x is number => x !== undefined);
    }
  }
  return { skills, byName, compounds, root };
}

function idx(): Index {
  index ??= build();
  return index;
}

/** All skills in the taxonomy. */
export function allSkills(): readonly Skill[] {
  return idx().skills;
}

export function getSkill(id: number): Skill {
  const s = idx().skills[id];
  if (!s) throw new RangeError(`unknown skill id ${id}`);
  return s;
}

/** Tokenize with the taxonomy's compound words ("node.js", "c++", "ci/cd") kept whole. */
export function tokenizeText(text: string): Token[] {
  return tokenize(text, idx().compounds);
}

function terminalMatches(term: Terminal, toks: Token[], from: number, to: number): boolean {
  if (term.exact) {
    if (term.exact.length !== to - from) return false;
    for (let i = 0; i < term.exact.length; i++)
      if (toks[from + i]!.text !== term.exact[i]) return false;
    if (term.exact.length === 1 && term.exact[0]!.length === 1 && toks[from]!.attached)
      return false;
  }
  if (term.surfaces && !term.surfaces.has(toks[from]!.text.toLowerCase())) return false;
  return true;
}

/** Find skill mentions in pre-tokenized text: leftmost-longest, never across punctuation. */
export function matchTokens(toks: Token[]): SkillMention[] {
  const { root } = idx();
  const out: SkillMention[] = [];
  let i = 0;
  while (i < toks.length) {
    let node: TrieNode | undefined = root;
    let best: { end: number; skillId: number } | undefined;
    for (let j = i; j < toks.length; j++) {
      const t = toks[j]!;
      if (j > i && t.gap) break;
      node = node.next?.get(t.key);
      if (!node) break;
      if (node.terminals) {
        for (const term of node.terminals) {
          if (terminalMatches(term, toks, i, j + 1)) {
            best = { end: j + 1, skillId: term.skillId };
            break;
          }
        }
      }
    }
    if (best) {
      const first = toks[i]!;
      const last = toks[best.end - 1]!;
      out.push({ skillId: best.skillId, text: '', start: first.start, end: last.end });
      i = best.end;
    } else i++;
  }
  return out;
}

/**
 * The mentions that mean their skill in `text` (the text their offsets point into): "act" the
 * verb is not the Act! CRM, "$62,000 CAD" is money (see context.ts).
 */
export function mentionsInContext(mentions: SkillMention[], text: string): SkillMention[] {
  return inContext(mentions, text, (id) => idx().skills[id]!.name);
}

/** Find skill mentions in a text. */
export function findSkills(text: string): SkillMention[] {
  const mentions = mentionsInContext(matchTokens(tokenizeText(text)), text);
  for (const m of mentions) m.text = text.slice(m.start, m.end);
  return mentions;
}

/** Resolve a free-text skill name ("JS", "k8s", "NodeJS") to its taxonomy entry, if any. */
export function lookupSkill(name: string): Skill | undefined {
  const trimmed = name.trim();
  if (!trimmed) return undefined;
  const direct = idx().byName.get(trimmed.toLowerCase());
  if (direct !== undefined) return idx().skills[direct];
  const toks = tokenizeText(trimmed);
  const ms = matchTokens(toks);
  const first = ms[0];
  if (
    first &&
    ms.length === 1 &&
    first.start === toks[0]?.start &&
    first.end === toks[toks.length - 1]?.end
  ) {
    return idx().skills[first.skillId];
  }
  return undefined;
}

export const isSoft = (s: Skill): boolean => s.category === 'soft';
