import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLANS, planById, planLimitLines, type Subscription } from '@careerforge/contract';
import { PlanCards } from '../src/features/marketing/components/plan-cards';
import {
  billedAnnuallyText,
  billingPriceText,
  canCancel,
  periodEndText,
  usageBand,
  usagePercent,
  usageWarning,
  yearlyPerMonth,
} from '../src/features/subscription/lib/pricing';
import { ApiError } from '../src/lib/api';
import { isPlanLimitError, toastPlanLimit } from '../src/lib/plan-limit';
import { toastSpecError } from '../src/lib/spec-toast';
import { toast } from '../src/lib/toast';
import SubscriptionPage from '../src/pages/subscription';
import { json, renderInApp } from './render-app';
import { expectEach } from './each';

vi.mock('../src/lib/toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/lib/toast')>()),
  toast: vi.fn(),
}));
const toastMock = vi.mocked(toast);

const limitError = (message: string) =>
  new ApiError(
    402,
    message,
    'PLAN_LIMIT_REACHED',
    undefined,
    JSON.stringify({ error: { code: 'PLAN_LIMIT_REACHED', message } }),
    'Payment Required',
  );

describe('subscription helpers', () => {
  it('shows a yearly price per month as the year over 12, rounded', () => {
    expect(yearlyPerMonth(190)).toBe(16);
    expect(yearlyPerMonth(490)).toBe(41);
    expect(yearlyPerMonth(0)).toBe(0);
    expect(billedAnnuallyText(190)).toBe('$16/month billed annually');
    expect(billedAnnuallyText(planById('enterprise').price.year)).toBe('$41/month billed annually');
  });

  it('gives the billing price of a monthly and a yearly subscription', () => {
    expect(billingPriceText(planById('pro'), 'month')).toBe('$19/month');
    expect(billingPriceText(planById('pro'), 'year')).toBe('$16/month billed annually');
    expect(billingPriceText(planById('free'), 'year')).toBe('$0/month');
  });

  it('rounds use over limit, caps it at 100 and answers 0 when unlimited', () => {
    expect(usagePercent(2, 3)).toBe(67);
    expect(usagePercent(3, 3)).toBe(100);
    expect(usagePercent(9, 3)).toBe(100);
    expect(usagePercent(0, 5)).toBe(0);
    expect(usagePercent(50, null)).toBe(0);
    expect(usagePercent(0, 0)).toBe(0);
  });

  it('bands: 90 and above red, 75 and above yellow, below 75 green', () => {
    expectEach(usageBand, [
      [0, 'green'],
      [74, 'green'],
      [75, 'yellow'],
      [89, 'yellow'],
      [90, 'red'],
      [100, 'red'],
    ]);
  });

  it("warns 'Approaching limit' in the red band and says when the limit is reached", () => {
    expect(usageWarning(8, 10)).toBeNull();
    expect(usageWarning(9, 10)).toBe('Approaching limit');
    expect(usageWarning(10, 10)).toBe('Limit reached');
    expect(usageWarning(500, null)).toBeNull();
  });

  it("says 'Renews on {date}' or 'Cancels on {date}', and nothing without a period end", () => {
    expectEach(periodEndText, [
      [{ currentPeriodEnd: END, cancelAtPeriodEnd: false }, 'Renews on Dec 24, 2026'],
      [{ currentPeriodEnd: END, cancelAtPeriodEnd: true }, 'Cancels on Dec 24, 2026'],
      [{ currentPeriodEnd: null, cancelAtPeriodEnd: false }, null],
      [{ currentPeriodEnd: 'not a date', cancelAtPeriodEnd: false }, null],
    ]);
  });

  it('offers cancelling only a paid plan that is not already cancelling', () => {
    expectEach(canCancel, [
      [{ plan: 'free', cancelAtPeriodEnd: false, status: 'active' }, false],
      [{ plan: 'pro', cancelAtPeriodEnd: false, status: 'active' }, true],
      [{ plan: 'pro', cancelAtPeriodEnd: true, status: 'active' }, false],
      [{ plan: 'enterprise', cancelAtPeriodEnd: false, status: 'past_due' }, true],
    ]);
  });
});

