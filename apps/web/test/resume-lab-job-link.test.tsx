import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
// the browser extension builds the link this page reads: the two must agree
import { tailorLink } from '../../extension/src/tailor-link';
import {
  MAX_JOB_FRAGMENT_CHARS,
  readJobFragment,
  useJobFromLink,
} from '../src/features/resume-lab/lib/job-from-link';

/** What the extension builds: base64url of the UTF-8 JSON, without padding. */
function fragmentOf(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const binary = Array.from(bytes, (b) => String.fromCharCode(b)).join('');
  return `#job=${btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

describe('a job in the Resume Lab link', () => {
  it('reads the title, company and description, trimmed', () => {
    const found = readJobFragment(
      fragmentOf({
        title: '  Senior Backend Engineer ',
        company: 'Café Ørsted',
        description: 'Build APIs in Go.\n- Own the billing service',
        url: 'https://jobs.example.com/1',
      }),
    );
    expect(found).toEqual({
      kind: 'job',
      job: {
        jobTitle: 'Senior Backend Engineer',
        companyName: 'Café Ørsted',
        jobDescription: 'Build APIs in Go.\n- Own the billing service',
      },
    });
  });

  it('reads the link the browser extension builds', () => {
    const link = tailorLink('https://cf.example.com', {
      title: 'Platform Engineer',
      company: 'Café Ørsted',
      location: '',
      salary: '',
      description: 'Run the platform 🚀\n- Go',
      url: 'https://jobs.example.com/1',
    });
    expect(readJobFragment(new URL(link).hash)).toEqual({
      kind: 'job',
      job: {
        jobTitle: 'Platform Engineer',
        companyName: 'Café Ørsted',
        jobDescription: 'Run the platform 🚀\n- Go',
      },
    });
  });

  it('cuts each field to the contract limits', () => {
    const found = readJobFragment(
      fragmentOf({ title: 't'.repeat(500), company: 'c', description: 'd'.repeat(40_000) }),
    );
    expect(found.kind).toBe('job');
    if (found.kind !== 'job') return;
    expect(found.job.jobTitle).toHaveLength(200);
    expect(found.job.jobDescription).toHaveLength(30_000);
  });

  it('ignores an address without a job', () => {
    expect(readJobFragment('')).toEqual({ kind: 'none' });
    expect(readJobFragment('#top')).toEqual({ kind: 'none' });
  });

  it('refuses a fragment that is too large', () => {
    const found = readJobFragment(`#job=${'A'.repeat(MAX_JOB_FRAGMENT_CHARS + 1)}`);
    expect(found).toMatchObject({ kind: 'invalid', reason: 'The job in the link is too large.' });
  });

  it('refuses what is not base64url, UTF-8 or JSON', () => {
    expect(readJobFragment('#job=not base64!').kind).toBe('invalid');
    // 0xff 0xfe is no UTF-8
    expect(readJobFragment('#job=__4').kind).toBe('invalid');
    expect(readJobFragment(`#job=${btoa('{"title": ')}`).kind).toBe('invalid');
  });

  it('refuses other shapes and field types', () => {
    expect(readJobFragment(fragmentOf(['Engineer'])).kind).toBe('invalid');
    expect(readJobFragment(fragmentOf('Engineer')).kind).toBe('invalid');
    expect(readJobFragment(fragmentOf(null)).kind).toBe('invalid');
    expect(readJobFragment(fragmentOf({ title: 42, company: 'Acme' })).kind).toBe('invalid');
    expect(readJobFragment(fragmentOf({ title: 'x', description: { a: 1 } })).kind).toBe('invalid');
    expect(readJobFragment(fragmentOf({ title: 'x', url: ['https://a.b'] })).kind).toBe('invalid');
    expect(readJobFragment(fragmentOf({ title: '  ', other: 'x' }))).toMatchObject({
      kind: 'invalid',
      reason: 'The job in the link is empty.',
    });
  });
});

/** Opens the Resume Lab at `url`, reading the job from the link into a mock. */
function openLab(url: string) {
  window.history.replaceState(null, '', url);
  const onJob = vi.fn();
  return { onJob, ...renderHook(() => useJobFromLink(onJob)) };
}

describe('the Resume Lab on load', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('fills the job once, clears the fragment and says where the job came from', () => {
    const { onJob, result, rerender } = openLab(
      `/resume-lab?x=1${fragmentOf({ title: 'Engineer', company: 'Acme', description: 'Go' })}`,
    );
    rerender();
    expect(onJob).toHaveBeenCalledTimes(1);
    expect(onJob).toHaveBeenCalledWith({
      jobTitle: 'Engineer',
      companyName: 'Acme',
      jobDescription: 'Go',
    });
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?x=1');
    expect(result.current).toMatch(/^Job from the browser extension/);
  });

  it('says so when the job cannot be read, and fills nothing', () => {
    const { onJob, result } = openLab('/resume-lab#job=%%%');
    expect(onJob).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('');
    expect(result.current).toMatch(/not readable/);
  });

  it('does nothing without a job fragment', () => {
    const { onJob, result } = openLab('/resume-lab#section');
    expect(onJob).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('#section');
    expect(result.current).toBeNull();
  });
});
