/**
 * The title index's compact tables (src/occupation/compact.ts) answer as the plain maps they
 * replace: a key's entry, an entry's words and candidates, and the one-edit typo index.
 */
import { describe, expect, it } from 'vitest';
import { DeleteIndex, KeyTableBuilder, Vocabulary, packLists } from '../src/occupation/compact';
import { titleIndex } from '../src/occupation/title-index';

/** A small deterministic generator, so a failure names the same words every run. */
function random(seed: number) {
  return () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

function randomWords(count: number, next: () => number, letters = 'abcde'): string[] {
  return Array.from({ length: count }, () => {
    const length = 1 + Math.floor(next() * 7);
    return Array.from({ length }, () => letters[Math.floor(next() * letters.length)]).join('');
  });
}

/** What the typo index held before: every word under itself and each one-letter deletion. */
function naiveDeletes(words: readonly string[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const w of words)
    for (const d of [w, ...[...w].map((_, i) => w.slice(0, i) + w.slice(i + 1))]) {
      const list = map.get(d) ?? [];
      list.push(w);
      map.set(d, list);
    }
  return map;
}

describe('KeyTable', () => {
  it('finds every key it was given, and nothing else', () => {
    const next = random(7);
    const vocabulary = new Vocabulary();
    const builder = new KeyTableBuilder(vocabulary);
    const plain = new Map<string, number>();
    const candidates: number[][] = [];
    for (let i = 0; i < 3000; i++) {
      const words = randomWords(1 + Math.floor(next() * 3), next);
      const key = words.join(' ');
      const entry = builder.add(words);
      if (!plain.has(key)) plain.set(key, plain.size);
      expect(entry).toBe(plain.get(key));
      (candidates[entry] ??= []).push(i);
    }
    const table = builder.build(packLists(candidates));
    expect(table.size).toBe(plain.size);
    for (const [key, entry] of plain) {
      expect(table.get(key)).toBe(entry);
      expect(table.text(entry)).toBe(key);
      expect([...table.candidates(entry)]).toEqual(candidates[entry]);
    }
    for (const key of ['', 'zz', 'a  b', ' a', 'a b c d e', 'unknown words']) {
      expect(table.get(key)).toBe(plain.get(key));
    }
  });
});

describe('DeleteIndex', () => {
  it('returns the same words as a map of every one-letter deletion', () => {
    const next = random(11);
    const words = [...new Set(randomWords(2000, next))];
    const index = new DeleteIndex(words);
    const naive = naiveDeletes(words);
    const probes = [...naive.keys(), ...randomWords(2000, next, 'abcdef'), '', 'é', 'abcdefghij'];
    for (const key of probes) {
      const want = [...(naive.get(key) ?? [])].sort();
      expect([...index.get(key)].sort(), key).toEqual(want);
    }
  });

  it('compares UTF-16 code units, as slicing does', () => {
    const index = new DeleteIndex(['café', 'naïve', 'x😀y']);
    expect(index.get('caf')).toEqual(['café']);
    expect(index.get('nave')).toEqual(['naïve']);
    // a deletion may split a surrogate pair, as String.prototype.slice would
    expect(index.get('x\ud83dy')).toEqual(['x😀y']);
  });
});

describe('the title index', () => {
  it('holds each O*NET title under its words, with its candidates', () => {
    const ix = titleIndex();
    const entry = ix.full.get('software developer');
    expect(entry).toBeDefined();
    expect(ix.full.text(entry!)).toBe('software developer');
    const occs = [...ix.full.candidates(entry!)].map((p) => ix.occs[p >> 4]!.code);
    expect(occs).toContain('15-1252.00');
    expect(ix.idf.has('developer')).toBe(true);
    expect(ix.idf.get('no-such-word')).toBeUndefined();
    expect(ix.postings.get('developer')!.length).toBeGreaterThan(10);
  });
});
