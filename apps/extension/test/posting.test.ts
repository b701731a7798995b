import { describe, expect, it } from 'vitest';
import {
  createApplicationSchema,
  type CreateApplicationInput,
  type ImportedJob,
} from '@careerforge/contract';
import type { PageExtract } from '../src/extract';
import {
  applicationBody,
  draftFrom,
  draftFromPage,
  httpUrlOrEmpty,
  postingDocument,
  salaryText,
  type JobDraft,
} from '../src/posting';

const POSTING = JSON.stringify({
  '@type': 'JobPosting',
  title: 'Engineer',
  description: '<p>Go</p><!--<script></script><script>alert(1)</script>',
});
const page = (over: Partial<PageExtract> = {}): PageExtract => ({
  url: 'https://jobs.example.com/1',
  title: 'Careers <Acme>',
  selection: '',
  jsonLd: [],
  ...over,
});

describe('the page sent to the posting reader', () => {
  it('holds only the JSON-LD that names a posting, unable to close its script', () => {
    const doc = postingDocument(page({ jsonLd: ['{"@type":"BreadcrumbList"}', POSTING] }))!;
    expect(doc).not.toContain('BreadcrumbList');
    expect(doc).toContain('<title>Careers &lt;Acme&gt;</title>');
    expect(doc.match(/<script/g)).toHaveLength(1);
    expect(doc.match(/<\/script/g)).toHaveLength(1);
    expect(doc).not.toContain('<!--');
    // the JSON still parses as the page had it
    const text = doc.split('<script type="application/ld+json">')[1]!.split('</script>')[0]!;
    expect(JSON.parse(text)).toEqual(JSON.parse(POSTING));
  });

  it('holds the selection as escaped paragraphs when no JSON-LD names a posting', () => {
    const doc = postingDocument(
      page({
        jsonLd: ['{"@type":"Organization"}'],
        selection: 'Senior <b>Engineer</b>\nAcme\n\n  Build & ship  ',
      }),
    )!;
    expect(doc).toContain(
      '<main><p>Senior &lt;b&gt;Engineer&lt;/b&gt;<br>Acme</p><p>Build &amp; ship</p></main>',
    );
  });

  it('is the page itself (capped) when there is nothing better, or nothing at all', () => {
    expect(postingDocument(page({ html: '<html><body>Job</body></html>' }))).toBe(
      '<html><body>Job</body></html>',
    );
    expect(postingDocument(page({ html: 'x'.repeat(3_000_000) }))).toHaveLength(2 * 1024 * 1024);
    expect(postingDocument(page())).toBeNull();
  });
});

describe('the salary as text', () => {
  const salary = (min: number | null, max: number | null, unit = 'year' as const) => ({
    min,
    max,
    currency: 'USD',
    unit,
  });
  it('reads a range, a floor, a ceiling or one amount', () => {
    expect(salaryText(salary(150000, 180000))).toBe('USD 150,000–180,000 a year');
    expect(salaryText(salary(40, null, 'hour' as 'year'))).toBe('USD from 40 an hour');
    expect(salaryText(salary(null, 90000))).toBe('USD up to 90,000 a year');
    expect(salaryText(salary(5000, 5000))).toBe('USD 5,000 a year');
    expect(salaryText(null)).toBe('');
    expect(salaryText(salary(null, null))).toBe('');
  });
});

const job: ImportedJob = {
  title: ' Engineer ',
  company: 'Acme',
  location: 'Remote',
  description: 'Build things.',
  employmentType: '',
  salary: null,
  datePosted: '',
  url: '',
  source: 'json-ld',
};

describe('the draft and the saved application', () => {
  it('falls back to the page for the title and the address', () => {
    expect(draftFrom(job, page())).toMatchObject({
      title: 'Engineer',
      url: 'https://jobs.example.com/1',
    });
    expect(draftFrom({ ...job, title: '' }, page()).title).toBe('Careers <Acme>');
    expect(draftFrom(job, page({ url: 'file:///tmp/job.html' })).url).toBe('');
    expect(draftFromPage(page({ selection: 'Pasted text' }))).toMatchObject({
      company: '',
      description: 'Pasted text',
    });
  });

  it('keeps only http(s) addresses', () => {
    expect(httpUrlOrEmpty('https://a.example/x')).toBe('https://a.example/x');
    expect(httpUrlOrEmpty('javascript:alert(1)')).toBe('');
    expect(httpUrlOrEmpty('chrome://extensions')).toBe('');
    expect(httpUrlOrEmpty(`https://a.example/${'x'.repeat(3000)}`)).toBe('');
  });

  it('is what the tracker accepts, each field within its limit', () => {
    const draft: JobDraft = {
      title: 't'.repeat(300),
      company: ' Acme ',
      location: '',
      salary: 's'.repeat(150),
      description: 'd'.repeat(40_000),
      url: 'https://jobs.example.com/1',
    };
    const body: CreateApplicationInput = applicationBody(draft, 'phone_screen');
    expect(body).toMatchObject({
      company: 'Acme',
      location: null,
      status: 'phone_screen',
      jobUrl: 'https://jobs.example.com/1',
      source: 'Browser extension',
    });
    const parsed = createApplicationSchema.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.jobTitle).toHaveLength(200);
    expect(parsed.data?.jobDescription).toHaveLength(30_000);
  });
});
