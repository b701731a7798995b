import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../src/app/require-auth';
import { AuthView } from '../src/features/auth';
import { api } from '../src/lib/api';
import {
  SESSION_HINT_COOKIE,
  getUser,
  hasSessionHint,
  setSessionHint,
  useLogout,
} from '../src/lib/auth';
import { createQueryClient } from '../src/lib/query-client';
import { json } from './render-app';

const USER = {
  id: 'u1',
  email: 'jordan@example.com',
  name: 'Jordan Rivera',
  firstName: 'Jordan',
  lastName: 'Rivera',
  image: null,
};

let signedIn = false;
let asked: string[] = [];

/** Answers every request by its URL, noting each URL in `log` in the order asked. */
const stubFetch = (log: string[], answer: (url: string) => Promise<Response>) =>
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = String(input);
      log.push(url);
      return answer(url);
    }),
  );

beforeEach(() => {
  signedIn = false;
  asked = [];
  setSessionHint(false);
  stubFetch(asked, (url) => {
    if (url === '/auth/user')
      return Promise.resolve(
        signedIn
          ? json(USER)
          : json({ error: { code: 'UNAUTHORIZED', message: 'Please sign in.' } }, 401),
      );
    if (url === '/api/auth-providers')
      return Promise.resolve(json({ google: false, oidc: { enabled: false, name: '' } }));
    return Promise.resolve(json({}));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setSessionHint(false);
});

describe('the session hint: no failing request when nobody is signed in', () => {
  it('answers "nobody" without a request when the browser never signed in', async () => {
    expect(hasSessionHint()).toBe(false);
    expect(await getUser()).toBeNull();
    expect(asked).toEqual([]);
  });

  it('asks with the hint, and clears a stale hint on 401', async () => {
    setSessionHint(true);
    expect(document.cookie).toContain(`${SESSION_HINT_COOKIE}=1`);
    signedIn = true;
    expect(await getUser()).toMatchObject({ email: USER.email });
    signedIn = false;
    expect(await getUser()).toBeNull();
    expect(hasSessionHint()).toBe(false);
    expect(asked).toEqual(['/auth/user', '/auth/user']);
    // and from then on, no more asking
    expect(await getUser()).toBeNull();
    expect(asked).toHaveLength(2);
  });

  it('still lets a session made without the hint into a protected page, and sets the hint', async () => {
    signedIn = true;
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <Routes>
            <Route
              path="/dashboard"
              element={
                <RequireAuth>
                  <p>Dashboard content</p>
                </RequireAuth>
              }
            />
            <Route path="/auth" element={<p>Sign in page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Dashboard content')).toBeInTheDocument();
    expect(asked.filter((u) => u === '/auth/user')).toHaveLength(1);
    expect(hasSessionHint()).toBe(true);
  });
});

describe('/auth takes the keyboard at its first field', () => {
  const renderAuth = (path: string) =>
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <AuthView />
        </MemoryRouter>
      </QueryClientProvider>,
    );

  it('focuses the first name of the sign-up form', async () => {
    renderAuth('/auth?mode=signup');
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveFocus());
  });

  it('focuses the e-mail of the sign-in form', async () => {
    renderAuth('/auth');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
  });
});

describe('signing out', () => {
  it('lets a read already on its way finish before the session ends', async () => {
    const order: string[] = [];
    let answerConsents: (r: Response) => void = () => {};
    stubFetch(order, (url) => {
      if (url === '/api/account/consents')
        return new Promise<Response>((resolve) => {
          answerConsents = resolve;
        });
      return Promise.resolve(json({ ok: true }));
    });
    const client = createQueryClient();
    // the consents a page asks for as it learns who is signed in, still on their way
    const consents = client.fetchQuery({
      queryKey: ['account', 'u1', 'consents'],
      queryFn: () => api.call('account.consents'),
    });
    let signOut: () => Promise<void> = async () => {};
    function SignOut() {
      signOut = useLogout();
      return null;
    }
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <SignOut />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const done = signOut();
    await new Promise((r) => setTimeout(r, 100));
    expect(order).toEqual(['/api/account/consents']);
    answerConsents(json({ analytics: false, marketing: false, linkedinCheck: false }));
    await consents;
    await done;
    expect(order).toEqual(['/api/account/consents', '/api/logout']);
  });
});
