import { beforeAll, describe, expect, it } from 'vitest';
import { extractResumeText } from '../src/modules/resumes/extract';
import { useApp, type TestUser } from './helpers';
import { fixture } from './fixtures';

const RESUME = fixture('resume-backend-fernway.txt');
const JOB = fixture('jd-senior-backend-kafka.txt');

const ctx = useApp({ users: 2 });
const [owner, stranger] = ctx.users;
let resumeId: number;
let savedResumeId: number;
let strangerResumeId: number;

beforeAll(async () => {
  const resume = await ctx.call(owner, 'POST', '/api/resumes', {
    title: 'Sam resume',
    content: RESUME,
  });
  resumeId = resume.json().id;
  const saved = await ctx.call(owner, 'POST', '/api/saved-resumes', {
    content: RESUME,
    companyName: 'Cobalt Harbor',
    jobTitle: 'Backend Engineer',
  });
  savedResumeId = saved.json().id;
  const other = await ctx.call(stranger, 'POST', '/api/resumes', {
    title: 'Not yours',
    content: RESUME,
  });
  strangerResumeId = other.json().id;
});

const post = (u: TestUser, url: string, payload: unknown) =>
  ctx.as(u)({ method: 'POST', url, payload: payload as object });
const get = (u: TestUser, url: string) => ctx.as(u)({ method: 'GET', url });
const generate = (u: TestUser, payload: object) => post(u, '/api/cover-letters/generate', payload);
const letterRequest = {
  resumeId: null,
  jobDescription: JOB,
  companyName: 'Cobalt Harbor',
  jobTitle: 'Senior Backend Engineer',
  tone: 'professional',
};

