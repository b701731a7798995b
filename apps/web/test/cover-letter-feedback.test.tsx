import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LetterAnalysisDto } from '@careerforge/contract';
import { FeedbackTab } from '../src/features/cover-letter/components/feedback-tab';

const analysis: LetterAnalysisDto = {
  atsScore: 92,
  personalityScore: 75,
  relevanceScore: 64,
  strengthAreas: ['Names the role and the company.'],
  improvementAreas: ['Does not mention Terraform.'],
  recommendations: [
    {
      section: 'opening',
      priority: 'high',
      current: 'To whom it may concern, I want this job.',
      improved: 'I am applying for the Backend Engineer role at Acme.',
      reasoning: 'Name the role and the company first.',
    },
    {
      section: 'body',
      priority: 'low',
      current: 'A sentence that is gone.',
      improved: 'Something better.',
      reasoning: 'Why.',
    },
  ],
  parts: [
    {
      id: 'coverage',
      label: 'Requirement coverage',
      score: 80,
      weight: { ats: 0.4, relevance: 0.7, personality: 0 },
      detail: 'Names 4 of 5 required skills.',
    },
  ],
};

const letter = 'To whom it may concern, I want this job.\n\nI led the migration to PostgreSQL.';

describe('FeedbackTab', () => {
  it('shows the three scores in the spec colours and how each is made', () => {
    render(
      <FeedbackTab
        analysis={analysis}
        content={letter}
        stale={false}
        onApply={() => {}}
        onAnalyze={() => {}}
        analyzing={false}
      />,
    );
    const tone = (label: string) =>
      screen.getByText(label).parentElement!.querySelector('p.text-4xl')!.className;
    expect(tone('ATS Score')).toContain('emerald'); // 90+ green
    expect(tone('Personality')).toContain('amber'); // 70-89 yellow
    expect(tone('Relevance')).toContain('red'); // below 70 red
    const row = screen.getByRole('row', { name: /Requirement coverage/ });
    expect(within(row).getByText('40%')).toBeTruthy();
    expect(within(row).getByText('70%')).toBeTruthy();
    expect(screen.getByText('Names the role and the company.')).toBeTruthy();
    expect(screen.getByText('Does not mention Terraform.')).toBeTruthy();
    expect(screen.queryByText('The letter has changed since this analysis.')).toBeNull();
  });

  it('applies a rewrite whose sentence is still in the letter, and only that one', async () => {
    const onApply = vi.fn();
    render(
      <FeedbackTab
        analysis={analysis}
        content={letter}
        stale
        onApply={onApply}
        onAnalyze={() => {}}
        analyzing={false}
      />,
    );
    expect(screen.getByText('The letter has changed since this analysis.')).toBeTruthy();
    const apply = screen.getAllByRole('button', { name: 'Apply' });
    expect(apply).toHaveLength(1);
    await userEvent.click(apply[0]!);
    expect(onApply).toHaveBeenCalledWith(
      'To whom it may concern, I want this job.',
      'I am applying for the Backend Engineer role at Acme.',
    );
    expect(
      screen.getByText('The current text is no longer in the letter; edit it by hand.'),
    ).toBeTruthy();
  });

  it('says a rewrite is applied once the improved text is in the letter', () => {
    render(
      <FeedbackTab
        analysis={analysis}
        content={'I am applying for the Backend Engineer role at Acme.\n\nMore.'}
        stale
        onApply={() => {}}
        onAnalyze={() => {}}
        analyzing
      />,
    );
    expect(screen.getByText('Applied in the editor.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Analyzing...' })).toHaveProperty('disabled', true);
  });
});
