import { describe, expect, it } from 'vitest';
import { takeHandedJob } from '../src/features/interview-arena/lib/state';

describe('a job handed to the Interview Arena', () => {
  it('is taken once', () => {
    sessionStorage.setItem(
      'handoff.job',
      JSON.stringify({
        jobDescription: 'Build APIs',
        jobTitle: 'Backend Engineer',
        companyName: 'Acme',
      }),
    );
    expect(takeHandedJob()).toMatchObject({
      jobDescription: 'Build APIs',
      jobTitle: 'Backend Engineer',
    });
    expect(takeHandedJob()).toBeNull();
  });

  it('ignores what is not a job', () => {
    sessionStorage.setItem('handoff.job', '{not json');
    expect(takeHandedJob()).toBeNull();
    sessionStorage.setItem('handoff.job', JSON.stringify({ jobDescription: 42 }));
    expect(takeHandedJob()).toBeNull();
  });
});