describe('plan limit toast', () => {
  beforeEach(() => toastMock.mockClear());

  it("shows the server's reason with a way to the plans for a 402", () => {
    const err = limitError(
      'The Starter plan allows 2 cover letters a month. Professional lifts it.',
    );
    expect(isPlanLimitError(err)).toBe(true);
    expect(toastPlanLimit(err)).toBe(true);
    expect(toastMock).toHaveBeenCalledTimes(1);
    const shown = toastMock.mock.calls[0]![0];
    expect(shown.title).toBe('Plan Limit Reached');
    expect(shown.description).toBe(
      'The Starter plan allows 2 cover letters a month. Professional lifts it.',
    );
    expect(shown.action?.label).toBe('See Plans');
  });

  it('leaves other errors to the page', () => {
    const err = new ApiError(502, 'The AI provider failed', 'AI_FAILED', undefined, '', 'Bad');
    expect(toastPlanLimit(err)).toBe(false);
    expect(toastPlanLimit(new Error('network'))).toBe(false);
    expect(toastMock).not.toHaveBeenCalled();
  });

  it("replaces a tool's generic failure toast with the limit's reason", () => {
    toastSpecError(
      'Generation Failed - Unable to generate cover letter. Please try again.',
      limitError('Limit reached.'),
    );
    expect(toastMock).toHaveBeenCalledTimes(1);
    expect(toastMock.mock.calls[0]![0].title).toBe('Plan Limit Reached');
    toastSpecError('Generation Failed - Unable to generate cover letter. Please try again.');
    expect(toastMock.mock.calls[1]![0].title).toBe('Generation Failed');
  });
});

// ---- the page against a fake server ----

const END = '2026-12-24T12:00:00.000Z';

const freeSub = (): Subscription => ({
  plan: 'free',
  planName: 'Starter',
  status: 'active',
  interval: 'month',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  usagePeriod: { start: '2026-11-01T12:00:00.000Z', end: '2026-12-01T12:00:00.000Z' },
  usage: { resumes: 1, coverLetters: 2, interviews: 4, applications: 0, exports: 0 },
  limits: { ...planById('free').limits },
  mode: 'free',
  enforced: false,
});

let sub: Subscription;
let calls: { method: string; url: string; body: unknown }[];
let failNext: { url: string; status: number; message: string } | null;
let checkoutUrl: string | undefined;

function server(input: RequestInfo | URL, init?: RequestInit): Response {
  const url = String(input);
  const method = init?.method ?? 'GET';
  const body = init?.body ? JSON.parse(String(init.body)) : undefined;
  calls.push({ method, url, body });
  if (failNext && failNext.url === url) {
    const f = failNext;
    failNext = null;
    return json({ error: { code: 'ERR', message: f.message } }, f.status);
  }
  if (url === '/api/subscription') return json(sub);
  if (url === '/api/subscription/upgrade') {
    const { planId, interval } = body as {
      planId: 'pro' | 'enterprise';
      interval: 'month' | 'year';
    };
    if (checkoutUrl) return json({ subscription: sub, checkoutUrl });
    const plan = planById(planId);
    sub = {
      ...sub,
      plan: planId,
      planName: plan.name,
      interval,
      currentPeriodEnd: END,
      limits: { ...plan.limits },
    };
    return json({ subscription: sub });
  }
  if (url === '/api/subscription/cancel') {
    sub = { ...sub, cancelAtPeriodEnd: true };
    return json(sub);
  }
  return json({ ok: true });
}

const renderPage = (path = '/subscription') => renderInApp(<SubscriptionPage />, { path }).user;

const plan = (name: string) => screen.getByRole('article', { name });
const toastTitles = () => toastMock.mock.calls.map((c) => c[0].title);

