import { describe, expect, it } from 'vitest';
import { normalizeText } from '../src/text/normalize';
import { parseResume } from '../src';

describe('normalizeText', () => {
  it('returns clean text unchanged', () => {
    const clean = 'Jane Doe\nEngineer\n\n- Built things';
    expect(normalizeText(clean)).toBe(clean);
  });

  it('repairs line endings, odd spaces, tabs, mojibake and trailing spaces', () => {
    expect(normalizeText('a\r\nb\rc')).toBe('a\nb\nc');
    expect(normalizeText('a\u00a0b\u200b c \nd ')).toBe('a b c\nd');
    expect(normalizeText('a\tb\t\nc')).toBe('a    b\nc');
    expect(normalizeText('â€¢ Led team â€“ 2020 \nÂ ok')).toBe('• Led team – 2020\n ok');
  });

  it('parses the same resume whether or not it needs repairs', () => {
    const text =
      'Jane Doe\njane@example.com\n\nExperience\nEngineer | Acme Inc | 2019 - 2021\n- Built APIs';
    const messy = text.replace(/\n/g, ' \r\n').replace(/ - /g, '\u00a0-\u00a0');
    expect(parseResume(messy)).toEqual(parseResume(text));
  });
});
