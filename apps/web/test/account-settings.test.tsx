import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '@careerforge/contract';
import { analyticsAllowed } from '../src/lib/analytics';
import { createQueryClient } from '../src/lib/query-client';
import { toast } from '../src/lib/toast';
import SettingsPage from '../src/pages/settings';
import ForgotPasswordPage from '../src/pages/forgot-password';
import ResetPasswordPage from '../src/pages/reset-password';
import { setSessionHint } from '../src/lib/auth';
import { json } from './render-app';
import { toastedFailure } from './toasts';

vi.mock('../src/lib/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/lib/toast')>()),
  toast: vi.fn(),
}));
const toastMock = vi.mocked(toast);
// Typing whole passwords with user-event is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const fail = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  json({ error: { code, message, ...(fields ? { fields } : {}) } }, status);

interface Call {
  method: string;
  url: string;
  body: unknown;
}

let account: Account;
let calls: Call[];
let answer: (call: Call) => Response | undefined;

const baseAccount = (over: Partial<Account> = {}): Account => ({
  id: 'u1',
  email: 'jordan@example.com',
  firstName: 'Jordan',
  lastName: 'Rivera',
  hasPassword: true,
  providers: ['credential'],
  twoFactorEnabled: false,
  createdAt: '2026-03-01T10:00:00.000Z',
  consents: { analytics: false, marketing: false, linkedin_check: false },
  ...over,
});

function server(call: Call): Response {
  const special = answer(call);
  if (special) return special;
  const { method, url, body } = call;
  if (url === '/auth/user') {
    return json({
      id: account.id,
      email: account.email,
      name: `${account.firstName} ${account.lastName}`,
      firstName: account.firstName,
      lastName: account.lastName,
    });
  }
  if (url === '/api/account' && method === 'GET') return json(account);
  if (url === '/api/account/consents' && method === 'GET') return json(account.consents);
  if (url === '/api/account/consents' && method === 'PATCH') {
    account.consents = { ...account.consents, ...(body as object) };
    return json(account.consents);
  }
  if (url === '/api/account/profile' && method === 'PATCH') {
    const b = body as { firstName: string; lastName: string };
    account = { ...account, firstName: b.firstName.trim(), lastName: b.lastName.trim() || null };
    return json(account);
  }
  if (url === '/api/account/password' && method === 'POST') return json({ ok: true });
  if (url === '/api/account/export') {
    return json({
      format: 'careerforge-account-export',
      exportedAt: '2026-03-02T09:00:00.000Z',
      profile: { email: account.email },
      resumes: [],
    });
  }
  if (url === '/api/account' && method === 'DELETE') return json({ ok: true });
  if (url.startsWith('/api/analytics/')) return json({ ok: true });
  return fail(404, 'NOT_FOUND', 'Not found');
}

beforeEach(() => {
  // a signed-in browser carries the session hint its sign-in set (src/lib/auth.ts)
  setSessionHint(true);
  account = baseAccount();
  calls = [];
  answer = () => undefined;
  toastMock.mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: String(input),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return server(call);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const l = useLocation();
  return <p data-testid="location">{l.pathname + l.search}</p>;
}

function renderAt(path: string) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/settings" element={<SettingsPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return user;
}

const writes = () => calls.filter((c) => c.method !== 'GET' && !c.url.startsWith('/api/analytics'));

