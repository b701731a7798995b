import { describe, expect, it } from 'vitest';
import {
  applyDecisions,
  diffResume,
  rejectHunk,
  splitLines,
  wordParts,
} from '../src/components/resume-editor/diff';

const ORIGINAL = [
  'JORDAN RIVERA',
  'Backend Software Engineer',
  '',
  'SUMMARY',
  'Engineer with about 6 years of experience.',
  '',
  'EXPERIENCE',
  '• Owned nightly batch jobs',
  '• Supported on-call rotation',
  '• Mentored 2 junior engineers',
  '',
  'SKILLS',
  'Go, PostgreSQL',
].join('\n');

const TAILORED = [
  'JORDAN RIVERA',
  'Backend Software Engineer',
  '',
  'SUMMARY',
  'Backend engineer with about 6 years of experience in Go and PostgreSQL.',
  '',
  'EXPERIENCE',
  '• Led nightly batch jobs',
  '• Took part in the on-call rotation',
  '• Mentored 2 junior engineers',
  '',
  'SKILLS',
  'Go, PostgreSQL, Kubernetes',
  'Prometheus, Grafana',
].join('\n');

describe('diffResume', () => {
  it('joins back into the current text exactly', () => {
    for (const [a, b] of [
      [ORIGINAL, TAILORED],
      [TAILORED, ORIGINAL],
      ['', TAILORED],
      [ORIGINAL, ''],
      [ORIGINAL, ORIGINAL],
      ['a\r\nb\r\n', 'a\nc\n'],
      ['one\ntwo', 'one\ntwo\n'],
    ] as const) {
      const diff = diffResume(a, b);
      expect(applyDecisions(diff, new Set())).toBe(b);
    }
  });

  it('has no changes for identical texts', () => {
    expect(diffResume(ORIGINAL, ORIGINAL).hunks).toEqual([]);
    expect(diffResume('a\r\nb', 'a\nb').hunks).toEqual([]);
  });

  it('gives each reworded line its own change and keeps additions together', () => {
    const { hunks } = diffResume(ORIGINAL, TAILORED);
    expect(hunks.map((h) => [h.before, h.after])).toEqual([
      [
        'Engineer with about 6 years of experience.\n',
        'Backend engineer with about 6 years of experience in Go and PostgreSQL.\n',
      ],
      ['• Owned nightly batch jobs\n', '• Led nightly batch jobs\n'],
      ['• Supported on-call rotation\n', '• Took part in the on-call rotation\n'],
      ['Go, PostgreSQL\n', 'Go, PostgreSQL, Kubernetes\nPrometheus, Grafana\n'],
    ]);
    expect(hunks.map((h) => h.index)).toEqual([0, 1, 2, 3]);
  });

  it('takes back one change and leaves every other one', () => {
    const diff = diffResume(ORIGINAL, TAILORED);
    const text = rejectHunk(diff, 1);
    expect(text).toContain('• Owned nightly batch jobs');
    expect(text).not.toContain('• Led nightly batch jobs');
    expect(text).toContain('Took part in the on-call rotation');
    expect(text).toContain('Prometheus, Grafana');
    // the taken-back change is no longer a change; the others still are
    const after = diffResume(ORIGINAL, text);
    expect(after.hunks.map((h) => h.key)).toEqual(
      diff.hunks.filter((h) => h.index !== 1).map((h) => h.key),
    );
  });

  it('taking back every change gives the original', () => {
    const diff = diffResume(ORIGINAL, TAILORED);
    expect(applyDecisions(diff, new Set(diff.hunks.map((h) => h.index)))).toBe(ORIGINAL);
  });

  it('takes back a removal and an addition at the very end', () => {
    const removed = diffResume(ORIGINAL, ORIGINAL.replace('\nSKILLS\nGo, PostgreSQL', ''));
    expect(removed.hunks).toHaveLength(1);
    expect(removed.hunks[0]!.after).toBe('');
    expect(rejectHunk(removed, 0)).toBe(ORIGINAL);

    const added = diffResume(ORIGINAL, `${ORIGINAL}\nAWARDS\nEngineering award, 2023`);
    expect(added.hunks).toHaveLength(1);
    expect(added.hunks[0]!.before).toBe('');
    expect(rejectHunk(added, 0)).toBe(ORIGINAL);
  });

  it('keeps decisions stable by content while the text is edited elsewhere', () => {
    const diff = diffResume(ORIGINAL, TAILORED);
    const edited = TAILORED.replace('JORDAN RIVERA', 'Jordan Rivera');
    const keys = new Set(diffResume(ORIGINAL, edited).hunks.map((h) => h.key));
    for (const h of diff.hunks) expect(keys.has(h.key)).toBe(true);
  });
});

describe('wordParts', () => {
  it('marks only the words that changed', () => {
    const { hunks } = diffResume(ORIGINAL, TAILORED);
    const parts = wordParts(hunks[1]!);
    expect(parts.filter((p) => p.removed).map((p) => p.value.trim())).toEqual(['Owned']);
    expect(parts.filter((p) => p.added).map((p) => p.value.trim())).toEqual(['Led']);
    /** The text the parts spell out, leaving out the added or the removed ones. */
    const without = (side: 'added' | 'removed') =>
      parts
        .filter((p) => !p[side])
        .map((p) => p.value)
        .join('');
    expect(without('added')).toBe(hunks[1]!.before);
    expect(without('removed')).toBe(hunks[1]!.after);
  });

  it('marks a pure addition or removal as a whole', () => {
    expect(wordParts({ index: 0, key: '', before: '', after: 'New line\n' })).toEqual([
      { value: 'New line\n', added: true, removed: false },
    ]);
    expect(wordParts({ index: 0, key: '', before: 'Old line\n', after: '' })).toEqual([
      { value: 'Old line\n', added: false, removed: true },
    ]);
  });
});

describe('splitLines', () => {
  it('keeps the line breaks', () => {
    expect(splitLines('a\nb\n\nc')).toEqual(['a\n', 'b\n', '\n', 'c']);
    expect(splitLines('')).toEqual([]);
  });
});
