import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Resume, SavedResume } from '@careerforge/contract';
import { toast } from '../src/lib/toast';
import SavedResumesPage from '../src/pages/saved-resumes';
import { setSessionHint } from '../src/lib/auth';
import { json, renderInApp, savedResume } from './render-app';
import { toastedFailure } from './toasts';

vi.mock('../src/lib/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/lib/toast')>()),
  toast: vi.fn(),
}));

const make = (over: Partial<SavedResume>): SavedResume =>
  savedResume({ content: 'Text', tailoringMode: 'basic', ...over });

const seed = (): SavedResume[] => [
  make({
    id: 2,
    title: 'Globex Resume - Data Analyst',
    companyName: 'Globex',
    jobTitle: 'Data Analyst',
    content: 'JORDAN RIVERA\nSQL, dashboards and forecasting.',
    tailoringMode: 'personalized',
    atsScore: 93,
    keywordMatchScore: 81,
    improvements: ['Moved SQL to the summary'],
    recommendations: ['Add Tableau if you have used it'],
    tags: ['remote', 'finance', 'priority', 'referral', 'q2'],
    createdAt: '2026-03-05T10:00:00.000Z',
  }),
  make({
    id: 1,
    title: 'Acme Resume - Backend Engineer',
    companyName: 'Acme',
    jobTitle: 'Backend Engineer',
    content: 'Built Kubernetes clusters.',
    atsScore: 72,
    keywordMatchScore: 60,
    tags: ['remote'],
    isFavorite: true,
  }),
];

interface Call {
  method: string;
  url: string;
  body: unknown;
}

let list: SavedResume[];
let uploads: Resume[];
let calls: Call[];
let failures: { method: string; status: number; message: string }[];

function server(input: RequestInfo | URL, init?: RequestInit): Response {
  const url = String(input);
  const method = init?.method ?? 'GET';
  const body = init?.body ? JSON.parse(String(init.body)) : undefined;
  calls.push({ method, url, body });
  if (url.startsWith('/api/analytics')) return json({ ok: true });
  // Signed in, with analytics consent on: usage analytics are sent only then.
  if (url === '/auth/user') {
    return json({
      id: 'u1',
      email: 'jordan@example.com',
      name: 'Jordan',
      firstName: 'Jordan',
      lastName: null,
    });
  }
  if (url === '/api/account/consents') {
    return json({ analytics: true, marketing: false, linkedin_check: false });
  }
  if (url.startsWith('/api/resumes') && method === 'GET') return json(uploads);
  const up = /^\/api\/resumes\/(\d+)$/.exec(url);
  const upload = up && uploads.find((r) => r.id === Number(up[1]));
  if (upload && method === 'PATCH') {
    Object.assign(upload, body, { updatedAt: '2026-03-09T10:00:00.000Z' });
    return json(upload);
  }
  if (upload && method === 'DELETE') {
    uploads = uploads.filter((r) => r !== upload);
    return json({ ok: true });
  }
  const fail = failures.findIndex((f) => f.method === method);
  if (fail >= 0) {
    const [f] = failures.splice(fail, 1);
    return json({ error: { code: 'ERR', message: f!.message } }, f!.status);
  }
  // the list leaves out each resume's job description and report, as the server does
  if (url === '/api/saved-resumes' && method === 'GET')
    return json(list.map(({ jobDescription: _job, report: _report, ...listed }) => listed));
  const m = /^\/api\/saved-resumes\/(\d+)$/.exec(url);
  const found = m && list.find((r) => r.id === Number(m[1]));
  if (!found) return json({ error: { code: 'NOT_FOUND', message: 'Saved resume not found' } }, 404);
  if (method === 'GET') return json(found);
  if (method === 'PUT') {
    Object.assign(found, body);
    return json(found);
  }
  if (method === 'DELETE') {
    list = list.filter((r) => r !== found);
    return json({ ok: true });
  }
  return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
}

const writes = () => calls.filter((c) => c.method !== 'GET' && !c.url.startsWith('/api/analytics'));
const toastMock = vi.mocked(toast);

const renderPage = () => renderInApp(<SavedResumesPage />).user;

const card = (title: string) => screen.getByRole('article', { name: title });
const findCard = (title: string) => screen.findByRole('article', { name: title });

