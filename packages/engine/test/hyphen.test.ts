/**
 * A word split by a hyphen at a line's end is joined whole: the hyphen stays when it is part of
 * the word ("exactly-once", "end-to-end", "double-entry") and goes when it only marked the split
 * ("manage-ment" -> "management"); never "exactly- once". See src/text/hyphen.ts for the rule.
 */
import { describe, expect, it } from 'vitest';
import { parseResume } from '../src';
import { joinSplitWords, joinWrapped, keepsHyphen, wordsOfLines } from '../src/text/hyphen';
import { normalizeText } from '../src/text/normalize';

describe('joinWrapped', () => {
  it.each([
    // the halves make no word: the hyphen is the word's own
    ['with exactly-', 'once booking', 'with exactly-once booking'],
    ['end-to-', 'end tests', 'end-to-end tests'],
    ['double-', 'entry ledger', 'double-entry ledger'],
    ['patient-', 'centered care', 'patient-centered care'],
    ['a self-', 'serve suite', 'a self-serve suite'],
    // a known compound keeps its hyphen
    ['cross-', 'functional teams', 'cross-functional teams'],
    ['event-', 'driven services', 'event-driven services'],
    // the halves make a known word: the hyphen only marked the split
    ['manage-', 'ment of teams', 'management of teams'],
    ['develop-', 'ment', 'development'],
    ['Kuber-', 'netes clusters', 'Kubernetes clusters'],
    ['a pipe-', 'line of deals', 'a pipeline of deals'],
    ['design and commis-', 'sioning', 'design and commissioning'],
    ['imple-', 'mented a cache', 'implemented a cache'],
    // a suspended hyphen keeps its space; other lines join with one space
    ['pre-', 'and post-sales', 'pre- and post-sales'],
    ['Cut costs by 30% across', 'three regions', 'Cut costs by 30% across three regions'],
    ['2019-', '2021', '2019-2021'],
  ])('"%s" + "%s" -> "%s"', (left, right, joined) => {
    expect(joinWrapped(left, right)).toBe(joined);
  });

  it('drops a soft hyphen always', () => {
    expect(joinWrapped('exactly\u00ad', 'once')).toBe('exactlyonce');
  });

  it("takes the text's own spelling first", () => {
    // the text writes "data-base" elsewhere: keep; "deadline" elsewhere: drop
    expect(keepsHyphen('data', 'base', wordsOfLines(['our data-base team']))).toBe(true);
    expect(keepsHyphen('data', 'base')).toBe(false);
    expect(keepsHyphen('exactly', 'once', wordsOfLines(['exactlyonce is a name']))).toBe(false);
  });

  it('never lets the halves of the split vouch for themselves', () => {
    const w = wordsOfLines(['- Built a pipe-', '  line of deals']);
    expect(w.words.has('pipe')).toBe(false);
    expect(w.words.has('line')).toBe(false);
    expect(w.words.has('of')).toBe(true);
  });

  it('never leaves "word- word" for any pair of halves', () => {
    const halves = [
      'exactly',
      'manage',
      'once',
      'ment',
      'data',
      'base',
      'x',
      'Ünïcode',
      'co',
      'op',
    ];
    for (const a of halves)
      for (const b of halves)
        expect(joinWrapped(`${a}-`, `${b} rest`)).not.toMatch(/\p{L}- \p{L}/u);
  });
});

describe('the parser joins split words', () => {
  it('in a wrapped bullet, whatever case the next line starts in', () => {
    const r = parseResume(
      [
        'Marta Nowak',
        'marta@example.com',
        '',
        'EXPERIENCE',
        'Senior Backend Engineer, Allegro | Mar 2021 - Present',
        '- Designed an idempotent settlement API in Go that processes 2.3 million transactions a day',
        '  with exactly-',
        '  once booking into the ledger',
        '- Led the manage-',
        '  ment of a multi-',
        '  Region failover',
      ].join('\n'),
    );
    expect(r.experience[0]!.bullets).toEqual([
      'Designed an idempotent settlement API in Go that processes 2.3 million transactions a day with exactly-once booking into the ledger',
      'Led the management of a multi-Region failover',
    ]);
  });

  it('in a summary', () => {
    const r = parseResume(
      'Jo Park\njo@example.com\n\nSUMMARY\nBackend engineer who builds end-to-\nend payment systems.\n\nSKILLS\nGo',
    );
    expect(r.summary).toBe('Backend engineer who builds end-to-end payment systems.');
  });

  it('removes soft hyphens inside a line and joins at one that ends a line', () => {
    expect(normalizeText('man\u00adage\u00adment')).toBe('management');
    const r = parseResume(
      'Jo Park\njo@example.com\n\nEXPERIENCE\nEngineer | Acme Corp\n2019 - 2021\n- Led the manage\u00ad\n  ment of teams',
    );
    expect(r.experience[0]!.bullets).toEqual(['Led the management of teams']);
  });
});

describe('joinSplitWords (a document reader’s text)', () => {
  it('joins each word split at a line end and keeps every other line break', () => {
    const text = [
      'EXPERIENCE',
      '• Designed a settlement API with exactly-',
      'once booking into the ledger',
      '• Led the manage-',
      'ment of four engineers',
      '• Pre- and post-sales support',
      'Front-',
      'End Developer',
    ].join('\n');
    expect(joinSplitWords(text).split('\n')).toEqual([
      'EXPERIENCE',
      '• Designed a settlement API with exactly-once booking into the ledger',
      '• Led the management of four engineers',
      '• Pre- and post-sales support',
      'Front-',
      'End Developer',
    ]);
  });

  it('leaves a text without a split word as it is', () => {
    const text = 'A line\n\n• another - with a dash\n';
    expect(joinSplitWords(text)).toBe(text);
  });
});