/** Fills in the password form on the settings page and presses Change password. */
async function changePassword(
  user: ReturnType<typeof renderAt>,
  current: string,
  next: string,
  confirm: string,
) {
  await user.type(await screen.findByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('Account settings', () => {
  it('shows the three consents, all off, and the account e-mail and names', async () => {
    renderAt('/settings');
    const analytics = await screen.findByRole('switch', { name: 'Usage analytics' });
    expect(analytics).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Product news by e-mail' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'LinkedIn profile checks' })).not.toBeChecked();
    expect(screen.getByLabelText('Email')).toHaveValue('jordan@example.com');
    expect(screen.getByLabelText('First name')).toHaveValue('Jordan');
    expect(screen.getByLabelText('Last name')).toHaveValue('Rivera');
  });

  it('turns analytics consent on and off; analytics follow at once', async () => {
    const user = renderAt('/settings');
    const sw = await screen.findByRole('switch', { name: 'Usage analytics' });
    await user.click(sw);
    await waitFor(() => expect(sw).toBeChecked());
    expect(writes()).toEqual([
      { method: 'PATCH', url: '/api/account/consents', body: { analytics: true } },
    ]);
    await waitFor(() => expect(analyticsAllowed()).toBe(true));
    expect(toastMock).toHaveBeenCalledWith({ title: 'Preference saved' });

    await waitFor(() => expect(sw).toBeEnabled());
    await user.click(sw);
    await waitFor(() => expect(sw).not.toBeChecked());
    await waitFor(() => expect(analyticsAllowed()).toBe(false));
    expect(account.consents.analytics).toBe(false);
  });

  it('puts a switch back and says why when the server refuses', async () => {
    answer = (c) =>
      c.method === 'PATCH' && c.url === '/api/account/consents'
        ? fail(429, 'RATE_LIMITED', 'Too many requests. Please wait a minute and try again.')
        : undefined;
    const user = renderAt('/settings');
    const sw = await screen.findByRole('switch', { name: 'Product news by e-mail' });
    await user.click(sw);
    await toastedFailure(
      'Could not save your preference',
      'Too many requests. Please wait a minute and try again.',
    );
    expect(sw).not.toBeChecked();
  });

  it('changes the name', async () => {
    const user = renderAt('/settings');
    const first = await screen.findByLabelText('First name');
    const save = screen.getByRole('button', { name: 'Save name' });
    expect(save).toBeDisabled(); // nothing changed yet
    await user.clear(first);
    await user.type(first, 'Jo');
    await user.click(save);
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith({ title: 'Name saved' }));
    expect(writes()).toEqual([
      {
        method: 'PATCH',
        url: '/api/account/profile',
        body: { firstName: 'Jo', lastName: 'Rivera' },
      },
    ]);
  });

  it('changes the password; two different new passwords are caught before sending', async () => {
    const user = renderAt('/settings');
    await changePassword(user, 'old-password-1', 'new-password-1', 'new-password-2');
    expect(await screen.findByText('The two new passwords do not match.')).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({
        title: 'Password changed',
        description: 'Your other sessions have been signed out.',
      }),
    );
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: '/api/account/password',
        body: { currentPassword: 'old-password-1', newPassword: 'new-password-1' },
      },
    ]);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('shows the server words next to the current password when it is wrong', async () => {
    answer = (c) =>
      c.url === '/api/account/password'
        ? fail(400, 'INVALID_PASSWORD', 'The current password is not correct.', {
            currentPassword: 'The current password is not correct.',
          })
        : undefined;
    const user = renderAt('/settings');
    await changePassword(user, 'wrong-password', 'new-password-1', 'new-password-1');
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('explains there is no password for a Google-only account', async () => {
    account = baseAccount({ hasPassword: false, providers: ['google'] });
    renderAt('/settings');
    expect(
      await screen.findByText(
        'You sign in with Google, so there is no Careerforge password to change.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it('downloads the data as one JSON file', async () => {
    const createObjectURL = vi.fn((_b: Blob) => 'blob:export');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const user = renderAt('/settings');
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith({
        title: 'Download Complete',
        description: 'Saved as careerforge-data-2026-03-02.json.',
      }),
    );
    expect(names).toEqual(['careerforge-data-2026-03-02.json']);
    const blob = createObjectURL.mock.calls[0]![0];
    expect(JSON.parse(await blob.text()).profile.email).toBe('jordan@example.com');
    click.mockRestore();
  });

  it('deletes the account after the password, then leaves for home', async () => {
    let first = true;
    answer = (c) => {
      if (c.method === 'DELETE' && first) {
        first = false;
        return fail(400, 'INVALID_PASSWORD', 'The password is not correct.', {
          password: 'The password is not correct.',
        });
      }
      return undefined;
    };
    const user = renderAt('/settings');
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Your password'), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete everything' }));
    expect(await within(dialog).findByText('The password is not correct.')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Your password'));
    await user.type(within(dialog).getByLabelText('Your password'), 'right-one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete everything' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(writes().filter((c) => c.method === 'DELETE')).toEqual([
      { method: 'DELETE', url: '/api/account', body: { password: 'wrong-one' } },
      { method: 'DELETE', url: '/api/account', body: { password: 'right-one' } },
    ]);
    expect(toastMock).toHaveBeenCalledWith({
      title: 'Account deleted',
      description: 'Your account and all its data have been removed.',
    });
  });

  it('asks a Google-only account to type DELETE instead of a password', async () => {
    account = baseAccount({ hasPassword: false, providers: ['google'] });
    const user = renderAt('/settings');
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('Your password')).not.toBeInTheDocument();
    const field = within(dialog).getByLabelText('Type DELETE to confirm');
    await user.type(field, 'delete');
    await user.click(within(dialog).getByRole('button', { name: 'Delete everything' }));
    expect(
      await within(dialog).findByText('Type DELETE to confirm deleting your account.'),
    ).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.clear(field);
    await user.type(field, 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete everything' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(writes()).toEqual([
      { method: 'DELETE', url: '/api/account', body: { confirm: 'DELETE' } },
    ]);
  });

  it('says so when the account cannot be loaded', async () => {
    answer = (c) =>
      c.url === '/api/account' && c.method === 'GET'
        ? fail(500, 'INTERNAL', 'Something went wrong')
        : undefined;
    renderAt('/settings');
    expect(await screen.findByText('Unable to load your account')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('Forgot and reset password', () => {
  it('without mail, says how the operator resets a password', async () => {
    answer = (c) => (c.url === '/api/account/password-reset' ? json({ email: false }) : undefined);
    renderAt('/forgot-password');
    expect(await screen.findByText('This server does not send e-mail')).toBeInTheDocument();
    expect(screen.getByText('npm run reset-password -- <email>')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
  });

  it('with mail, asks for the e-mail and sends a link to /reset-password', async () => {
    answer = (c) => {
      if (c.url === '/api/account/password-reset') return json({ email: true });
      if (c.url === '/api/auth/request-password-reset') return json({ status: true });
      return undefined;
    };
    const user = renderAt('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'jordan@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText(/If an account exists for jordan@example.com, we have sent/),
    ).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: '/api/auth/request-password-reset',
        body: { email: 'jordan@example.com', redirectTo: '/reset-password' },
      },
    ]);
  });

  it('a link without a token, or one the server refused, asks for a new link', async () => {
    renderAt('/reset-password?error=INVALID_TOKEN');
    expect(
      await screen.findByText('This reset link is invalid or has expired'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('sets the new password with the token', async () => {
    answer = (c) => (c.url === '/api/auth/reset-password' ? json({ status: true }) : undefined);
    const user = renderAt('/reset-password?token=abc123');
    await user.type(await screen.findByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: '/api/auth/reset-password',
        body: { token: 'abc123', newPassword: 'brand-new-pass' },
      },
    ]);
  });

  it('an expired token turns the form into the ask-again message', async () => {
    answer = (c) =>
      c.url === '/api/auth/reset-password'
        ? fail(400, 'INVALID_TOKEN', 'Invalid token')
        : undefined;
    const user = renderAt('/reset-password?token=old');
    await user.type(await screen.findByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByText('This reset link is invalid or has expired'),
    ).toBeInTheDocument();
  });
});
