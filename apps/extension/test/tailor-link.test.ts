import { describe, expect, it } from 'vitest';
import type { JobDraft } from '../src/posting';
import { MAX_FRAGMENT_CHARS, tailorLink } from '../src/tailor-link';

const draft: JobDraft = {
  title: 'Senior Platform Engineer',
  company: 'Café Ørsted',
  location: 'Dublin, OH',
  salary: 'USD 150,000 a year',
  description: 'Run the platform.\n- Go or Rust 🚀',
  url: 'https://jobs.example.com/1',
};

function decode(link: string): unknown {
  const fragment = new URL(link).hash.slice('#job='.length);
  const base64 = fragment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
}

describe('the Resume Lab link', () => {
  it('carries title, company, description and address as base64url JSON in the fragment', () => {
    const link = tailorLink('https://cf.example.com', draft);
    expect(link.startsWith('https://cf.example.com/resume-lab#job=')).toBe(true);
    expect(link.split('#job=')[1]).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decode(link)).toEqual({
      title: draft.title,
      company: draft.company,
      description: draft.description,
      url: draft.url,
    });
  });

  it('shortens a description whose encoding would pass the Lab cap', () => {
    // control characters are escaped as \u0001 in JSON: six times longer
    const description = '\u0001'.repeat(30_000);
    const link = tailorLink('https://cf.example.com', { ...draft, description });
    expect(link.split('#job=')[1]!.length).toBeLessThanOrEqual(MAX_FRAGMENT_CHARS);
    const sent = (decode(link) as { description: string }).description;
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThan(30_000);
  });

  it('sends a long plain description whole', () => {
    const description = 'word '.repeat(6000);
    const sent = decode(tailorLink('https://cf.example.com', { ...draft, description }));
    expect((sent as { description: string }).description).toBe(description);
  });
});
