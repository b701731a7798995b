import { describe, expect, it } from 'vitest';
import { postingLink } from '../src/components/job/job-link-import';

describe('postingLink', () => {
  it('keeps an http(s) link, local hosts included', () => {
    expect(postingLink(' https://jobs.acme.com/123 ')).toBe('https://jobs.acme.com/123');
    expect(postingLink('http://localhost/x')).toBe('http://localhost/x');
  });

  it('adds https:// to a link copied without it', () => {
    expect(postingLink('jobs.acme.com/123')).toBe('https://jobs.acme.com/123');
  });

  it('refuses what is not a web address', () => {
    expect(postingLink('ftp://x')).toBeNull();
    expect(postingLink('not a link')).toBeNull();
    expect(postingLink('mailto:hr@acme.com')).toBeNull();
    expect(postingLink('localhost/x')).toBeNull();
  });
});
