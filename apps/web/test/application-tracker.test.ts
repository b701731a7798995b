import { describe, expect, it } from 'vitest';
import type { Application } from '@careerforge/contract';
import { filterApplications } from '../src/features/application-tracker/lib/filter';
import { localToday } from '../src/features/application-tracker/lib/format';
import {
  emptyForm,
  payloadOf,
} from '../src/features/application-tracker/components/application-form';
import { applicationCount, monthShare } from '../src/features/analytics/lib/ats';
import { application } from './render-app';

const app = (id: number, over: Partial<Application>) => application('2025-01-01', { id, ...over });

const list = [
  app(1, {
    company: 'Acme',
    jobTitle: 'Frontend Dev',
    priority: 'low',
    applicationDate: '2025-01-01',
  }),
  app(2, { company: 'Globex', priority: 'high', status: 'offer', applicationDate: '2025-01-03' }),
  app(3, {
    company: 'Initech',
    jobTitle: 'SRE',
    status: 'reviewed',
    applicationDate: '2025-01-02',
  }),
];
const ids = (l: Application[]) => l.map((a) => a.id);

describe('tracker list', () => {
  it('filters by status and searches company and title, case-insensitively', () => {
    expect(ids(filterApplications(list, { status: 'offer', query: '', sort: 'date' }))).toEqual([
      2,
    ]);
    expect(ids(filterApplications(list, { status: 'all', query: 'FRONT', sort: 'date' }))).toEqual([
      1,
    ]);
    expect(
      ids(filterApplications(list, { status: 'all', query: ' initech ', sort: 'date' })),
    ).toEqual([3]);
  });

  it('sorts by date, priority or pipeline status', () => {
    expect(ids(filterApplications(list, { status: 'all', query: '', sort: 'date' }))).toEqual([
      2, 3, 1,
    ]);
    expect(ids(filterApplications(list, { status: 'all', query: '', sort: 'priority' }))).toEqual([
      2, 3, 1,
    ]);
    expect(ids(filterApplications(list, { status: 'all', query: '', sort: 'status' }))).toEqual([
      1, 3, 2,
    ]);
  });

  it('starts the add form with the spec defaults: applied, medium, today', () => {
    const f = emptyForm();
    expect(f).toMatchObject({
      status: 'applied',
      priority: 'medium',
      applicationDate: localToday(),
    });
    expect(localToday(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(payloadOf({ ...f, jobTitle: 'Dev', company: 'Acme', jobUrl: '  ' })).toMatchObject({
      jobUrl: null,
      location: null,
      savedResumeId: null,
      coverLetterId: null,
    });
  });
});

describe('analytics helpers', () => {
  it('divides the month by the total with a divisor of at least 1', () => {
    expect(monthShare(0, 0)).toBe(0);
    expect(monthShare(2, 0)).toBe(100);
    expect(monthShare(1, 4)).toBe(25);
  });
  it('says application in the singular or plural', () => {
    expect(applicationCount(1)).toBe('1 application');
    expect(applicationCount(3)).toBe('3 applications');
  });
});