beforeEach(() => {
  // a signed-in browser carries the session hint its sign-in set (src/lib/auth.ts)
  setSessionHint(true);
  list = seed();
  uploads = [];
  calls = [];
  failures = [];
  toastMock.mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (i: RequestInfo | URL, init?: RequestInit) => server(i, init)),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('Saved Resumes page', () => {
  it('lists the saved resumes as cards with scores, date and tags', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Saved Resumes');
    expect(screen.getByRole('status')).toHaveTextContent('Loading saved resumes');
    const globex = await findCard('Globex Resume - Data Analyst');
    expect(document.title).toBe('Saved Resumes | Careerforge');

    expect(globex).toHaveTextContent('Globex · Data Analyst');
    expect(globex).toHaveTextContent('🔥');
    expect(within(globex).getByText('ATS 93%').parentElement).toHaveAttribute('data-tone', 'high');
    expect(globex).toHaveTextContent('Keyword match 81%');
    expect(globex).toHaveTextContent('Personalized mode');
    expect(within(globex).getByText('Mar 5, 2026')).toHaveAttribute(
      'datetime',
      '2026-03-05T10:00:00.000Z',
    );

    const acme = card('Acme Resume - Backend Engineer');
    expect(acme).toHaveTextContent('👍');
    expect(within(acme).getByText('ATS 72%').parentElement).toHaveAttribute('data-tone', 'mid');
    expect(within(acme).getByRole('button', { name: 'Remove from favorites' })).toBeInTheDocument();
    expect(within(globex).getByRole('button', { name: 'Add to favorites' })).toBeInTheDocument();

    // Newest first.
    const titles = screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'));
    expect(titles).toHaveLength(2);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Globex Resume - Data Analyst',
      'Acme Resume - Backend Engineer',
      'Uploaded originals',
    ]);
    expect(screen.getByText('2 saved resumes')).toBeInTheDocument();
  });

  it('logs a page view', async () => {
    renderPage();
    await findCard('Acme Resume - Backend Engineer');
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        url: '/api/analytics/page-view',
        body: { pageName: 'saved-resumes' },
      }),
    );
  });

  it('shows at most 3 tags then "+N more", which expands and collapses', async () => {
    const user = renderPage();
    const globex = await findCard('Globex Resume - Data Analyst');
    const tags = within(globex).getByRole('list', { name: 'Tags of Globex Resume - Data Analyst' });
    expect(within(tags).getByText('remote')).toBeInTheDocument();
    expect(within(tags).getByText('priority')).toBeInTheDocument();
    expect(within(tags).queryByText('referral')).toBeNull();
    const more = within(globex).getByRole('button', { name: '+2 more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(tags).getByText('referral')).toBeInTheDocument();
    expect(within(tags).getByText('q2')).toBeInTheDocument();
    await user.click(within(globex).getByRole('button', { name: 'Show fewer' }));
    expect(within(tags).queryByText('q2')).toBeNull();
    expect(within(card('Acme Resume - Backend Engineer')).queryByText(/more$/)).toBeNull();
  });

  it('searches title, company, job title, content and tags without regard to case', async () => {
    const user = renderPage();
    await findCard('Acme Resume - Backend Engineer');
    const search = screen.getByLabelText('Search resumes');

    await user.type(search, 'KUBERNETES');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(card('Acme Resume - Backend Engineer')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 2 resumes')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'referral');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(card('Globex Resume - Data Analyst')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'no such words');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No resumes match your search')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(search).toHaveValue('');
  });

  it('filters by tag (All tags by default) and by favorites', async () => {
    const user = renderPage();
    await findCard('Acme Resume - Backend Engineer');
    const tag = screen.getByLabelText('Tag');
    expect(tag).toHaveDisplayValue('All tags');
    expect(
      within(tag)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All tags', 'finance', 'priority', 'q2', 'referral', 'remote']);
    await user.selectOptions(tag, 'finance');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await user.selectOptions(tag, 'remote');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await user.selectOptions(tag, '');

    const favorites = screen.getByRole('button', { name: 'Favorites only' });
    await user.click(favorites);
    expect(favorites).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(card('Acme Resume - Backend Engineer')).toBeInTheDocument();
  });

  it('sorts by highest ATS score or title', async () => {
    const user = renderPage();
    await findCard('Acme Resume - Backend Engineer');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'title');
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Acme Resume');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'score');
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Globex Resume');
  });

  it('toggles favorite at once, saves it and says Updated', async () => {
    const user = renderPage();
    const globex = await findCard('Globex Resume - Data Analyst');
    await user.click(within(globex).getByRole('button', { name: 'Add to favorites' }));
    expect(
      within(globex).getByRole('button', { name: 'Remove from favorites' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Updated' })),
    );
    expect(writes()).toEqual([
      { method: 'PUT', url: '/api/saved-resumes/2', body: { isFavorite: true } },
    ]);
  });

  it('puts the favorite back and shows the server message when saving fails', async () => {
    failures.push({ method: 'PUT', status: 404, message: 'Saved resume not found' });
    const user = renderPage();
    const globex = await findCard('Globex Resume - Data Analyst');
    await user.click(within(globex).getByRole('button', { name: 'Add to favorites' }));
    await toastedFailure('Update failed', 'Saved resume not found');
    expect(within(globex).getByRole('button', { name: 'Add to favorites' })).toBeInTheDocument();
  });

  it('adds a tag with Enter or the Add button, appended and trimmed; blank and repeated tags are refused', async () => {
    const user = renderPage();
    const acme = await findCard('Acme Resume - Backend Engineer');
    const input = within(acme).getByLabelText('New tag for Acme Resume - Backend Engineer');
    const add = within(acme).getByRole('button', { name: 'Add tag' });

    expect(add).toBeDisabled();
    await user.type(input, '   ');
    expect(add).toBeDisabled();
    await user.clear(input);

    await user.type(input, '  backend {Enter}');
    expect(input).toHaveValue('');
    await waitFor(() =>
      expect(writes()).toContainEqual({
        method: 'PUT',
        url: '/api/saved-resumes/1',
        body: { tags: ['remote', 'backend'] },
      }),
    );
    expect(within(acme).getByText('backend')).toBeInTheDocument();
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({
        title: 'Updated',
        description: 'Tag "backend" added.',
      }),
    );

    await user.type(input, 'Remote');
    await user.click(add);
    expect(within(acme).getByText('That tag is already on this resume.')).toBeInTheDocument();
    expect(writes()).toHaveLength(1);
  });

  it('removes a tag with its x button', async () => {
    const user = renderPage();
    const globex = await findCard('Globex Resume - Data Analyst');
    await user.click(within(globex).getByRole('button', { name: 'Remove tag finance' }));
    expect(within(globex).queryByText('finance')).toBeNull();
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          method: 'PUT',
          url: '/api/saved-resumes/2',
          body: { tags: ['remote', 'priority', 'referral', 'q2'] },
        },
      ]),
    );
  });

  /** The options of the last toast with this title (toast is mocked here). */
  const lastToast = (title: string) => {
    const call = toastMock.mock.calls.findLast(([t]) => t.title === title);
    expect(call).toBeDefined();
    return call![0];
  };

  /** Deletes the Acme card from its button and waits until the list no longer shows it. */
  const deleteAcme = async () => {
    const user = renderPage();
    const acme = await findCard('Acme Resume - Backend Engineer');
    await user.click(within(acme).getByRole('button', { name: /^Delete/ }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Acme Resume - Backend Engineer' })).toBeNull(),
    );
  };

  it('deletes at once, with no confirmation, says Resume Deleted and sends the delete when the Undo toast closes', async () => {
    await deleteAcme();
    const deleted = lastToast('Resume Deleted');
    expect(deleted).toMatchObject({
      description: '"Acme Resume - Backend Engineer" was deleted.',
      action: expect.objectContaining({ label: 'Undo' }),
    });
    expect(deleted.duration).toBeGreaterThanOrEqual(8000);
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    // nothing sent while Undo is on offer
    expect(writes()).toEqual([]);
    act(() => deleted.onClose!());
    await waitFor(() =>
      expect(writes()).toEqual([
        { method: 'DELETE', url: '/api/saved-resumes/1', body: undefined },
      ]),
    );
    expect(screen.queryByRole('article', { name: 'Acme Resume - Backend Engineer' })).toBeNull();
  });

  it('Undo brings the resume back and nothing is deleted', async () => {
    await deleteAcme();
    const deleted = lastToast('Resume Deleted');
    act(() => {
      deleted.action!.onClick();
      deleted.onClose!();
    });
    expect(await findCard('Acme Resume - Backend Engineer')).toBeInTheDocument();
    expect(lastToast('Resume Restored')).toBeDefined();
    expect(writes()).toEqual([]);
  });

  it('brings the card back and shows the server message when a delete fails', async () => {
    failures.push({ method: 'DELETE', status: 500, message: 'Something went wrong on our side.' });
    const user = renderPage();
    const acme = await findCard('Acme Resume - Backend Engineer');
    await user.click(within(acme).getByRole('button', { name: /^Delete/ }));
    act(() => lastToast('Resume Deleted').onClose!());
    await toastedFailure('Delete failed', 'Something went wrong on our side.');
    expect(await findCard('Acme Resume - Backend Engineer')).toBeInTheDocument();
  });

  it('edits title, company, job title and notes in a dialog and says Resume Updated', async () => {
    const user = renderPage();
    const acme = await findCard('Acme Resume - Backend Engineer');
    await user.click(within(acme).getByRole('button', { name: /^Edit (?!text)/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Resume' });
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Acme Resume - Backend Engineer');
    expect(within(dialog).getByLabelText('Company name')).toHaveValue('Acme');
    expect(within(dialog).getByLabelText('Job title')).toHaveValue('Backend Engineer');

    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);

    await user.type(title, 'Acme Platform Resume');
    await user.clear(within(dialog).getByLabelText('Job title'));
    await user.type(within(dialog).getByLabelText('Job title'), 'Platform Engineer');
    await user.type(within(dialog).getByLabelText('Notes'), 'Applied on March 2');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([
      {
        method: 'PUT',
        url: '/api/saved-resumes/1',
        body: {
          title: 'Acme Platform Resume',
          companyName: 'Acme',
          jobTitle: 'Platform Engineer',
          notes: 'Applied on March 2',
        },
      },
    ]);
    expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Resume Updated' }));
    const renamed = await findCard('Acme Platform Resume');
    expect(renamed).toHaveTextContent('Acme · Platform Engineer');
    // Focus goes back to the button that opened the dialog.
    await waitFor(() =>
      expect(within(renamed).getByRole('button', { name: /^Edit (?!text)/ })).toHaveFocus(),
    );
  });

  it('keeps the edit dialog open and shows the server message when saving fails', async () => {
    failures.push({ method: 'PUT', status: 400, message: 'Title is too long' });
    const user = renderPage();
    const acme = await findCard('Acme Resume - Backend Engineer');
    await user.click(within(acme).getByRole('button', { name: /^Edit (?!text)/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Resume' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await toastedFailure('Update failed', 'Title is too long');
    expect(screen.getByRole('dialog', { name: 'Edit Resume' })).toBeInTheDocument();
  });

  it('previews the whole resume with improvements and recommendations; Copy and Download work', async () => {
    const user = renderPage();
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    const createObjectURL = vi.fn(() => 'blob:resume');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    let downloaded = '';
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloaded = this.download;
    });

    const globex = await findCard('Globex Resume - Data Analyst');
    await user.click(within(globex).getByRole('button', { name: /^Preview/ }));
    const dialog = screen.getByRole('dialog', { name: 'Globex Resume - Data Analyst' });
    expect(within(dialog).getByLabelText('Resume text')).toHaveTextContent(
      'JORDAN RIVERA SQL, dashboards and forecasting.',
    );
    expect(dialog).toHaveTextContent('Moved SQL to the summary');
    expect(dialog).toHaveTextContent('Add Tableau if you have used it');
    expect(dialog).toHaveTextContent('referral');

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(
      'JORDAN RIVERA\nSQL, dashboards and forecasting.',
    );
    expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Copied!' }));

    await user.click(within(dialog).getByRole('button', { name: 'Download .txt' }));
    expect(downloaded).toBe('globex_resume___data_analyst.txt');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Download Complete' }));
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/analytics/download',
      body: { resumeId: 2, downloadType: 'txt' },
    });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    click.mockRestore();
  });

  it('the text editor reads the whole resume: its job description and report are not in the list', async () => {
    list[0] = {
      ...list[0]!,
      jobDescription: 'Data Analyst at Globex: SQL, Tableau and forecasting.',
      // only the part of the report the editor reads
      report: {
        hardSkills: { missing: [{ jobTerm: 'Tableau', required: true }] },
      } as unknown as SavedResume['report'],
    };
    const user = renderPage();
    const globex = await findCard('Globex Resume - Data Analyst');
    await user.click(
      within(globex).getByRole('button', { name: 'Edit text of Globex Resume - Data Analyst' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Resume Text' });
    expect(await within(dialog).findByText(/Scored against the Data Analyst job/)).toBeVisible();
    expect(within(dialog).queryByLabelText('Job description (optional)')).toBeNull();
    expect(within(dialog).getByText(/Still missing \(required\):/).parentElement).toHaveTextContent(
      'Tableau',
    );
    expect(calls.filter((c) => c.url === '/api/saved-resumes/2')).toEqual([
      { method: 'GET', url: '/api/saved-resumes/2', body: undefined },
    ]);
  });

  it('shows an empty state that leads to the Resume Lab', async () => {
    list = [];
    renderPage();
    expect(await screen.findByText('No saved resumes yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tailor a Resume' })).toHaveAttribute(
      'href',
      '/resume-lab',
    );
    expect(screen.queryByLabelText('Search resumes')).toBeNull();
  });

  it('shows the error with the server message and a Retry', async () => {
    failures.push({ method: 'GET', status: 500, message: 'Something went wrong on our side.' });
    const user = renderPage();
    expect(await screen.findByText('Unable to load saved resumes')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await findCard('Acme Resume - Backend Engineer')).toBeInTheDocument();
  });
});

describe('Uploaded originals', () => {
  const original = (over: Partial<Resume>): Resume => ({
    id: 7,
    title: 'jordan-rivera-2026',
    content: 'Jordan Rivera',
    originalContent: 'Jordan Rivera',
    document: null,
    isTemplate: false,
    fileName: 'jordan-rivera-2026.pdf',
    fileType: 'pdf',
    createdAt: '2026-03-02T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    ...over,
  });
  /** The page with these stored resumes, and its Uploaded originals section once shown. */
  const openUploads = async (stored: Resume[]) => {
    uploads = stored;
    const user = renderPage();
    const section = await screen.findByRole('region', { name: 'Uploaded originals' });
    return { user, section };
  };

  it('lists uploaded files by name and date, not pasted texts', async () => {
    const { section } = await openUploads([
      original({}),
      original({ id: 8, title: 'Pasted Resume', fileName: null }),
    ]);
    await within(section).findByText('jordan-rivera-2026');
    expect(section).toHaveTextContent('jordan-rivera-2026.pdf · PDF · Uploaded');
    expect(within(section).queryByText('Pasted Resume')).toBeNull();
  });

  it('renames an upload in place', async () => {
    const { user, section } = await openUploads([original({})]);
    await user.click(
      await within(section).findByRole('button', { name: 'Rename jordan-rivera-2026' }),
    );
    const input = within(section).getByLabelText('Name of jordan-rivera-2026.pdf');
    await user.clear(input);
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(within(section).getByText('Name is required')).toBeInTheDocument();
    await user.type(input, 'Resume for startups{Enter}');
    expect(await within(section).findByText('Resume for startups')).toBeInTheDocument();
    expect(writes()).toEqual([
      { method: 'PATCH', url: '/api/resumes/7', body: { title: 'Resume for startups' } },
    ]);
    expect(
      within(section).getByRole('button', { name: 'Rename Resume for startups' }),
    ).toHaveFocus();
  });

  it('deletes an upload with Undo, sending the delete only when the toast closes', async () => {
    const { user, section } = await openUploads([original({})]);
    await user.click(
      await within(section).findByRole('button', { name: 'Delete upload jordan-rivera-2026' }),
    );
    expect(within(section).queryByText('jordan-rivera-2026')).toBeNull();
    const deleted = toastMock.mock.calls.findLast(([t]) => t.title === 'Deleted')![0];
    act(() => deleted.action!.onClick());
    expect(await within(section).findByText('jordan-rivera-2026')).toBeInTheDocument();
    act(() => deleted.onClose!());
    expect(writes()).toEqual([]);

    await user.click(
      within(section).getByRole('button', { name: 'Delete upload jordan-rivera-2026' }),
    );
    const again = toastMock.mock.calls.findLast(([t]) => t.title === 'Deleted')![0];
    act(() => again.onClose!());
    await waitFor(() =>
      expect(writes()).toEqual([{ method: 'DELETE', url: '/api/resumes/7', body: undefined }]),
    );
    expect(await within(section).findByText(/No uploaded files/)).toBeInTheDocument();
  });
});
