import { describe, expect, it } from 'vitest';
import { toolScoreTone } from '../src/components/ui/score';
import { ordinal, usd } from '../src/lib/format';
import { parseSkills } from '../src/features/career-planner/lib/state';
import { expectEach } from './each';

describe('salary and career helpers', () => {
  it('colours salary and career scores: 80+ green, 60-79 yellow, else red', () => {
    expectEach(toolScoreTone, [
      [100, 'high'],
      [80, 'high'],
      [79, 'mid'],
      [60, 'mid'],
      [59, 'low'],
      [0, 'low'],
      [null, 'neutral'],
    ]);
  });

  it('shows US dollars with no decimals', () => {
    expect(usd(85000)).toBe('$85,000');
    expect(usd(1234.56)).toBe('$1,235');
    expect(usd(0)).toBe('$0');
  });

  it('writes percentiles as ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 38, 90].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '38th',
      '90th',
    ]);
  });

  it('reads skills comma-separated, trimmed, empties dropped', () => {
    expect(parseSkills(' Python, SQL,, Docker ,Python')).toEqual(['Python', 'SQL', 'Docker']);
    expect(parseSkills('')).toEqual([]);
  });
});
