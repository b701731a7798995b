import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationMetrics, APPLICATION_STATUSES } from '@careerforge/contract';
import { activities, applicationEvents } from '../src/db/schema';
import { useApp, type TestUser } from './helpers';
import { JOB, RESUME } from './fixtures';

const ctx = useApp({ users: 2 });
const [owner, stranger] = ctx.users;

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

const add = (u: TestUser, payload: object) =>
  ctx.as(u)({ method: 'POST', url: '/api/applications', payload });
const patch = (u: TestUser, id: number, payload: object) =>
  ctx.as(u)({ method: 'PATCH', url: `/api/applications/${id}`, payload });
const get = (u: TestUser, url: string) => ctx.as(u)({ method: 'GET', url });
const sample = { jobTitle: 'Backend Engineer', company: 'Cobalt Harbor' };

async function freshUser() {
  return ctx.signUp();
}

describe('adding an application', () => {
  it('applies the defaults (applied, medium, today), ignores userId and logs the activity', async () => {
    const res = await add(owner, { ...sample, userId: 1 });
    expect(res.statusCode).toBe(200);
    const app = res.json();
    expect(app).toMatchObject({
      jobTitle: 'Backend Engineer',
      company: 'Cobalt Harbor',
      status: 'applied',
      priority: 'medium',
      applicationDate: today(),
      statusDate: today(),
      userId: owner.id,
      location: null,
      salaryRange: null,
      jobUrl: null,
      notes: null,
      contacts: null,
      source: null,
      stale: false,
      resumeSnapshot: null,
    });
    const logged = await ctx.db.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, owner.id), eq(activities.refId, String(app.id))));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      type: 'application_added',
      title: 'Applied to Backend Engineer at Cobalt Harbor',
    });
  });

  it('stores every field of the form, contacts and source included', async () => {
    const res = await add(owner, {
      jobTitle: '  Data Engineer ',
      company: 'Northwind',
      location: 'Remote',
      salaryRange: '$120k - $140k',
      status: 'interview',
      priority: 'high',
      jobUrl: 'https://jobs.example.com/42',
      notes: 'Referred by Sam',
      contacts: 'Sam Lee, recruiter',
      source: 'LinkedIn',
      applicationDate: '2025-03-14',
      jobDescription: 'We need Python and Spark.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      jobTitle: 'Data Engineer',
      location: 'Remote',
      salaryRange: '$120k - $140k',
      status: 'interview',
      priority: 'high',
      jobUrl: 'https://jobs.example.com/42',
      contacts: 'Sam Lee, recruiter',
      source: 'LinkedIn',
      applicationDate: '2025-03-14',
      hasJobDescription: true,
    });
    // the job description comes with one application, never with the list
    const detail = (await get(owner, `/api/applications/${res.json().id}`)).json();
    expect(detail.jobDescription).toBe('We need Python and Spark.');
    const list = (await get(owner, '/api/applications')).json();
    expect(list[0]).not.toHaveProperty('jobDescription');
  });

  it.each([
    [{ company: 'Acme' }, 'jobTitle', 'Job title is required'],
    [{ jobTitle: '   ', company: 'Acme' }, 'jobTitle', 'Job title is required'],
    [{ jobTitle: 'Dev' }, 'company', 'Company is required'],
    [{ jobTitle: 'Dev', company: '' }, 'company', 'Company is required'],
  ])('refuses a blank job title or company: %j', async (payload, field, message) => {
    const res = await add(owner, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('refuses an unknown status or priority', async () => {
    const s = await add(owner, { ...sample, status: 'ghosted' });
    expect(s.statusCode).toBe(400);
    expect(s.json().error.fields.status).toMatch(/^Status must be one of: applied, reviewed/);
    const p = await add(owner, { ...sample, priority: 'urgent' });
    expect(p.statusCode).toBe(400);
    expect(p.json().error.fields.priority).toBe('Priority must be one of: low, medium, high');
  });

  it.each(['javascript:alert(1)', 'ftp://example.com/job', 'not a url', 'mailto:a@b.c'])(
    'refuses a job URL that is not http(s): %s',
    async (jobUrl) => {
      const res = await add(owner, { ...sample, jobUrl });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.jobUrl).toBe('Job URL must be an http(s) URL');
    },
  );

  it('refuses a date that is not YYYY-MM-DD or does not exist', async () => {
    for (const applicationDate of ['14/03/2025', '2025-02-30', 'yesterday']) {
      const res = await add(owner, { ...sample, applicationDate });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.applicationDate).toMatch(/Application date must be/);
    }
  });

  it('answers 400 for too-long short texts and 413 for a too-long job description', async () => {
    const notes = await add(owner, { ...sample, notes: 'x'.repeat(5001) });
    expect(notes.statusCode).toBe(400);
    expect(notes.json().error.fields.notes).toBe('Notes must be at most 5,000 characters');
    const title = await add(owner, { ...sample, jobTitle: 'x'.repeat(201) });
    expect(title.statusCode).toBe(400);
    const jd = await add(owner, { ...sample, jobDescription: 'x'.repeat(30_001) });
    expect(jd.statusCode).toBe(413);
  });

  it('refuses NUL characters and non-text values', async () => {
    expect((await add(owner, { ...sample, notes: 'a\u0000b' })).statusCode).toBe(400);
    expect((await add(owner, { ...sample, company: 42 })).statusCode).toBe(400);
    expect((await add(owner, { ...sample, contacts: ['a'] })).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const res = await ctx.call(null, 'POST', '/api/applications', sample);
    expect(res.statusCode).toBe(401);
    expect((await ctx.call(null, 'GET', '/api/applications')).statusCode).toBe(401);
  });
});

