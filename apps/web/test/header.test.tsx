import { describe, expect, it } from 'vitest';
import { isActive } from '../src/components/layout/header';

describe('active navigation by path prefix', () => {
  it('matches / only exactly', () => {
    expect(isActive('/', '/')).toBe(true);
    expect(isActive('/blog', '/')).toBe(false);
  });
  it('matches a section and its sub-paths', () => {
    expect(isActive('/blog', '/blog')).toBe(true);
    expect(isActive('/blog/how-ats-works', '/blog')).toBe(true);
    expect(isActive('/blogger', '/blog')).toBe(false);
  });
  it('never marks the features anchor active on other pages', () => {
    expect(isActive('/pricing', '/#features')).toBe(false);
  });
});
