import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CareerPlan, SalaryAnalysis } from '@careerforge/contract';
import { MarketTab } from '../src/features/salary-negotiator/components/market-tab';
import { StrategyTab } from '../src/features/salary-negotiator/components/strategy-tab';
import { SkillsTab } from '../src/features/career-planner/components/results';

const point = (percentile: 10 | 25 | 50 | 75 | 90, amount: number, topCoded = false) => ({
  percentile,
  amount,
  topCoded,
});

/** A senior engineer in California, as the engine answers it (abridged). */
const analysis: SalaryAnalysis = {
  id: 1,
  createdAt: '2025-01-01T00:00:00.000Z',
  request: {
    currentSalary: 215000,
    targetSalary: null,
    offerSalary: null,
    jobTitle: 'Senior Software Engineer',
    location: 'CA',
    experience: '6-10',
    industry: null,
    companySize: null,
    achievements: null,
    occupationCode: null,
  },
  provider: 'local',
  confidence: 88,
  confidenceReasons: ['Title match: 94%; if the occupation is wrong, pick yours in the list.'],
  conversation: 'raise',
  negotiationScript: 'Thank you for making time to talk about my pay.',
  justifications: [],
  alternativeOffers: [],
  tips: [],
  marketData: {
    percentile10: 96890,
    percentile25: 127310,
    percentile50: 166400,
    percentile75: 210770,
    percentile90: 239200,
  },
  topCoded: ['percentile90'],
  reference: {
    level: 'senior',
    levelWord: 'senior',
    experience: '6-10',
    band: { low: 60, high: 75 },
    factor: 1,
    low: { percentile: 60, amount: 184150, topCoded: false, atLeast: false, above90: false },
    high: { percentile: 75, amount: 210770, topCoded: false, atLeast: false, above90: false },
    words: 'the 60th to 75th percentile ($184,150 to $210,770)',
    explanation:
      'How we place you on the curve: BLS percentiles mix every level of experience in the occupation. Your title says "senior" (a senior title), which we place at the 60th-75th percentile.',
  },
  workFamily: 'office',
  occupation: {
    code: '15-1252.00',
    title: 'Software Developers',
    confidence: 0.94,
    method: 'exact',
    note: '',
  },
  alternatives: [],
  market: {
    blsCode: '15-1252',
    blsTitle: 'Software Developers',
    level: 'detailed',
    basis: 'annual',
    employment: 1_600_000,
    national: [
      point(10, 77020),
      point(25, 101200),
      point(50, 132270),
      point(75, 167540),
      point(90, 208620),
    ],
    local: [
      point(10, 96890),
      point(25, 127310),
      point(50, 166400),
      point(75, 210770),
      point(90, 239200, true),
    ],
    area: 'California',
    stateAbbreviation: 'CA',
    stateFactor: 1.258,
    stateBasis: 'occupation',
    notes: [],
    adjustments: [
      { name: 'location', value: 'California', factor: 1.258, reason: 'BLS state mean ratio.' },
    ],
    profileFactor: 1,
    source: 'BLS OEWS May 2023',
  },
  positions: [
    {
      kind: 'current',
      amount: 215000,
      percentile: 75,
      zone: 'within',
      words: 'at or above the 75th percentile',
      sentence:
        'Your current salary of $215,000 is at or above the 75th percentile for Software Developers in California.',
      versusExpected: 'above',
    },
  ],
  suggestedTarget: 226000,
  summary: 'Median for Software Developers in California: $166,400.',
  caveats: [],
  sources: [],
};

describe('salary negotiator views', () => {
  it('shows the state curve, a top-coded figure as above the ceiling, and the band for the level', () => {
    render(<MarketTab result={analysis} />);
    const table = screen.getByRole('table');
    expect(within(table).queryByText(/Your profile/)).toBeNull();
    expect(within(table).getByText('above $239,200 (BLS does not publish higher)')).toBeTruthy();
    expect(table.textContent).not.toMatch(/\$2[4-9]\d,\d{3}/);
    const band = screen.getByTestId('expected-band');
    expect(band.textContent).toContain(
      'Expected for your level: the 60th to 75th percentile ($184,150 to $210,770).',
    );
    expect(band.textContent).toContain('Your title says "senior"');
    expect(screen.getByTestId('band-expected')).toBeTruthy();
  });

  it('keeps the profile column for an analysis stored before the band existed', () => {
    const { reference: _r, ...legacy } = analysis;
    render(<MarketTab result={legacy as SalaryAnalysis} />);
    expect(screen.getByRole('columnheader', { name: 'Your profile (estimate)' })).toBeTruthy();
    expect(screen.queryByTestId('expected-band')).toBeNull();
  });

  it('says which conversation the script is for', () => {
    const { unmount } = render(<StrategyTab result={analysis} onCopy={() => {}} />);
    expect(screen.getByTestId('conversation').textContent).toMatch(
      /asking your employer for a raise/,
    );
    unmount();
    render(<StrategyTab result={{ ...analysis, conversation: 'offer' }} onCopy={() => {}} />);
    expect(screen.getByTestId('conversation').textContent).toMatch(/answering the offer/);
  });
});

const path = (
  kind: 'related' | 'bridge',
  title: string,
  reason: string,
): CareerPlan['alternativePaths'][number] => ({
  code: title,
  title,
  kind,
  relatedness: 50,
  medianWage: 100000,
  skillOverlap: 0,
  reason,
});

describe('career planner views', () => {
  it('groups bridge roles before the goal’s neighbours and explains the gaps’ order', () => {
    const plan = {
      skillGaps: ['SQL', 'Python'],
      skillGapsNote: 'Most important first: the 12 technologies O*NET flags as in demand lead.',
      transferableSkills: ['Excel'],
      certifications: ['Tableau Desktop Specialist'],
      quickWins: [],
      sources: [],
      alternativePaths: [
        path('bridge', 'Health Informatics Specialists', 'A bridge: related both to ...'),
        path('related', 'Data Scientists', 'Close to your goal (Business Intelligence Analysts).'),
      ],
    } as unknown as CareerPlan;
    render(<SkillsTab plan={plan} />);
    expect(screen.getByTestId('skill-gaps-note').textContent).toMatch(/in demand/);
    const bridge = screen.getByTestId('paths-bridge');
    const related = screen.getByTestId('paths-related');
    expect(within(bridge).getByText('Bridge roles')).toBeTruthy();
    expect(within(bridge).getByText('Health Informatics Specialists')).toBeTruthy();
    expect(within(related).getByText('Data Scientists')).toBeTruthy();
    expect(bridge.compareDocumentPosition(related) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
