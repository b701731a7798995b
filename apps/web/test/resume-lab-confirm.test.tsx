import { readFileSync } from 'node:fs';
import path from 'node:path';
import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DOCUMENT_SECTION_KEYS,
  TEMPLATE_DESIGNS,
  type ResumeDocument,
} from '@careerforge/contract';
import { blankExperience } from '../src/features/resume-builder/lib/document';
import { ConfirmStep } from '../src/features/resume-lab/components/confirm-step';
import { readingOf } from '../src/features/resume-lab/lib/reading';
import { createQueryClient } from '../src/lib/query-client';
import { json } from './render-app';

/** A persona's resume: the step sends it as written. */
const NURSE = readFileSync(
  path.resolve(import.meta.dirname, '../../../bench/personas/02-nurse-houston/resume.txt'),
  'utf8',
);

type Role = Partial<ResumeDocument['experience'][number]> & { title: string };

/** A document as `builder.parse` answers it. */
function doc(experience: Role[], over: Partial<ResumeDocument> = {}): ResumeDocument {
  return {
    version: 1,
    template: 'modern-professional',
    theme: { ...TEMPLATE_DESIGNS['modern-professional'].colors },
    personal: { name: '', headline: '', email: '', phone: '', location: '', links: [] },
    summary: '',
    experience: experience.map((e, i) => ({
      ...blankExperience(),
      id: `experience-${i + 1}`,
      ...e,
    })),
    education: [],
    skills: [],
    projects: [],
    certifications: [],
    customSections: [],
    sections: DOCUMENT_SECTION_KEYS.map((id) => ({ id, visible: true })),
    ...over,
  };
}

const bullets = (n: number, what: string) => Array.from({ length: n }, (_, i) => `${what} ${i}`);

/** What the server's parser reads from the nurse's resume. */
const NURSE_READ = doc(
  [
    {
      title: 'Charge Nurse, Medical-Surgical/Telemetry',
      company: 'Bayou City Medical Center',
      location: 'Houston, TX',
      startDate: '2021-03',
      current: true,
      bullets: bullets(5, 'Charge'),
    },
    {
      title: 'Staff Nurse, Telemetry',
      company: 'Bayou City Medical Center',
      location: 'Houston, TX',
      startDate: '2020-09',
      endDate: '2021-02',
      bullets: bullets(2, 'Telemetry'),
    },
    {
      title: 'Staff Nurse, Medical-Surgical',
      company: 'St. Agnes Regional Hospital',
      location: 'San Antonio, TX',
      startDate: '2016-07',
      endDate: '2020-08',
      bullets: bullets(3, 'Surgical'),
    },
  ],
  {
    education: [
      {
        id: 'education-1',
        degree: 'Bachelor of Science in Nursing',
        school: 'University of Texas Health Science Center at San Antonio',
        location: '',
        date: '2016',
        gpa: '',
        details: [],
      },
    ],
    skills: [{ id: 'skills-1', label: '', items: ['Telemetry monitoring', 'IV therapy', 'Epic'] }],
    certifications: [
      { id: 'certification-1', name: 'Basic Life Support (BLS)' },
      { id: 'certification-2', name: 'PCCN' },
    ],
    customSections: [{ id: 'custom-1', title: 'VOLUNTEER', lines: ['Health Screening', 'Run'] }],
  },
);

let fetchMock: ReturnType<typeof vi.fn>;
/** the server's answer to each text it is sent */
let answer: (text: string) => Response;
const sentTexts = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === '/api/resume-builder/parse')
    .map(([, init]) => (JSON.parse(String((init as RequestInit).body)) as { text: string }).text);

