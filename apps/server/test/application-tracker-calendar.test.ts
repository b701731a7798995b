import { describe, expect, it } from 'vitest';
import { INTERVIEW_AT_ERROR } from '@careerforge/contract';
import { followUpDay, type CalendarRow } from '../src/modules/application-tracker/calendar';
import { useApp, type TestUser } from './helpers';
import { eventOf, parseCalendar } from './application-tracker-calendar-helpers';

const ctx = useApp({ users: 1 });
const [owner] = ctx.users;

const add = (u: TestUser, payload: object) =>
  ctx.as(u)({ method: 'POST', url: '/api/applications', payload });
const patch = (u: TestUser, id: number, payload: object) =>
  ctx.as(u)({ method: 'PATCH', url: `/api/applications/${id}`, payload });
const calendarOf = async (u: TestUser | null) => {
  const res = await ctx.call(u, 'GET', '/api/applications/calendar.ics');
  const parsed = res.statusCode === 200 ? parseCalendar(res.body) : { name: null, events: [] };
  return { res, ...parsed };
};
const sample = { jobTitle: 'Backend Engineer', company: 'Cobalt Harbor' };

describe('interview and offer deadline fields', () => {
  it('stores a timed interview (answered in UTC), an all-day one and a deadline', async () => {
    const timed = await add(owner, {
      ...sample,
      interviewAt: '2025-05-01T14:30:00+02:00',
      offerDeadline: '2025-05-20',
    });
    expect(timed.statusCode).toBe(200);
    expect(timed.json()).toMatchObject({
      interviewAt: '2025-05-01T12:30:00.000Z',
      offerDeadline: '2025-05-20',
    });
    const allDay = await add(owner, { ...sample, interviewAt: ' 2025-06-02 ' });
    expect(allDay.json()).toMatchObject({ interviewAt: '2025-06-02', offerDeadline: null });

    const detail = await ctx.call(owner, 'GET', `/api/applications/${timed.json().id}`);
    expect(detail.json()).toMatchObject({ interviewAt: '2025-05-01T12:30:00.000Z' });
    const list = await ctx.call(owner, 'GET', '/api/applications');
    const listed = (list.json() as { id: number; interviewAt: string | null }[]).find(
      (a) => a.id === allDay.json().id,
    );
    expect(listed?.interviewAt).toBe('2025-06-02');
  });

  it.each([
    ['2025-05-01T14:00Z', '2025-05-01T14:00:00.000Z'],
    ['2025-05-01T14:00:00.123456789-09:30', '2025-05-01T23:30:00.123Z'],
    ['2025-05-01T00:30:00+14:00', '2025-04-30T10:30:00.000Z'],
    ['2024-02-29T23:59:59+00:00', '2024-02-29T23:59:59.000Z'],
  ])('reads the interview %s as %s', async (interviewAt, stored) => {
    const res = await add(owner, { ...sample, interviewAt });
    expect(res.statusCode).toBe(200);
    expect(res.json().interviewAt).toBe(stored);
  });

  it('is empty by default, and null or blank clears it; other fields stay', async () => {
    const created = (await add(owner, sample)).json();
    expect(created).toMatchObject({ interviewAt: null, offerDeadline: null });
    const set = await patch(owner, created.id, {
      interviewAt: '2025-07-01T09:00:00Z',
      offerDeadline: '2025-07-15',
    });
    expect(set.json()).toMatchObject({ interviewAt: '2025-07-01T09:00:00.000Z' });
    // a time replaced by a day, and back: only one of the two is ever kept
    const day = await patch(owner, created.id, { interviewAt: '2025-07-02' });
    expect(day.json()).toMatchObject({ interviewAt: '2025-07-02', offerDeadline: '2025-07-15' });
    const cleared = await patch(owner, created.id, { interviewAt: null, offerDeadline: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({
      interviewAt: null,
      offerDeadline: null,
      jobTitle: 'Backend Engineer',
    });
    // a change of something else leaves them alone
    await patch(owner, created.id, { interviewAt: '2025-08-01' });
    const other = await patch(owner, created.id, { notes: 'Called back' });
    expect(other.json()).toMatchObject({ interviewAt: '2025-08-01', notes: 'Called back' });
  });

  it.each([
    ['interviewAt', '2025-02-30', 'Interview must be a real calendar date'],
    ['interviewAt', '1969-12-31', 'Interview must be between 1970 and 2999'],
    ['interviewAt', '2025-05-01T14:00', INTERVIEW_AT_ERROR],
    ['interviewAt', '2025-05-01T14:00:00+15:00', INTERVIEW_AT_ERROR],
    ['interviewAt', '2025-05-01T24:00:00Z', INTERVIEW_AT_ERROR],
    ['interviewAt', 'next tuesday', INTERVIEW_AT_ERROR],
    ['interviewAt', 20250501, INTERVIEW_AT_ERROR],
    ['interviewAt', `2025-05-01T10:00:00Z${'0'.repeat(5000)}`, INTERVIEW_AT_ERROR],
    ['offerDeadline', '2025-13-01', 'Offer deadline must be a real calendar date'],
    ['offerDeadline', '2025-05-01T10:00:00Z', 'Offer deadline must be a date (YYYY-MM-DD)'],
    ['offerDeadline', '3000-01-01', 'Offer deadline must be between 1970 and 2999'],
    ['offerDeadline', ['2025-05-01'], 'Offer deadline must be a date (YYYY-MM-DD)'],
  ])('refuses %s %s with a clear message', async (field, value, message) => {
    const res = await add(owner, { ...sample, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    const created = (await add(owner, sample)).json();
    const changed = await patch(owner, created.id, { [field]: value });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error.fields[field]).toBe(message);
  });
});

describe('the CSV columns', () => {
  it('exports Interview and Offer Deadline and imports them back', async () => {
    const u = await ctx.signUp();
    await add(u, {
      ...sample,
      interviewAt: '2025-05-01T14:30:00+02:00',
      offerDeadline: '2025-05-20',
    });
    const csv = (await ctx.call(u, 'GET', '/api/applications/export')).body;
    expect(csv.split('\r\n')[1]).toMatch(/,2025-05-01T12:30:00\.000Z,2025-05-20$/);

    const fresh = await ctx.signUp();
    const res = await ctx.call(fresh, 'POST', '/api/applications/import', { csv });
    expect(res.json()).toMatchObject({ imported: 1, invalid: 0 });
    const [imported] = (await ctx.call(fresh, 'GET', '/api/applications')).json();
    expect(imported).toMatchObject({
      interviewAt: '2025-05-01T12:30:00.000Z',
      offerDeadline: '2025-05-20',
    });
  });

  it('reads spreadsheet dates, skips a bad cell by line, and old files still import', async () => {
    const u = await ctx.signUp();
    const csv = [
      'Company,Title,Interview Date,Deadline',
      'Acme,Dev,03/14/2025,"Mar 20, 2025"',
      'Globex,Ops,2025-03-14 10:00,',
      'Initech,QA,,',
    ].join('\n');
    const res = await ctx.call(u, 'POST', '/api/applications/import', { csv });
    expect(res.json()).toMatchObject({
      imported: 2,
      invalid: 1,
      skipped: [{ line: 3, message: INTERVIEW_AT_ERROR }],
    });
    const list = (await ctx.call(u, 'GET', '/api/applications')).json() as {
      company: string;
      interviewAt: string | null;
      offerDeadline: string | null;
    }[];
    expect(list.find((a) => a.company === 'Acme')).toMatchObject({
      interviewAt: '2025-03-14',
      offerDeadline: '2025-03-20',
    });
    expect(list.find((a) => a.company === 'Initech')).toMatchObject({
      interviewAt: null,
      offerDeadline: null,
    });
  });
});

describe('GET /api/applications/calendar.ics', () => {
  it('answers an attachment with each interview and offer deadline as events', async () => {
    const u = await ctx.signUp();
    const timed = (
      await add(u, {
        ...sample,
        status: 'interview',
        interviewAt: '2025-05-01T14:30:00+02:00',
        jobUrl: 'https://jobs.example.com/42?ref=a,b;c',
        location: 'Berlin',
      })
    ).json();
    const allDay = (
      await add(u, {
        jobTitle: 'Data Analyst',
        company: 'Globex',
        status: 'offer',
        interviewAt: '2025-06-02',
        offerDeadline: '2025-06-10',
      })
    ).json();

    const { res, name, events } = await calendarOf(u);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="careerforge-applications.ics"',
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(name).toBe('Careerforge applications');

    const interview = eventOf(events, timed.id, 'interview');
    expect(interview).toMatchObject({
      summary: 'Interview: Backend Engineer at Cobalt Harbor',
      allDay: false,
      url: 'https://jobs.example.com/42?ref=a,b;c',
    });
    expect(interview!.start.toISOString()).toBe('2025-05-01T12:30:00.000Z');
    expect(interview!.end.toISOString()).toBe('2025-05-01T13:30:00.000Z');
    expect(interview!.description).toContain('Job posting: https://jobs.example.com/42?ref=a,b;c');
    expect(interview!.description).toContain('Location: Berlin');

    expect(eventOf(events, allDay.id, 'interview')).toMatchObject({
      summary: 'Interview: Data Analyst at Globex',
      allDay: true,
      day: '2025-06-02',
      endDay: '2025-06-03',
      url: null,
    });
    expect(eventOf(events, allDay.id, 'offer-deadline')).toMatchObject({
      summary: 'Offer deadline: Data Analyst at Globex',
      allDay: true,
      day: '2025-06-10',
    });
    expect(eventOf(events, timed.id, 'offer-deadline')).toBeUndefined();
  });

  it('keeps each event’s UID when the application changes, so apps update it', async () => {
    const u = await ctx.signUp();
    const a = (await add(u, { ...sample, interviewAt: '2025-05-01T09:00:00Z' })).json();
    const before = eventOf((await calendarOf(u)).events, a.id, 'interview');
    await patch(u, a.id, { interviewAt: '2025-05-03T09:00:00Z' });
    const { events } = await calendarOf(u);
    const after = eventOf(events, a.id, 'interview');
    expect(after!.uid).toBe(before!.uid);
    expect(after!.start.toISOString()).toBe('2025-05-03T09:00:00.000Z');
    expect(events.filter((e) => e.uid === before!.uid)).toHaveLength(1);
    // cleared: the event is gone
    await patch(u, a.id, { interviewAt: null });
    expect(eventOf((await calendarOf(u)).events, a.id, 'interview')).toBeUndefined();
  });

  it('keeps hostile text intact: commas, semicolons, backslashes, line breaks, emoji, 5,000-char notes', async () => {
    const u = await ctx.signUp();
    const jobTitle = 'Dev, "Ops"; \\Lead\\n\nSecond line\r\nThird\rFourth 🚀🧑‍💻 Ünïcødé';
    const company = 'Acme; Inc., \\ 東京 🏢';
    // exactly the 5,000-character cap, made of whole units (no half of an emoji pair)
    const unit = 'Ça, va; 🚀 \\\n';
    const body = unit.repeat(Math.floor(4995 / unit.length));
    const notes = `${body.padEnd(4995, 'x')}\nLAST`;
    expect(notes.length).toBe(5000);
    const a = await add(u, {
      jobTitle,
      company,
      notes,
      status: 'interview',
      interviewAt: '2025-05-01T09:00:00Z',
      offerDeadline: '2025-05-09',
      applicationDate: '2025-04-01',
    });
    expect(a.statusCode).toBe(200);
    const { events } = await calendarOf(u);
    // the stored title as the server trimmed it; a lone CR is a line break in TEXT
    const title = jobTitle.replace(/\r\n?/g, '\n');
    const interview = eventOf(events, a.json().id, 'interview')!;
    expect(interview.summary).toBe(`Interview: ${title} at ${company}`);
    expect(interview.description).toContain(`Notes: ${notes}`);
    expect(eventOf(events, a.json().id, 'offer-deadline')!.summary).toBe(
      `Offer deadline: ${title} at ${company}`,
    );
    expect(eventOf(events, a.json().id, 'follow-up')!.summary).toBe(
      `Follow up: ${title} at ${company}`,
    );
  });

  it('holds no event of another user, and needs a session', async () => {
    const u = await ctx.signUp();
    const other = await ctx.signUp();
    await add(other, { jobTitle: 'Secret role', company: 'Hidden', interviewAt: '2025-05-01' });
    const { res, events } = await calendarOf(u);
    expect(events).toEqual([]);
    expect(res.body).not.toContain('Hidden');
    expect((await calendarOf(null)).res.statusCode).toBe(401);
  });
});

describe('follow-up reminders', () => {
  const followUps = async (u: TestUser) =>
    (await calendarOf(u)).events.filter((e) => e.uid.endsWith('-follow-up@careerforge'));

  it('come N days after the last status change of active applications only', async () => {
    const u = await ctx.signUp();
    const applied = (await add(u, { ...sample, applicationDate: '2025-03-01' })).json();
    const reviewed = (
      await add(u, { ...sample, company: 'B', applicationDate: '2025-03-01' })
    ).json();
    await patch(u, reviewed.id, { status: 'reviewed', statusDate: '2025-03-10' });
    const closed: number[] = [];
    for (const status of ['offer', 'rejected', 'withdrawn']) {
      const a = (
        await add(u, { ...sample, company: status, applicationDate: '2025-03-01' })
      ).json();
      await patch(u, a.id, { status, statusDate: '2025-03-02' });
      closed.push(a.id);
    }

    const events = await followUps(u);
    expect(eventOf(events, applied.id, 'follow-up')).toMatchObject({
      summary: 'Follow up: Backend Engineer at Cobalt Harbor',
      allDay: true,
      day: '2025-03-08',
    });
    expect(eventOf(events, applied.id, 'follow-up')!.description).toMatch(
      /^No answer for 7 days \(status: Applied since 2025-03-01\)\./,
    );
    expect(eventOf(events, reviewed.id, 'follow-up')!.day).toBe('2025-03-17');
    for (const id of closed) expect(eventOf(events, id, 'follow-up')).toBeUndefined();
    expect(events).toHaveLength(2);
  });

  it('follow the setting: another number of days, or none when it is off', async () => {
    const u = await ctx.signUp();
    const a = (await add(u, { ...sample, applicationDate: '2025-03-01' })).json();
    const set = (followUpDays: number | null) =>
      ctx.call(u, 'PATCH', '/api/applications/settings', { followUpDays });
    expect((await set(30)).json()).toEqual({ followUpDays: 30 });
    expect(eventOf(await followUps(u), a.id, 'follow-up')!.day).toBe('2025-03-31');
    expect((await set(null)).json()).toEqual({ followUpDays: null });
    expect(await followUps(u)).toEqual([]);
    expect((await set(1)).json()).toEqual({ followUpDays: 1 });
    expect(eventOf(await followUps(u), a.id, 'follow-up')!.day).toBe('2025-03-02');
  });

  it('wait for a scheduled interview before counting', () => {
    const row: CalendarRow = {
      id: 1,
      jobTitle: 'Dev',
      company: 'Acme',
      status: 'interview',
      statusDate: '2025-03-01',
      interviewAt: null,
      interviewDate: null,
      offerDeadline: null,
      jobUrl: null,
      location: null,
      notes: null,
      updatedAt: new Date(),
    };
    expect(followUpDay(row, 7)).toBe('2025-03-08');
    expect(followUpDay({ ...row, interviewDate: '2025-03-20' }, 7)).toBe('2025-03-27');
    expect(followUpDay({ ...row, interviewAt: new Date('2025-03-20T23:30:00Z') }, 7)).toBe(
      '2025-03-27',
    );
    // an interview before the last change does not move the clock back
    expect(followUpDay({ ...row, interviewDate: '2025-02-20' }, 7)).toBe('2025-03-08');
    expect(followUpDay({ ...row, status: 'offer' }, 7)).toBeNull();
    expect(followUpDay(row, null)).toBeNull();
  });
});

describe('the follow-up setting', () => {
  const settings = (u: TestUser | null, method: 'GET' | 'PATCH' = 'GET', payload?: object) =>
    ctx.as(u)({ method, url: '/api/applications/settings', ...(payload ? { payload } : {}) });

  it('is 7 days until changed, and takes 1 to 90 or null', async () => {
    const u = await ctx.signUp();
    expect((await settings(u)).json()).toEqual({ followUpDays: 7 });
    expect((await settings(u, 'PATCH', { followUpDays: 90 })).json()).toEqual({ followUpDays: 90 });
    expect((await settings(u)).json()).toEqual({ followUpDays: 90 });
    expect((await settings(u, 'PATCH', { followUpDays: null, userId: 1 })).statusCode).toBe(200);
    expect((await settings(u)).json()).toEqual({ followUpDays: null });
  });

  it.each([0, 91, 7.5, '7', -1, true, undefined])(
    'refuses %j with a clear message',
    async (followUpDays) => {
      const res = await settings(owner, 'PATCH', { followUpDays });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.followUpDays).toBe(
        'Follow-up days must be a whole number from 1 to 90, or null to turn reminders off',
      );
    },
  );

  it('is for signed-in users only', async () => {
    expect((await settings(null)).statusCode).toBe(401);
    expect((await settings(null, 'PATCH', { followUpDays: 3 })).statusCode).toBe(401);
  });
});