describe("another user's application", () => {
  it('is 404 on read, update and delete, and absent from lists', async () => {
    const { id } = (await add(owner, { ...sample, company: 'Private Co' })).json();
    expect((await get(stranger, `/api/applications/${id}`)).statusCode).toBe(404);
    expect((await patch(stranger, id, { status: 'offer' })).statusCode).toBe(404);
    const del = await ctx.call(stranger, 'DELETE', `/api/applications/${id}`);
    expect(del.statusCode).toBe(404);
    const list = (await get(stranger, '/api/applications')).json();
    expect(list.some((a: { id: number }) => a.id === id)).toBe(false);
    const search = (await get(stranger, '/api/applications?q=Private')).json();
    expect(search).toEqual([]);
    // untouched for its owner
    const mine = (await get(owner, `/api/applications/${id}`)).json();
    expect(mine.status).toBe('applied');
  });

  it('answers 404 for ids that cannot exist', async () => {
    expect((await get(owner, '/api/applications/0')).statusCode).toBe(404);
    expect((await get(owner, '/api/applications/99999999999')).statusCode).toBe(404);
    expect((await get(owner, '/api/applications/abc')).statusCode).toBe(400);
  });
});

describe('updating and the stage history', () => {
  it('records every status change as an event with its date', async () => {
    const { id } = (await add(owner, { ...sample, applicationDate: daysAgo(10) })).json();
    const a = await patch(owner, id, { status: 'phone_screen', statusDate: daysAgo(5) });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({ status: 'phone_screen', statusDate: daysAgo(5) });
    const b = await patch(owner, id, { status: 'interview', userId: 3 });
    expect(b.json()).toMatchObject({ status: 'interview', statusDate: today() });
    // the same status again is no change
    await patch(owner, id, { status: 'interview' });
    // other fields change nothing in the history
    await patch(owner, id, { notes: 'Panel on Friday' });
    const detail = (await get(owner, `/api/applications/${id}`)).json();
    expect(detail.notes).toBe('Panel on Friday');
    expect(
      detail.events.map((e: { fromStatus: string | null; toStatus: string; date: string }) => [
        e.fromStatus,
        e.toStatus,
        e.date,
      ]),
    ).toEqual([
      [null, 'applied', daysAgo(10)],
      ['applied', 'phone_screen', daysAgo(5)],
      ['phone_screen', 'interview', today()],
    ]);
  });

  it('allows any status from any other', async () => {
    const { id } = (await add(owner, sample)).json();
    for (const status of [...APPLICATION_STATUSES].reverse()) {
      const res = await patch(owner, id, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(status);
    }
  });

  it('refuses unknown values, blank required fields and an empty change', async () => {
    const { id } = (await add(owner, sample)).json();
    expect((await patch(owner, id, { status: 'hired' })).statusCode).toBe(400);
    expect((await patch(owner, id, { priority: 'critical' })).statusCode).toBe(400);
    expect((await patch(owner, id, { jobTitle: '  ' })).statusCode).toBe(400);
    expect((await patch(owner, id, { company: '' })).statusCode).toBe(400);
    expect((await patch(owner, id, { jobUrl: 'javascript:alert(1)' })).statusCode).toBe(400);
    const empty = await patch(owner, id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Nothing to update.');
    expect((await patch(owner, id, { userId: 1 })).statusCode).toBe(400);
  });

  it('clears optional fields with null or blank', async () => {
    const { id } = (
      await add(owner, { ...sample, location: 'Berlin', jobUrl: 'https://x.io' })
    ).json();
    const res = await patch(owner, id, { location: '', jobUrl: null });
    expect(res.json()).toMatchObject({ location: null, jobUrl: null });
  });

  it('deletes with its history', async () => {
    const { id } = (await add(owner, sample)).json();
    await patch(owner, id, { status: 'rejected' });
    const del = await ctx.call(owner, 'DELETE', `/api/applications/${id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ ok: true });
    expect((await get(owner, `/api/applications/${id}`)).statusCode).toBe(404);
    const events = await ctx.db.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id));
    expect(events).toEqual([]);
    const again = await ctx.call(owner, 'DELETE', `/api/applications/${id}`);
    expect(again.statusCode).toBe(404);
  });
});

describe('the list', () => {
  it('filters by status, searches company and title, and sorts', async () => {
    const u = await freshUser();
    await add(u, {
      jobTitle: 'Frontend Dev',
      company: 'Acme',
      priority: 'low',
      applicationDate: '2025-01-01',
    });
    await add(u, {
      jobTitle: 'Platform Engineer',
      company: 'Globex',
      priority: 'high',
      status: 'offer',
      applicationDate: '2025-01-03',
    });
    await add(u, {
      jobTitle: 'SRE',
      company: '100% Remote_Co',
      priority: 'medium',
      status: 'reviewed',
      applicationDate: '2025-01-02',
    });
    const all = (await get(u, '/api/applications')).json();
    expect(all.map((a: { company: string }) => a.company)).toEqual([
      'Globex',
      '100% Remote_Co',
      'Acme',
    ]);
    const offers = (await get(u, '/api/applications?status=offer')).json();
    expect(offers.map((a: { company: string }) => a.company)).toEqual(['Globex']);
    expect((await get(u, '/api/applications?q=platform')).json()).toHaveLength(1);
    expect((await get(u, '/api/applications?q=acm')).json()).toHaveLength(1);
    expect((await get(u, '/api/applications?q=%25')).json()).toHaveLength(1);
    expect((await get(u, '/api/applications?q=_')).json()).toHaveLength(1);
    const byPriority = (await get(u, '/api/applications?sort=priority')).json();
    expect(byPriority.map((a: { priority: string }) => a.priority)).toEqual([
      'high',
      'medium',
      'low',
    ]);
    const byStatus = (await get(u, '/api/applications?sort=status')).json();
    expect(byStatus.map((a: { status: string }) => a.status)).toEqual([
      'applied',
      'reviewed',
      'offer',
    ]);
    expect((await get(u, '/api/applications?status=nope')).statusCode).toBe(400);
    expect((await get(u, '/api/applications?sort=salary')).statusCode).toBe(400);
  });

  it('flags an active application with no answer for 21 days as stale', async () => {
    const u = await freshUser();
    const old = (await add(u, { ...sample, applicationDate: daysAgo(21) })).json();
    const recent = (await add(u, { ...sample, company: 'B', applicationDate: daysAgo(20) })).json();
    const closed = (await add(u, { ...sample, company: 'C', applicationDate: daysAgo(40) })).json();
    await patch(u, closed.id, { status: 'rejected', statusDate: daysAgo(30) });
    expect(old.stale).toBe(true);
    expect(recent.stale).toBe(false);
    const insights = (await get(u, '/api/applications/insights')).json();
    expect(insights.stale.count).toBe(1);
    expect(insights.stale.applications[0]).toMatchObject({ id: old.id, daysWaiting: 21 });
    // a status change restarts the clock
    const moved = (await patch(u, old.id, { status: 'reviewed' })).json();
    expect(moved.stale).toBe(false);
  });
});

describe('derived metrics and insights', () => {
  it('computes the counts, one definition of each rate (the funnel steps), and the funnel', async () => {
    const u = await freshUser();
    const statuses = [
      'applied',
      'applied',
      'reviewed',
      'phone_screen',
      'interview',
      'final_round',
      'offer',
      'rejected',
      'withdrawn',
    ];
    const ids: number[] = [];
    for (const [i, status] of statuses.entries()) {
      ids.push((await add(u, { jobTitle: `Role ${i}`, company: `Co ${i}` })).json().id);
      if (status !== 'applied') await patch(u, ids[i]!, { status });
    }
    // one rejected after an interview: the funnel remembers the interview
    await patch(u, ids[7]!, { status: 'interview' });
    await patch(u, ids[7]!, { status: 'rejected' });
    const res = await get(u, '/api/applications/insights');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // 9 applications. The counts are the current statuses'. The rates have one definition
    // each, from the history, and are the funnel's: the employer answered 6 (withdrawn is the
    // applicant's own move; the current-status reading would say 7 -> 78%), and 5 reached a
    // screen, an interview or an offer (the rejection after an interview counts; the
    // current-status reading would say 4 -> 44%).
    expect(body.metrics).toEqual({
      total: 9,
      interviews: 3,
      offers: 1,
      rejected: 1,
      responseRate: 67,
      interviewRate: 56,
    });
    const counts = applicationMetrics(statuses.map((s) => ({ status: s as 'applied' })));
    expect(body.metrics).toMatchObject({
      total: counts.total,
      interviews: counts.interviews,
      offers: counts.offers,
      rejected: counts.rejected,
    });
    expect(body.metrics.responseRate).toBe(body.funnel[1].percent);
    expect(body.metrics.interviewRate).toBe(body.funnel[2].percent);
    expect(body.pipeline.find((p: { status: string }) => p.status === 'applied')).toEqual({
      status: 'applied',
      count: 2,
      percent: 22,
    });
    expect(body.funnel.map((f: { count: number }) => f.count)).toEqual([9, 6, 5, 1]);
    expect(body.overTime).toHaveLength(12);
    expect(body.overTime[11].count).toBe(9);
    expect(body.outcomes.note).toBeNull();
  });

  it('answers zeros with no applications and says the rates mean nothing yet', async () => {
    const u = await freshUser();
    const body = (await get(u, '/api/applications/insights')).json();
    expect(body.metrics).toEqual({
      total: 0,
      interviews: 0,
      offers: 0,
      rejected: 0,
      responseRate: 0,
      interviewRate: 0,
    });
    expect(body.outcomes.note).toMatch(/^Too few applications to mean anything yet/);
  });

  it('measures the time spent in each stage', async () => {
    const u = await freshUser();
    const { id } = (await add(u, { ...sample, applicationDate: daysAgo(30) })).json();
    await patch(u, id, { status: 'phone_screen', statusDate: daysAgo(20) });
    await patch(u, id, { status: 'offer', statusDate: daysAgo(5) });
    const body = (await get(u, '/api/applications/insights')).json();
    const stage = (s: string) => body.timeInStage.find((t: { status: string }) => t.status === s);
    expect(stage('applied')).toEqual({ status: 'applied', averageDays: 10, visits: 1 });
    expect(stage('phone_screen')).toEqual({ status: 'phone_screen', averageDays: 15, visits: 1 });
    expect(stage('offer')).toEqual({ status: 'offer', averageDays: null, visits: 0 });
  });
});

describe('linking the resume and cover letter that were sent', () => {
  it('snapshots the saved resume version and its scores for the job at apply time', async () => {
    const u = await freshUser();
    const saved = (
      await ctx.call(u, 'POST', '/api/saved-resumes', {
        content: RESUME(),
        jobDescription: JOB(),
        companyName: 'Cobalt Harbor',
      })
    ).json();
    const res = await add(u, { ...sample, savedResumeId: saved.id, jobDescription: JOB() });
    expect(res.statusCode).toBe(200);
    const snap = res.json().resumeSnapshot;
    expect(snap).toMatchObject({
      savedResumeId: saved.id,
      title: saved.title,
      versionAt: saved.updatedAt,
      atsScore: saved.atsScore,
      keywordMatchScore: saved.keywordMatchScore,
      scoredAgainst: 'application',
    });
    // without a job description the resume's own stored scores are kept
    const plain = (await add(u, { ...sample, company: 'Other', savedResumeId: saved.id })).json();
    expect(plain.resumeSnapshot).toMatchObject({
      scoredAgainst: 'resume',
      atsScore: saved.atsScore,
    });
    // editing the resume later does not change what was sent
    await ctx.call(u, 'PUT', `/api/saved-resumes/${saved.id}`, {
      content: 'A much shorter resume.',
    });
    const again = (await get(u, `/api/applications/${res.json().id}`)).json();
    expect(again.resumeSnapshot.atsScore).toBe(snap.atsScore);
    // unlinking removes the snapshot
    const unlinked = (await patch(u, res.json().id, { savedResumeId: null })).json();
    expect(unlinked).toMatchObject({ savedResumeId: null, resumeSnapshot: null });
  });

  it("refuses another user's saved resume or cover letter with 404", async () => {
    const theirs = (
      await ctx.call(stranger, 'POST', '/api/saved-resumes', { content: 'Their resume' })
    ).json();
    const res = await add(owner, { ...sample, savedResumeId: theirs.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Saved resume not found.');
    const letter = await add(owner, { ...sample, coverLetterId: 2_000_000 });
    expect(letter.statusCode).toBe(404);
    expect(letter.json().error.message).toBe('Cover letter not found.');
    const { id } = (await add(owner, sample)).json();
    expect((await patch(owner, id, { savedResumeId: theirs.id })).statusCode).toBe(404);
    expect((await add(owner, { ...sample, savedResumeId: 'abc' })).statusCode).toBe(400);
  });
});

describe('the outcome loop', () => {
  it('reports response and interview rates by score band, resume version and source', async () => {
    const u = await freshUser();
    const saved = (
      await ctx.call(u, 'POST', '/api/saved-resumes', {
        title: 'Tailored v1',
        content: 'Jordan Rivera, engineer',
        atsScore: 92,
      })
    ).json();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { id } = (
        await add(u, {
          jobTitle: `Role ${i}`,
          company: `Co ${i}`,
          savedResumeId: saved.id,
          source: 'LinkedIn',
        })
      ).json();
      ids.push(id);
    }
    await add(u, { jobTitle: 'Other', company: 'Plain', source: 'Referral' });
    await add(u, { jobTitle: 'Other 2', company: 'Plain 2' });
    await patch(u, ids[0]!, { status: 'reviewed' });
    await patch(u, ids[1]!, { status: 'phone_screen' });
    await patch(u, ids[2]!, { status: 'withdrawn' });
    const { outcomes } = (await get(u, '/api/applications/insights')).json();
    expect(outcomes.note).toBeNull();
    expect(outcomes.byScoreBand).toEqual([
      {
        key: '90+',
        label: 'ATS 90 and above',
        applications: 5,
        responses: 2,
        interviews: 1,
        responseRate: 40,
        interviewRate: 20,
        enough: true,
      },
      expect.objectContaining({ key: 'none', applications: 2, enough: false }),
    ]);
    expect(outcomes.byResumeVersion).toEqual([
      expect.objectContaining({
        label: `Tailored v1 (version of ${saved.updatedAt.slice(0, 10)})`,
        applications: 5,
        enough: true,
      }),
    ]);
    expect(
      outcomes.bySource.map((g: { label: string; applications: number }) => [
        g.label,
        g.applications,
      ]),
    ).toEqual([
      ['LinkedIn', 5],
      ['Not specified', 1],
      ['Referral', 1],
    ]);
  });
});