describe('subscription page', () => {
  beforeEach(() => {
    sub = freeSub();
    calls = [];
    failNext = null;
    checkoutUrl = undefined;
    toastMock.mockClear();
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(server(input, init))),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the three plans from the contract with their badges and buttons', async () => {
    renderPage();
    await screen.findByText('Current Plan');
    expect(screen.getAllByRole('article')).toHaveLength(PLANS.length);
    expect(within(plan('Starter')).getByText('Current Plan')).toBeInTheDocument();
    expect(within(plan('Professional')).getByText('Most Popular')).toBeInTheDocument();
    expect(within(plan('Starter')).getByRole('button', { name: 'Free Forever' })).toBeDisabled();
    expect(
      within(plan('Professional')).getByRole('button', { name: 'Upgrade to Professional' }),
    ).toBeEnabled();
    expect(within(plan('Enterprise')).getByText('$49')).toBeInTheDocument();
    expect(screen.getByText('Save 17%')).toBeInTheDocument();
    expect(screen.getByTestId('free-mode-notice')).toHaveTextContent(
      'All features are free during development. Plan limits are not enforced',
    );
  });

  it('shows the one catalogue /pricing shows: the same plans, prices, limits and features', async () => {
    renderPage();
    await screen.findByText('Current Plan');
    const items = (article: HTMLElement) =>
      within(article)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    const onSubscription = PLANS.map((p) => items(plan(p.name)));
    cleanup();
    renderInApp(<PlanCards headingLevel={2} />);
    expect(screen.getAllByRole('article')).toHaveLength(PLANS.length);
    for (const [i, p] of PLANS.entries()) {
      const card = screen.getByRole('article', { name: p.name });
      expect(within(card).getByText(`$${p.price.month}`)).toBeInTheDocument();
      expect(items(card)).toEqual(onSubscription[i]);
      expect(items(card)).toEqual([...planLimitLines(p), ...p.features]);
    }
    expect(items(screen.getByRole('article', { name: 'Starter' }))).toContain(
      '2 cover letters a month',
    );
    // only what a self-hosted install delivers
    const text = screen
      .getAllByRole('article')
      .map((a) => a.textContent)
      .join(' ');
    for (const claim of [/white-label/i, /account manager/i, /model training/i, /Premium/, /\$29/])
      expect(text).not.toMatch(claim);
  });

  it('switches to yearly prices and upgrades at once with the success toast', async () => {
    const user = renderPage();
    await screen.findByText('Current Plan');
    await user.click(screen.getByRole('button', { name: 'Yearly' }));
    expect(within(plan('Professional')).getByText('$190')).toBeInTheDocument();
    expect(within(plan('Professional')).getByText('$16/month billed annually')).toBeInTheDocument();
    expect(within(plan('Enterprise')).getByText('$41/month billed annually')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upgrade to Professional' }));
    await waitFor(() => expect(toastTitles()).toContain('Subscription Updated!'));
    expect(calls.find((c) => c.url === '/api/subscription/upgrade')?.body).toEqual({
      planId: 'pro',
      interval: 'year',
    });
    expect(within(plan('Professional')).getByText('Current Plan')).toBeInTheDocument();
    expect(
      within(plan('Professional')).getByRole('button', { name: 'Cancel Subscription' }),
    ).toBeInTheDocument();
  });

  it('goes to the checkout address when the upgrade answers one', async () => {
    checkoutUrl = 'https://checkout.example.test/session/cs_1';
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const user = renderPage();
    await screen.findByText('Current Plan');
    await user.click(screen.getByRole('button', { name: 'Upgrade to Enterprise' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(checkoutUrl));
    expect(
      within(plan('Enterprise')).getByRole('button', { name: 'Processing...' }),
    ).toBeDisabled();
    expect(toastTitles()).not.toContain('Subscription Updated!');
  });

  it('clears Processing... and shows the spec toast when an upgrade fails', async () => {
    failNext = { url: '/api/subscription/upgrade', status: 400, message: 'Bad plan.' };
    const user = renderPage();
    await screen.findByText('Current Plan');
    await user.click(screen.getByRole('button', { name: 'Upgrade to Professional' }));
    await waitFor(() => expect(toastTitles()).toContain('Upgrade Failed'));
    expect(toastMock.mock.calls[0]![0].description).toContain(
      'Unable to upgrade subscription. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Upgrade to Professional' })).toBeEnabled();
  });

  it('shows usage with bars, infinity for unlimited and the red warning', async () => {
    sub = { ...freeSub(), usage: { ...freeSub().usage, interviews: 5 } };
    renderPage('/subscription?tab=usage');
    expect(await screen.findByText('Current Plan: Starter')).toBeInTheDocument();
    const letters = screen.getByTestId('usage-coverLetters');
    expect(within(letters).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(letters).getByText('Limit reached')).toBeInTheDocument();
    expect(within(screen.getByTestId('usage-resumes')).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    expect(screen.getByTestId('free-mode-notice')).toHaveTextContent('not enforced');

    sub = {
      ...freeSub(),
      plan: 'pro',
      planName: 'Professional',
      currentPeriodEnd: END,
      limits: { ...planById('pro').limits },
      usage: { ...freeSub().usage, coverLetters: 9 },
    };
    cleanup();
    renderPage('/subscription?tab=usage');
    expect(await screen.findByText('Current Plan: Professional')).toBeInTheDocument();
    expect(screen.getByText('Renews on Dec 24, 2026')).toBeInTheDocument();
    expect(within(screen.getByTestId('usage-coverLetters')).getByText('∞')).toBeInTheDocument();
  });

  it("says 'Approaching limit' between 90% and the limit", async () => {
    sub = {
      ...freeSub(),
      limits: { ...freeSub().limits, applications: 10 },
      usage: { ...freeSub().usage, applications: 9 },
    };
    renderPage('/subscription?tab=usage');
    const apps = await screen.findByTestId('usage-applications');
    expect(within(apps).getByText('Approaching limit')).toBeInTheDocument();
  });

  it('cancels after the confirmation and shows Cancels on in Billing without the button', async () => {
    sub = { ...freeSub(), plan: 'pro', planName: 'Professional', currentPeriodEnd: END };
    const user = renderPage('/subscription?tab=billing');
    expect(await screen.findByText('Renews on Dec 24, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Manage Billing/ })).toHaveAttribute(
      'href',
      '/billing/portal',
    );
    expect(screen.getByRole('link', { name: /Manage Billing/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByText('Are you sure you want to cancel your subscription?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    await waitFor(() => expect(toastTitles()).toContain('Subscription Canceled'));
    expect(await screen.findByText('Cancels on Dec 24, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });

  it('shows a failed cancel in the dialog, with no toast', async () => {
    sub = { ...freeSub(), plan: 'pro', planName: 'Professional', currentPeriodEnd: END };
    failNext = { url: '/api/subscription/cancel', status: 502, message: 'Stripe did not answer.' };
    const user = renderPage('/subscription?tab=billing');
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to cancel subscription: Stripe did not answer.',
    );
    expect(toastMock).not.toHaveBeenCalled();
  });

  it('shows the empty states when the subscription cannot be read', async () => {
    failNext = { url: '/api/subscription', status: 500, message: 'Database unavailable' };
    const user = renderPage('/subscription?tab=usage');
    expect(await screen.findByText('No subscription found')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Billing' }));
    expect(screen.getByText('No active subscription')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose a Plan' }));
    expect(screen.getByRole('tab', { name: 'Plans' })).toHaveAttribute('aria-selected', 'true');
    expect(calls.filter((c) => c.url === '/api/subscription')).toHaveLength(1);
  });

  it('says what happened at checkout and reads the plan again until Stripe confirms it', async () => {
    renderPage('/subscription?checkout=success');
    expect(
      await screen.findByText(/Your new plan shows here as soon as Stripe confirms it/),
    ).toBeInTheDocument();
    sub = { ...freeSub(), plan: 'pro', planName: 'Professional', currentPeriodEnd: END };
    expect(
      await screen.findByText(
        /Stripe has confirmed your payment and your new plan is active/,
        undefined,
        {
          timeout: 4000,
        },
      ),
    ).toBeInTheDocument();
    expect(within(plan('Professional')).getByText('Current Plan')).toBeInTheDocument();
    const reads = calls.filter((c) => c.url === '/api/subscription').length;
    await new Promise((r) => setTimeout(r, 2500));
    expect(calls.filter((c) => c.url === '/api/subscription')).toHaveLength(reads);
  });

  it('says a canceled checkout charged nothing', async () => {
    renderPage('/subscription?checkout=canceled');
    expect(
      await screen.findByText(
        'Checkout was canceled. Nothing was charged and your plan is unchanged.',
      ),
    ).toBeInTheDocument();
  });
});