beforeEach(() => {
  answer = () => json(NURSE_READ);
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/api/resume-builder/parse') {
      const { text } = JSON.parse(String(init?.body)) as { text: string };
      return answer(text);
    }
    return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function Harness({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  return (
    <ConfirmStep
      resumeText={text}
      onResumeText={setText}
      sourceName={null}
      onBack={() => {}}
      onContinue={() => {}}
    />
  );
}

const renderStep = (text: string) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness initial={text} />
    </QueryClientProvider>,
  );

const roleCards = () => within(screen.getByTestId('confirm-roles')).getAllByRole('listitem');
/** A role card's own lines (title, employer, dates, count), without its bullets. */
const cardHead = (card: HTMLElement) =>
  [...card.querySelectorAll(':scope > div p')].map((p) => p.textContent);

describe('the check step', () => {
  it("shows the server's reading of the resume: each role's title, employer, dates and bullets", async () => {
    renderStep(NURSE);
    expect(
      await screen.findByRole('heading', { name: 'Experience (3 roles, 10 bullets)' }),
    ).toBeVisible();
    expect(sentTexts()).toEqual([NURSE]);
    const cards = screen.getByTestId('confirm-roles').querySelectorAll(':scope > li');
    expect([...cards].map((c) => cardHead(c as HTMLElement))).toEqual([
      [
        'Charge Nurse, Medical-Surgical/Telemetry',
        'Bayou City Medical Center · Houston, TX',
        'Mar 2021 – Present',
        '5 bullets',
      ],
      [
        'Staff Nurse, Telemetry',
        'Bayou City Medical Center · Houston, TX',
        'Sep 2020 – Feb 2021',
        '2 bullets',
      ],
      [
        'Staff Nurse, Medical-Surgical',
        'St. Agnes Regional Hospital · San Antonio, TX',
        'Jul 2016 – Aug 2020',
        '3 bullets',
      ],
    ]);
    expect(within(cards[0] as HTMLElement).getAllByRole('listitem')).toHaveLength(5);
    // a bullet's figures are never a role (the client-side reading made "74% to 86%" one)
    expect(screen.queryByText('74% to 86%')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Skills (3)' })).toBeVisible();
    expect(
      screen.getByText(
        'Bachelor of Science in Nursing, University of Texas Health Science Center at San Antonio · 2016',
      ),
    ).toBeVisible();
    expect(
      screen.getByText('Certifications (2 items), VOLUNTEER (2 lines)', { exact: true }),
    ).toBeVisible();
  });

  it('reads the text again once typing pauses, and shows the new reading', async () => {
    const user = userEvent.setup();
    answer = (text) =>
      text === NURSE
        ? json(NURSE_READ)
        : json(doc([{ title: 'Charge Nurse', company: 'Bayou City', bullets: ['Led rounding'] }]));
    renderStep(NURSE);
    await screen.findByRole('heading', { name: 'Experience (3 roles, 10 bullets)' });
    await user.click(screen.getByRole('button', { name: 'Edit Text' }));
    const box = screen.getByLabelText('Resume text');
    await user.clear(box);
    await user.type(box, 'Meiling Chen');
    expect(
      await screen.findByRole('heading', { name: 'Experience (1 role, 1 bullet)' }),
    ).toBeVisible();
    // one reading for the pause, not one per key
    expect(sentTexts()).toEqual([NURSE, 'Meiling Chen']);
  });

  it('marks a role without an employer or dates, and says when no roles were found', async () => {
    answer = () => json(doc([{ title: 'Apprentice Electrician', bullets: ['Wired panels'] }]));
    const { unmount } = renderStep('Jesse\nWORK HISTORY\nApprentice Electrician\n- Wired panels');
    await screen.findByRole('heading', { name: 'Experience (1 role, 1 bullet)' });
    const [card] = roleCards();
    expect(within(card!).getByText('No employer')).toBeVisible();
    expect(within(card!).getByText('No dates')).toBeVisible();
    unmount();

    answer = () => json(doc([]));
    renderStep('Just a name');
    expect(await screen.findByText(/^We found no roles\./)).toBeVisible();
  });

  it('says what went wrong when the server cannot read the text, and tries again', async () => {
    const user = userEvent.setup();
    answer = () => json({ error: { code: 'RATE_LIMITED', message: 'Too many requests.' } }, 429);
    renderStep(NURSE);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not read your resume just now. Too many requests.');
    answer = () => json(NURSE_READ);
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Experience (3 roles, 10 bullets)' })).toBeVisible();
  });
});

describe('readingOf', () => {
  it('prints dates in the builder form and as written, with Present for a current role', () => {
    const r = readingOf(
      doc([
        { title: 'A', startDate: '2021-03', current: true },
        { title: 'B', startDate: '03/2019', endDate: 'Present', current: true },
        { title: 'C', startDate: '2015', endDate: '2019' },
        { title: 'D' },
      ]),
    );
    expect(r.roles.map((x) => x.dates)).toEqual([
      'Mar 2021 – Present',
      '03/2019 – Present',
      '2015 – 2019',
      '',
    ]);
  });
});
