import { describe, expect, it } from 'vitest';
import { matchOccupation } from '../src/index';

/**
 * Titles whose modifier is a technology or a specialty O*NET files only under "All Other":
 * they name computer occupations (SOC 15-xxxx), never the engineer O*NET lists first for the
 * bare head noun.
 */
describe('titles named by a technology', () => {
  it.each([
    'Python Engineer',
    'Senior MLOps Engineer',
    'Golang Engineer',
    'Kubernetes Engineer',
    'Full Stack Engineer',
  ])('%s is a computer occupation', (title) => {
    const m = matchOccupation(title);
    expect(m?.code.slice(0, 3)).toBe('15-');
  });

  it('a technology never reads as a look-alike word', () => {
    expect(matchOccupation('Python Engineer')?.code).not.toBe('17-2171.00');
    expect(matchOccupation('Petroleum Engineer')?.code).toBe('17-2171.00');
  });

  it('a title filed only under "All Other" is not read with full confidence', () => {
    const m = matchOccupation('Full Stack Engineer');
    expect(m?.title).not.toMatch(/All Other/);
    expect(m!.confidence).toBeLessThan(0.9);
  });

  it('an exact title with a technology in it stays exact', () => {
    expect(matchOccupation('Python Developer')?.code).toBe('15-1252.00');
  });
});
