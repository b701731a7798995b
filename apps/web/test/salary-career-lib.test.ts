import { describe, expect, it } from 'vitest';
import { toolScoreTone } from '../src/components/ui/score';
import { ordinal, usd } from '../src/lib/format';
import { parseSkills } from '../src/features/career-planner/lib/state';

describe('salary and career helpers', () => {
  it('colours salary and career scores: 80+ green, 60-79 yellow, else red', () => {
    expect(toolScoreTone(100)).toBe('high');
    expect(toolScoreTone(80)).toBe('high');
    expect(toolScoreTone(79)).toBe('mid');
    expect(toolScoreTone(60)).toBe('mid');
    expect(toolScoreTone(59)).toBe('low');
    expect(toolScoreTone(0)).toBe('low');
    expect(toolScoreTone(null)).toBe('neutral');
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
