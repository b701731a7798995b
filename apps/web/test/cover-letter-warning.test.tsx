import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GeneratedCoverLetter } from '@careerforge/contract';
import { FitWarning } from '../src/features/cover-letter/components/fit-warning';
import { LetterEditor } from '../src/features/cover-letter/components/letter-editor';
import { currentFrom, emptyForm } from '../src/features/cover-letter/lib/state';
import { createQueryClient } from '../src/lib/query-client';

const WARNING =
  "Your resume shows few of this posting's requirements: its match score is 13 of 100, and it does not show Go, Kubernetes and Docker.";

const generated = (warning?: string | null): GeneratedCoverLetter => ({
  id: 7,
  title: 'Cover letter for Backend Engineer at Cobalt Harbor',
  content:
    'Dear Cobalt Harbor team,\n\nI come from a different field.\n\nKind regards,\nXiaoming Wang',
  companyName: 'Cobalt Harbor',
  jobTitle: 'Backend Engineer',
  jobDescription: 'Backend Engineer',
  tone: 'professional',
  resumeId: 1,
  savedResumeId: null,
  resumeTitle: 'Nurse resume',
  claims: [],
  requirementsCovered: [],
  provider: 'local',
  createdAt: new Date(0).toISOString(),
  truth: { ok: true, violations: [] } as unknown as GeneratedCoverLetter['truth'],
  removed: [],
  notes: [],
  ...(warning === undefined ? {} : { warning }),
});

describe('the fit warning', () => {
  it('comes with a freshly generated letter, and not with one without it', () => {
    expect(currentFrom(generated(WARNING)).warning).toBe(WARNING);
    expect(currentFrom(generated(null)).warning).toBeNull();
    expect(currentFrom(generated()).warning).toBeNull();
  });

  it('is shown plainly above the letter in the editor', () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <LetterEditor
          letter={currentFrom(generated(WARNING))}
          content={generated().content}
          onContent={() => {}}
          form={emptyForm}
          onForm={() => {}}
          onAnalyze={() => {}}
          analyzing={false}
          onSaved={() => {}}
        />
      </QueryClientProvider>,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toContain(WARNING);
    expect(status.textContent).toContain('Check the fit');
  });

  it('shows nothing when there is no warning', () => {
    const { container } = render(<FitWarning warning={null} />);
    expect(container.textContent).toBe('');
  });
});
