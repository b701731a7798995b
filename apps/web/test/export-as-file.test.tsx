import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExportAsFile } from '../src/features/resume-builder';
import { JobScore } from '../src/features/resume-builder/components/job-score';
import { initialState } from '../src/features/resume-builder/lib/document';
import { downloadBlob } from '../src/lib/download';
import { toast } from '../src/lib/toast';
import { json } from './render-app';
import { toastedFailure } from './toasts';

vi.mock('../src/lib/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/lib/toast')>()),
  toast: vi.fn(),
}));
vi.mock('../src/lib/download', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/lib/download')>()),
  downloadBlob: vi.fn(),
}));

const parsed = { ...initialState().doc, template: 'tech-minimalist' as const };
const TEXT = 'JORDAN RIVERA\njordan@example.com\nEXPERIENCE\nData Analyst, Globex';

interface Call {
  url: string;
  body: Record<string, unknown>;
}

let calls: Call[];
let exportAnswer: () => Response | Promise<Response>;

beforeEach(() => {
  calls = [];
  exportAnswer = () =>
    new Response('%PDF-1.7', {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="Globex Resume - Data Analyst.pdf"',
      },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      calls.push({ url, body });
      if (url === '/api/resume-builder/parse') return json(parsed);
      if (url === '/api/resumes/export') return exportAnswer();
      return json({ error: { message: 'unexpected' } }, 500);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const open = async (text = TEXT) => {
  const user = userEvent.setup();
  render(<ExportAsFile title="Globex Resume - Data Analyst" text={text} />);
  await user.click(screen.getByRole('button', { name: /as PDF or DOCX/ }));
  return user;
};

describe('ExportAsFile', () => {
  it('exports the text as a PDF in Modern Professional by default', async () => {
    const user = await open();
    expect(screen.getByLabelText('Template')).toHaveValue('modern-professional');
    expect(screen.getByRole('radio', { name: 'PDF' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Export PDF' }));

    await waitFor(() => expect(downloadBlob).toHaveBeenCalledTimes(1));
    expect(calls.map((c) => c.url)).toEqual(['/api/resume-builder/parse', '/api/resumes/export']);
    expect(calls[0]!.body).toEqual({ text: TEXT });
    const exported = calls[1]!.body;
    expect(exported.format).toBe('pdf');
    expect(exported.template).toBe('modern-professional');
    expect(exported.title).toBe('Globex Resume - Data Analyst');
    expect((exported.document as { template: string }).template).toBe('modern-professional');
    expect(exported.colors).toEqual({
      primary: '#1e3a5f',
      secondary: '#475569',
      accent: '#2563eb',
    });
    expect(vi.mocked(downloadBlob).mock.calls[0]![0]).toBe('Globex Resume - Data Analyst.pdf');
    expect(toast).toHaveBeenCalledWith({
      title: 'Export Complete!',
      description: 'Resume exported as PDF',
    });
    // the dialog closes once the file is downloaded
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('exports a DOCX in the template the user picks, named after the title', async () => {
    exportAnswer = () => new Response('PK', { status: 200, headers: { 'content-type': 'x/docx' } });
    const user = await open();
    await user.selectOptions(screen.getByLabelText('Template'), 'executive-classic');
    await user.click(screen.getByRole('radio', { name: 'DOCX' }));
    await user.click(screen.getByRole('button', { name: 'Export DOCX' }));

    await waitFor(() => expect(downloadBlob).toHaveBeenCalledTimes(1));
    expect(calls[1]!.body.format).toBe('docx');
    expect(calls[1]!.body.template).toBe('executive-classic');
    // no name from the server: '{title}.{format}'
    expect(vi.mocked(downloadBlob).mock.calls[0]![0]).toBe('Globex Resume - Data Analyst.docx');
    expect(toast).toHaveBeenCalledWith({
      title: 'Export Complete!',
      description: 'Resume exported as DOCX',
    });
  });

  it('is busy while the export runs', async () => {
    let finish: (r: Response) => void = () => {};
    exportAnswer = () => new Promise<Response>((resolve) => (finish = resolve));
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Export PDF' }));
    const busy = await screen.findByRole('button', { name: 'Exporting PDF…' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByLabelText('Template')).toBeDisabled();
    finish(new Response('%PDF', { status: 200 }));
    await waitFor(() => expect(downloadBlob).toHaveBeenCalledTimes(1));
  });

  it("shows the plan limit's own words on a 402 and downloads nothing", async () => {
    exportAnswer = () =>
      json(
        {
          error: { message: 'Your Starter plan allows 5 exports a month.', code: 'LIMIT_REACHED' },
        },
        402,
      );
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Export PDF' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Plan Limit Reached',
          description: 'Your Starter plan allows 5 exports a month.',
          variant: 'destructive',
        }),
      ),
    );
    expect(downloadBlob).not.toHaveBeenCalled();
    // the dialog stays open to try again
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("shows the spec's failure text with the server's words when parsing fails", async () => {
    vi.mocked(fetch).mockImplementationOnce(async () =>
      json({ error: { message: 'The resume is longer than 50,000 characters.' } }, 413),
    );
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Export PDF' }));
    await toastedFailure(
      'Failed to export resume',
      'Please try again. The resume is longer than 50,000 characters.',
    );
    expect(downloadBlob).not.toHaveBeenCalled();
  });

  it('cannot export an empty resume', () => {
    render(<ExportAsFile title="Empty" text={'  \n '} />);
    expect(screen.getByRole('button', { name: /as PDF or DOCX/ })).toBeDisabled();
  });
});

describe('JobScore on the Export tab', () => {
  const report = {
    matchScore: 70,
    hygieneScore: 90,
    band: 'good',
    components: [{ id: 'hard', label: 'Hard skills', weight: 0.5, score: 60, detail: '3 of 5' }],
    hardSkills: {
      found: [{ skill: 'sql', jobTerm: 'SQL', required: true, via: null }],
      missing: [{ skill: 'tableau', jobTerm: 'Tableau', required: false, via: null }],
    },
    softSkills: { found: [], missing: [] },
    checks: [{ id: 'email', label: 'E-mail', passed: true, weight: 1, detail: 'Found' }],
  };

  it('needs a job description before it scores', async () => {
    const user = userEvent.setup();
    render(<JobScore resumeText={TEXT} />);
    const button = screen.getByRole('button', { name: 'Score' });
    expect(button).toBeDisabled();
    expect(
      screen.getByText('Paste a job description to score your resume against it.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Job description'), '   ');
    expect(button).toBeDisabled();
  });

  it('scores the resume text against the job with the lab engine', async () => {
    vi.mocked(fetch).mockImplementation(async (url, init) => {
      calls.push({
        url: String(url),
        body: JSON.parse(String(init?.body)) as Record<string, unknown>,
      });
      return json({ atsScore: 81, keywordMatchScore: 64, report });
    });
    const user = userEvent.setup();
    render(<JobScore resumeText={TEXT} />);
    await user.type(screen.getByLabelText('Job description'), 'Data Analyst: SQL and Tableau');
    await user.click(screen.getByRole('button', { name: 'Score' }));
    expect(await screen.findByRole('group', { name: 'ATS score' })).toHaveTextContent('81%');
    expect(screen.getByRole('group', { name: 'Keyword match' })).toHaveTextContent('64%');
    expect(screen.getByText('How the ATS score is made')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        url: '/api/lab/score',
        body: { resumeContent: TEXT, jobDescription: 'Data Analyst: SQL and Tableau' },
      },
    ]);
  });

  it("shows the server's words when scoring fails", async () => {
    vi.mocked(fetch).mockImplementation(async () =>
      json({ error: { message: 'Resume content is required' } }, 400),
    );
    const user = userEvent.setup();
    render(<JobScore resumeText={TEXT} />);
    await user.type(screen.getByLabelText('Job description'), 'Analyst');
    await user.click(screen.getByRole('button', { name: 'Score' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Scoring failed. Resume content is required',
    );
  });
});
