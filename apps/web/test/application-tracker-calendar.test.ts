import { describe, expect, it } from 'vitest';
import { parseOffsetDateTime } from '@careerforge/contract';
import {
  formatInterview,
  interviewInputs,
  interviewValue,
  offsetText,
} from '../src/features/application-tracker/lib/calendar';
import {
  emptyForm,
  formOf,
  payloadOf,
} from '../src/features/application-tracker/components/application-form';
import { expectEach } from './each';

describe('the interview field between the form and the API', () => {
  it('sends no day as none, a day alone as all day', () => {
    expect(interviewValue('', '10:00')).toBeNull();
    expect(interviewValue('2025-05-01', '')).toBe('2025-05-01');
  });

  it('sends a day and time as that local time with the offset of that day', () => {
    const value = interviewValue('2025-07-01', '14:30')!;
    expect(value).toMatch(/^2025-07-01T14:30:00[+-]\d{2}:\d{2}$/);
    // the contract reads it as the same instant the browser means
    expect(parseOffsetDateTime(value)!.getTime()).toBe(new Date('2025-07-01T14:30:00').getTime());
  });

  it('reads a stored value back into the same day and time', () => {
    expect(interviewInputs(null)).toEqual({ date: '', time: '' });
    expect(interviewInputs('2025-05-01')).toEqual({ date: '2025-05-01', time: '' });
    const utc = new Date('2025-07-01T14:30:00').toISOString();
    expect(interviewInputs(utc)).toEqual({ date: '2025-07-01', time: '14:30' });
  });

  it('writes offsets east and west of UTC', () => {
    expectEach(offsetText, [
      [0, '+00:00'],
      [330, '+05:30'],
      [-570, '-09:30'],
    ]);
  });

  it('round-trips through the edit form, and clears with an empty day', () => {
    const base = { ...emptyForm(), jobTitle: 'Dev', company: 'Acme' };
    const payload = payloadOf({
      ...base,
      interviewDate: '2025-07-01',
      interviewTime: '09:15',
      offerDeadline: '2025-07-10',
    });
    expect(payload.offerDeadline).toBe('2025-07-10');
    const stored = parseOffsetDateTime(payload.interviewAt!)!.toISOString();
    const form = formOf({
      ...payload,
      id: 1,
      userId: 'u',
      status: 'applied',
      priority: 'medium',
      applicationDate: '2025-06-01',
      hasJobDescription: false,
      resumeSnapshot: null,
      interviewAt: stored,
      offerDeadline: '2025-07-10',
      statusDate: '2025-06-01',
      stale: false,
      createdAt: stored,
      updatedAt: stored,
      events: [],
    });
    expect(form).toMatchObject({
      interviewDate: '2025-07-01',
      interviewTime: '09:15',
      offerDeadline: '2025-07-10',
    });
    expect(payloadOf({ ...form, interviewDate: '' })).toMatchObject({ interviewAt: null });
    expect(payloadOf({ ...form, offerDeadline: '' })).toMatchObject({ offerDeadline: null });
  });

  it('shows an all-day interview as its day and a timed one with the time', () => {
    expect(formatInterview('2025-05-01')).toBe('May 1, 2025');
    expect(formatInterview(new Date('2025-05-01T14:30:00').toISOString())).toBe(
      'May 1, 2025, 2:30 PM',
    );
  });
});