describe('POST /api/cover-letters/generate', () => {
  it('writes a letter from the chosen resume, with each claim sourced, and keeps it', async () => {
    const res = await generate(owner, { ...letterRequest, resumeId });
    expect(res.statusCode).toBe(200);
    const letter = res.json();
    expect(letter.content).toMatch(/Senior Backend Engineer/);
    expect(letter.content).toMatch(/Cobalt Harbor/);
    expect(letter.title).toBe('Cover letter for Senior Backend Engineer at Cobalt Harbor');
    expect(letter.provider).toBe('local');
    expect(letter.truth.ok).toBe(true);
    expect(letter.resumeTitle).toBe('Sam resume');
    expect(letter.claims.length).toBeGreaterThanOrEqual(2);
    const lines = RESUME.split('\n').map((l) => l.trim());
    for (const c of letter.claims) expect(lines).toContain(c.source);
    expect(letter.requirementsCovered.length).toBeGreaterThanOrEqual(2);

    const history = (await get(owner, '/api/cover-letters')).json();
    expect(history[0]).toMatchObject({
      id: letter.id,
      content: letter.content,
      tone: 'professional',
    });
    // the list leaves out the posting and the claims; the letter read by id has them
    expect(history[0].claimCount).toBe(letter.claims.length);
    expect(history[0]).not.toHaveProperty('claims');
    expect(history[0]).not.toHaveProperty('jobDescription');
    expect(history[0]).not.toHaveProperty('requirementsCovered');
    const opened = (await get(owner, `/api/cover-letters/${letter.id}`)).json();
    expect(opened.claims).toEqual(letter.claims);
    expect(opened.requirementsCovered).toEqual(letter.requirementsCovered);
    expect(opened.jobDescription).toBe(JOB.trim());
    const { claimCount: _count, ...listed } = history[0];
    expect(opened).toMatchObject(listed);
    const dashboard = (await get(owner, '/api/dashboard')).json();
    expect(dashboard.stats.coverLettersGenerated).toBeGreaterThanOrEqual(1);
    expect(dashboard.recentActivity[0]).toMatchObject({
      type: 'cover_letter_generated',
      title: letter.title,
    });
  });

  it('writes from a saved (tailored) resume too', async () => {
    const res = await generate(owner, { ...letterRequest, resumeId: null, savedResumeId });
    expect(res.statusCode).toBe(200);
    expect(res.json().savedResumeId).toBe(savedResumeId);
    expect(res.json().claims.length).toBeGreaterThan(0);
  });

  it('changes the wording with the tone', async () => {
    const bodies = new Set<string>();
    for (const tone of ['professional', 'enthusiastic', 'confident', 'creative', 'formal']) {
      const res = await generate(owner, { ...letterRequest, resumeId, tone });
      expect(res.statusCode).toBe(200);
      bodies.add(res.json().content.split('\n\n').slice(0, 2).join('\n\n'));
    }
    expect(bodies.size).toBe(5);
  });

  it("without a resume ('none'), says nothing of the candidate and says so", async () => {
    const res = await generate(owner, { ...letterRequest, resumeId: 'none' });
    expect(res.statusCode).toBe(200);
    const letter = res.json();
    expect(letter.claims).toEqual([]);
    expect(letter.content).not.toMatch(/Fernway|Lumen|62%/);
    expect(letter.content).toMatch(/\[/);
    expect(letter.notes.join(' ')).toMatch(/no resume was chosen/);
  });

  it('signs with the resume name, and warns plainly when the resume meets few requirements', async () => {
    const nurse = `王小明 (Xiaoming Wang), RN, BSN
Sacramento, CA | xiaoming.wang@example.com | (916) 555-0142

EXPERIENCE
Registered Nurse, Telemetry Unit | Sutter Medical Center, Sacramento, CA | Aug 2021 - Present
- Reduced patient falls on the unit by 38% in one year by leading a bedside hourly rounding project
- Care for 4-5 telemetry patients per 12-hour shift, reading cardiac rhythms

SKILLS
Telemetry monitoring, IV therapy, medication administration, Epic
`;
    const created = await ctx.call(owner, 'POST', '/api/resumes', {
      title: 'Nurse',
      content: nurse,
    });
    const nurseId = created.json().id;
    const res = await generate(owner, { ...letterRequest, resumeId: nurseId });
    expect(res.statusCode).toBe(200);
    const letter = res.json();
    expect(letter.warning).toMatch(/^Your resume shows few of this posting's requirements: /);
    expect(letter.content).not.toMatch(/\[|monitoring/i);
    expect(letter.content.trimEnd().split('\n').pop()).toBe('Xiaoming Wang');
    expect(letter.truth.ok).toBe(true);

    // a resume that fits: no warning, signed with its name
    const fits = (await generate(owner, { ...letterRequest, resumeId })).json();
    expect(fits.warning).toBeNull();
    expect(fits.content).not.toContain('[Your name]');
    expect(fits.content.trimEnd().split('\n').pop()).toBe('Sam Okafor');

    // the letterhead prints the name line as the person wrote it
    const pdf = await post(owner, '/api/cover-letters/export', {
      content: letter.content,
      format: 'docx',
      resumeId: nurseId,
    });
    expect(pdf.statusCode).toBe(200);
    const text = await extractResumeText(pdf.rawPayload, 'docx');
    expect(text).toMatch(/王小明 \(Xiaoming Wang\), RN, BSN/);
  });

  it('answers the spec message for a blank job description', async () => {
    const res = await generate(owner, { ...letterRequest, resumeId, jobDescription: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(
      'Job Description Required - Please enter a job description to generate your cover letter.',
    );
  });

  it('answers 413 for a job description over 20,000 characters', async () => {
    const res = await generate(owner, { ...letterRequest, jobDescription: 'a '.repeat(10_001) });
    expect(res.statusCode).toBe(413);
  });

  it('answers 400 for an unknown tone', async () => {
    const res = await generate(owner, { ...letterRequest, tone: 'sarcastic' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/Tone must be one of: professional/);
  });

  it("answers 404 for a resume that is not the user's, and writes nothing", async () => {
    const before = (await get(owner, '/api/cover-letters')).json().length;
    const res = await generate(owner, { ...letterRequest, resumeId: strangerResumeId });
    expect(res.statusCode).toBe(404);
    const saved = await generate(stranger, { ...letterRequest, resumeId: null, savedResumeId });
    expect(saved.statusCode).toBe(404);
    expect((await get(owner, '/api/cover-letters')).json().length).toBe(before);
  });

  it('ignores a userId in the payload', async () => {
    const res = await generate(stranger, { ...letterRequest, resumeId: null, userId: owner.id });
    expect(res.statusCode).toBe(200);
    const mine = (await get(stranger, '/api/cover-letters')).json();
    expect(mine.map((l: { id: number }) => l.id)).toContain(res.json().id);
    const theirs = (await get(owner, '/api/cover-letters')).json();
    expect(theirs.map((l: { id: number }) => l.id)).not.toContain(res.json().id);
  });

  it('needs a session', async () => {
    const res = await ctx.call(null, 'POST', '/api/cover-letters/generate', letterRequest);
    expect(res.statusCode).toBe(401);
  });
});

describe('history', () => {
  it("reads one of the user's own letters; another user's answers 404", async () => {
    const { id } = (await generate(owner, { ...letterRequest, resumeId })).json();
    expect((await get(owner, `/api/cover-letters/${id}`)).statusCode).toBe(200);
    const theirs = await get(stranger, `/api/cover-letters/${id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toMatch(/Cover letter not found/);
  });

  it("removes the user's own letter; another user's answers 404", async () => {
    const { id } = (await generate(owner, { ...letterRequest, resumeId })).json();
    const del = (u: TestUser) => ctx.call(u, 'DELETE', `/api/cover-letters/${id}`);
    expect((await del(stranger)).statusCode).toBe(404);
    expect((await del(owner)).statusCode).toBe(200);
    expect((await del(owner)).statusCode).toBe(404);
  });
});

describe('POST /api/cover-letter/enhance-ats', () => {
  it('scores a letter against the job, the same every time', async () => {
    const { content } = (await generate(owner, { ...letterRequest, resumeId })).json();
    const body = { coverLetterContent: content, jobDescription: JOB };
    const a = await post(owner, '/api/cover-letter/enhance-ats', body);
    expect(a.statusCode).toBe(200);
    const analysis = a.json();
    for (const k of ['atsScore', 'personalityScore', 'relevanceScore'])
      expect(analysis[k]).toBeGreaterThanOrEqual(0);
    expect(analysis.parts.length).toBeGreaterThan(3);
    for (const r of analysis.recommendations) {
      expect(['opening', 'body', 'closing', 'overall']).toContain(r.section);
      expect(['high', 'medium', 'low']).toContain(r.priority);
    }
    const b = await post(owner, '/api/cover-letter/enhance-ats', body);
    expect(b.json()).toEqual(analysis);
  });

  it('answers the spec messages for a missing letter or job description', async () => {
    const noLetter = await post(owner, '/api/cover-letter/enhance-ats', {
      coverLetterContent: '',
      jobDescription: JOB,
    });
    expect(noLetter.statusCode).toBe(400);
    expect(noLetter.json().error.message).toMatch(
      'No Content to Analyze - Please generate a cover letter first.',
    );
    const noJob = await post(owner, '/api/cover-letter/enhance-ats', {
      coverLetterContent: 'Dear team, I would like to apply.',
    });
    expect(noJob.statusCode).toBe(400);
    expect(noJob.json().error.message).toMatch(
      'Job Description Required - Please enter the job description for accurate ATS analysis.',
    );
  });

  it('reads the letter with the resume it was written from, when one is chosen', async () => {
    const body = {
      coverLetterContent:
        'Dear team,\n\nI am applying for the Senior Backend Engineer role at Tidewater Payments. I build backend services in Go.\n\nI would welcome a conversation.',
      jobDescription: JOB,
    };
    const plain = (await post(owner, '/api/cover-letter/enhance-ats', body)).json();
    const res = await post(owner, '/api/cover-letter/enhance-ats', { ...body, resumeId });
    expect(res.statusCode).toBe(200);
    const withResume = res.json();
    // the same scores; suggestions from what the resume shows, signed with its name
    expect(withResume.atsScore).toBe(plain.atsScore);
    const improved = withResume.recommendations.map((r: { improved: string }) => r.improved);
    expect(improved.join('\n')).toMatch(/^I also work with [^[\]]+\.$/m);
    expect(improved.join('\n')).toMatch(/Sincerely,\nSam Okafor/);
    expect(improved.join('\n')).not.toMatch(/\[your name\]/i);
    const saved = await post(owner, '/api/cover-letter/enhance-ats', { ...body, savedResumeId });
    expect(saved.statusCode).toBe(200);
    // another user's resume is not found
    const theirs = await post(owner, '/api/cover-letter/enhance-ats', {
      ...body,
      resumeId: strangerResumeId,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('answers 413 for a letter over 20,000 characters', async () => {
    const res = await post(owner, '/api/cover-letter/enhance-ats', {
      coverLetterContent: 'word '.repeat(4_001),
      jobDescription: JOB,
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('POST /api/cover-letters/export', () => {
  const letter =
    'Dear Hiring Manager,\n\nI would like to apply for the role.\n\nSincerely,\nSam Okafor';
  /** Exports the letter as `format`, with the title, company or resume in `extra`. */
  const exportAs = (format: string, extra: object = {}) =>
    post(owner, '/api/cover-letters/export', { content: letter, format, ...extra });

  it('writes a PDF headed by the resume’s name and contacts, which reads back', async () => {
    const res = await exportAs('pdf', { companyName: 'Cobalt Harbor', resumeId });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('cover-letter-Cobalt-Harbor.pdf');
    const text = await extractResumeText(res.rawPayload, 'pdf');
    expect(text).toMatch(/Sam Okafor/);
    expect(text).toMatch(/sam\.okafor@example\.com/);
    expect(text).toMatch(/I would like to apply for the role\./);
  });

  it('writes a DOCX named from the title', async () => {
    const res = await exportAs('docx', { title: 'Cobalt Harbor — Backend', savedResumeId });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('cobalt_harbor_backend.docx');
    const text = await extractResumeText(res.rawPayload, 'docx');
    expect(text).toMatch(/Sam Okafor/);
    expect(text).toMatch(/Sincerely,/);
  });

  it('refuses an unknown format, and another user’s resume', async () => {
    const bad = await exportAs('rtf');
    expect(bad.statusCode).toBe(400);
    const theirs = await exportAs('pdf', { resumeId: strangerResumeId });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('saved cover letters', () => {
  const save = (u: TestUser, payload: object) => post(u, '/api/saved-cover-letters', payload);
  const sample = {
    content: 'Dear team,\n\nI would like to apply.\n\nSincerely,\nSam',
    companyName: 'Cobalt Harbor',
    jobTitle: 'Backend Engineer',
    tone: 'professional',
  };

  it('saves, lists, reads, favorites and deletes', async () => {
    const created = await save(owner, { ...sample, userId: stranger.id });
    expect(created.statusCode).toBe(200);
    const letter = created.json();
    expect(letter).toMatchObject({
      title: 'Cover letter for Backend Engineer at Cobalt Harbor',
      isFavorite: false,
      tags: [],
      tone: 'professional',
    });
    const list = (await get(owner, '/api/saved-cover-letters')).json();
    expect(list[0].id).toBe(letter.id);
    expect((await get(owner, `/api/saved-cover-letters/${letter.id}`)).json().content).toBe(
      sample.content,
    );
    const patch = await ctx.call(owner, 'PATCH', `/api/saved-cover-letters/${letter.id}`, {
      isFavorite: true,
      tags: ['backend'],
      title: 'For Cobalt',
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({
      isFavorite: true,
      tags: ['backend'],
      title: 'For Cobalt',
    });
    const del = await ctx.call(owner, 'DELETE', `/api/saved-cover-letters/${letter.id}`);
    expect(del.statusCode).toBe(200);
    expect((await get(owner, `/api/saved-cover-letters/${letter.id}`)).statusCode).toBe(404);
  });

  it("keeps another user's letters out of reach: 404 to read, update and delete", async () => {
    const { id } = (await save(owner, sample)).json();
    expect((await get(stranger, `/api/saved-cover-letters/${id}`)).statusCode).toBe(404);
    const patch = await ctx.call(stranger, 'PATCH', `/api/saved-cover-letters/${id}`, {
      isFavorite: true,
    });
    expect(patch.statusCode).toBe(404);
    const del = await ctx.call(stranger, 'DELETE', `/api/saved-cover-letters/${id}`);
    expect(del.statusCode).toBe(404);
    const theirs = (await get(stranger, '/api/saved-cover-letters')).json();
    expect(theirs.map((l: { id: number }) => l.id)).not.toContain(id);
    expect((await get(owner, `/api/saved-cover-letters/${id}`)).json().isFavorite).toBe(false);
  });

  it('refuses bad input with a clear message', async () => {
    expect((await save(owner, { ...sample, tone: 'sarcastic' })).statusCode).toBe(400);
    expect((await save(owner, { ...sample, content: '  ' })).statusCode).toBe(400);
    expect((await save(owner, { ...sample, content: 'x'.repeat(20_001) })).statusCode).toBe(413);
    expect((await save(owner, { ...sample, resumeId: strangerResumeId })).statusCode).toBe(404);
    const empty = await ctx.call(owner, 'PATCH', '/api/saved-cover-letters/1', { userId: 'x' });
    expect(empty.statusCode).toBe(400);
    expect((await get(owner, '/api/saved-cover-letters/99999999999')).statusCode).toBe(404);
  });
});
