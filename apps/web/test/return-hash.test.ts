import { beforeEach, describe, expect, it } from 'vitest';
import { keepHashForSignIn, takeHashKeptForSignIn } from '../src/lib/return-hash';

describe('a fragment kept across sign-in', () => {
  beforeEach(() => sessionStorage.clear());

  it('comes back once, to the page it was kept for', () => {
    keepHashForSignIn('/resume-lab', '#job=eyJ0aXRsZSI6IkEifQ');
    expect(takeHashKeptForSignIn('/dashboard')).toBe('');
    keepHashForSignIn('/resume-lab', '#job=eyJ0aXRsZSI6IkEifQ');
    expect(takeHashKeptForSignIn('/resume-lab')).toBe('#job=eyJ0aXRsZSI6IkEifQ');
    expect(takeHashKeptForSignIn('/resume-lab')).toBe('');
  });

  it('keeps nothing empty, oversized or unreadable', () => {
    keepHashForSignIn('/resume-lab', '');
    expect(sessionStorage.length).toBe(0);
    keepHashForSignIn('/resume-lab', `#job=${'a'.repeat(300_000)}`);
    expect(sessionStorage.length).toBe(0);
    sessionStorage.setItem('careerforge-return-hash', '{not json');
    expect(takeHashKeptForSignIn('/resume-lab')).toBe('');
  });
});
