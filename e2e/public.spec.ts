import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PLANS, planLimitLines } from '@careerforge/contract';
import {
  closeDialogWithEscape,
  expect,
  expectNoSeriousA11yViolations,
  publicPages,
  signUpViaApi,
  test,
  scrollThrough,
  writeOverlongMessage,
  requestsTo,
} from './fixtures';

const email = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`every public page on a ${label}`, () => {
    test.use({ viewport });
    for (const [path, heading] of publicPages) {
      test(`${path} renders its content, has its meta tags and passes axe`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await scrollThrough(page);
        await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
        const title = await page.title();
        expect(title).toMatch(/Careerforge/);
        const description = page.locator('meta[name="description"]');
        await expect(description).toHaveAttribute('content', /.{30,}/);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
        await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
          'content',
          (await description.getAttribute('content'))!,
        );
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, 'no sideways scrolling').toBeLessThanOrEqual(viewport.width);
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}

test('anonymous visitors send no usage analytics', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/analytics/')) sent.push(r.url());
  });
  for (const path of ['/', '/pricing', '/blog', '/about', '/contact', '/privacy-policy']) {
    await page.goto(path);
  }
  await page.goto('/auth');
  expect(sent).toEqual([]);
});

test('page views are logged with the spec names, with analytics consent', async ({ page }) => {
  await page.goto('/');
  await signUpViaApi(page);
  const consent = await page.request.patch('/api/account/consents', {
    data: { analytics: true },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(consent.status()).toBe(200);
  for (const [path, name] of [
    ['/', 'home'],
    ['/pricing', 'pricing'],
    ['/blog', 'blog'],
    ['/about', 'about'],
    ['/contact', 'contact'],
    ['/privacy-policy', 'privacy-policy'],
    ['/terms-of-service', 'terms-of-service'],
  ]) {
    const logged = page.waitForRequest(
      (r) => r.url().endsWith('/api/analytics/page-view') && r.postDataJSON()?.pageName === name,
    );
    await page.goto(path!);
    await logged;
  }
});

test.describe('home page', () => {
  test('shows the data sections, three plans of figures and a single-open FAQ', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign In to Resume Lab' })).toHaveAttribute(
      'href',
      '/auth',
    );
    await scrollThrough(page);
    const stories = page.locator('#success-stories');
    await expect(stories.getByRole('figure')).toHaveCount(3);
    // Seeded stories are examples, never verified customers.
    await expect(stories.getByText('Example', { exact: true })).toHaveCount(3);
    await expect(stories.getByText('Verified by Careerforge')).toHaveCount(0);
    await expect(page.locator('#blog article')).toHaveCount(3);
    // Four featured members and the two example cards.
    await expect(page.locator('#community article')).toHaveCount(6);
    await expect(page.locator('#pricing').getByText('Most Popular')).toBeVisible();
    // every tool exists: nothing on the page says they are still being built
    await expect(page.getByRole('main')).not.toContainText(/being built/i);

    const faq = page.locator('#faq');
    const q1 = faq.getByRole('button', { name: 'How does Careerforge tailor my resume to a job?' });
    const q2 = faq.getByRole('button', { name: 'How accurate is the ATS score?' });
    await q1.click();
    await expect(q1).toHaveAttribute('aria-expanded', 'true');
    await q2.click();
    await expect(q2).toHaveAttribute('aria-expanded', 'true');
    await expect(q1).toHaveAttribute('aria-expanded', 'false');
    await expect(
      faq.getByText('We measure it, and publish the numbers.', { exact: false }),
    ).toBeVisible();
    await q2.click();
    await expect(q2).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('link', { name: 'Terms of Service' }).first().click();
    await expect(page).toHaveURL(/\/terms-of-service$/);
  });

  test('Watch 2-Min Demo walks through the six steps', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Watch 2-Min Demo' }).click();
    const dialog = page.getByRole('dialog', { name: 'How Careerforge works' });
    await expect(dialog).toBeVisible();
    for (const step of ['Upload', 'Tailor', 'Golden Rules', 'Score', 'Refine']) {
      await expect(dialog.getByRole('heading', { name: step, exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: 'Next' }).click();
    }
    await expect(dialog.getByRole('heading', { name: 'Download', exact: true })).toBeVisible();
    await expect(dialog.getByText('Step 6 of 6')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await closeDialogWithEscape(page);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Watch 2-Min Demo' })).toBeFocused();
  });

  test('the hero sends a signed-in visitor to the Resume Lab', async ({ page }) => {
    await page.goto('/');
    await signUpViaApi(page);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Try Resume Lab Free' })).toHaveAttribute(
      'href',
      '/resume-lab',
    );
  });
});

test.describe('waitlist', () => {
  test('stores an address once and says so, and rejects a bad one', async ({ page }) => {
    const address = email('wait');
    await page.goto('/lspaces');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await page.getByLabel('Email address').fill(address);
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await expect(page.getByText("You're on the list!")).toBeVisible();
    await expect(page.getByText("We'll let you know when it is ready.")).toBeVisible();

    await page.reload();
    await page.getByLabel('Email address').fill(address.toUpperCase());
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await expect(page.getByText("You're already on the list!")).toBeVisible();

    await page.reload();
    await page.getByLabel('Email address').fill('someone@localhost');
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a blank address is stopped by the browser', async ({ page }) => {
    const posted = requestsTo(page, '/api/waitlist');
    await page.goto('/lspaces');
    await page.getByRole('button', { name: 'Notify Me' }).click();
    expect(
      await page
        .getByLabel('Email address')
        .evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true);
    expect(posted()).toBe(false);
  });
});

test.describe('contact', () => {
  test('sends a message, says Message Sent! and clears the form', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill(email('ada'));
    await page.getByLabel('Subject').fill('A question about tailoring');
    await page.getByLabel('Message').fill('Does the Resume Lab keep my original resume?');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await sent).status()).toBe(200);
    await expect(page.getByText('Message Sent!', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
  });

  test('blank fields get a message each', async ({ page }) => {
    await page.goto('/contact');
    // Spaces pass the browser's required check; the server names every blank field.
    for (const field of ['Full name', 'Subject', 'Message'])
      await page.getByLabel(field).fill('   ');
    await page.getByLabel('Email').fill(email('blank'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Full name is required.')).toBeVisible();
    await expect(page.getByText('Subject is required.')).toBeVisible();
    await expect(page.getByText('Message is required.')).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a message over 5,000 characters is refused with a clear message', async ({ page }) => {
    const posted = requestsTo(page, '/api/contact');
    await page.goto('/contact');
    await page.getByLabel('Full name').fill('Long Writer');
    await page.getByLabel('Email').fill(email('long'));
    await writeOverlongMessage(page);
    expect(posted()).toBe(false);
    // The server refuses it too.
    const res = await page.request.post('/api/contact', {
      data: { fullName: 'A', email: email('api'), subject: 'S', message: 'y'.repeat(5001) },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(res.status()).toBe(400);
    expect((await res.json()).error.message).toBe('Message must be at most 5,000 characters.');
  });
});

test.describe('blog', () => {
  test('category tabs, Load More Articles and the article page', async ({ page }) => {
    await page.goto('/blog');
    const cards = page.getByRole('main').locator('article');
    await expect(cards).toHaveCount(6);
    await expect(page.getByText('Showing 6 of 10 articles')).toBeVisible();
    await page.getByRole('button', { name: 'Load More Articles' }).click();
    await expect(cards).toHaveCount(10);
    await expect(page.getByRole('button', { name: 'Load More Articles' })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Interview Prep' }).click();
    await expect(page).toHaveURL(/category=interview-prep/);
    await expect(cards).toHaveCount(2);
    await expect(cards.getByText('Interview Prep', { exact: true })).toHaveCount(2);

    await page.getByRole('tab', { name: 'Resume Tips' }).click();
    await expect(cards).toHaveCount(3);
    await page.getByRole('link', { name: /How ATS Keyword Matching Really Works/ }).click();
    await expect(page).toHaveURL(/\/blog\/how-ats-keyword-matching-works$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'What an ATS actually does with your resume' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/How ATS Keyword Matching Really Works/);
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('an unknown article shows the 404 page', async ({ page }) => {
    await page.goto('/blog/no-such-article');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toBeVisible();
  });

  test('Markdown with script tags is shown as inert text', async ({ page }) => {
    await page.route('**/api/blog/stored-xss', (route) =>
      route.fulfill({
        json: {
          id: 999,
          title: 'A hostile article',
          slug: 'stored-xss',
          excerpt: 'Testing',
          content:
            'Before <script>window.__pwned = true</script> after\n\n<img src="x" onerror="window.__pwned = true">\n\n[click](javascript:window.__pwned=true)',
          author: 'Nobody',
          category: 'resume-tips',
          imageUrl: null,
          readTime: 1,
          published: true,
          featured: false,
          createdAt: '2025-01-01T00:00:00.000Z',
          updatedAt: '2025-01-01T00:00:00.000Z',
        },
      }),
    );
    await page.goto('/blog/stored-xss');
    await expect(page.getByRole('heading', { name: 'A hostile article' })).toBeVisible();
    const article = page.getByRole('article');
    await expect(article).toContainText('<script>window.__pwned = true</script>');
    await expect(article.locator('script, img, [onerror]')).toHaveCount(0);
    await page.getByText('click', { exact: true }).click();
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  });

  test('newsletter Subscribe stores the address once and says so', async ({ page }) => {
    const address = email('news');
    await page.goto('/blog');
    await page.getByLabel('Email address').fill(address);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(
      page.getByText('Thanks for subscribing! Watch your inbox for new articles.'),
    ).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveValue('');
    await page.getByLabel('Email address').fill(address);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText("You're already subscribed. Thanks for reading!")).toBeVisible();
  });
});

test('testimonials: the industry filter, and samples labelled as examples', async ({ page }) => {
  await page.goto('/testimonials');
  const cards = page.getByRole('main').getByRole('figure');
  await expect(cards).toHaveCount(9);
  await expect(cards.getByText('Example', { exact: true })).toHaveCount(9);
  await expect(cards.getByText('Verified by Careerforge')).toHaveCount(0);
  await expect(page.getByRole('note')).toContainText('none of them is a verified customer');
  for (const industry of ['Tech', 'Marketing', 'Sales', 'Design', 'Management']) {
    await page.getByRole('button', { name: industry, exact: true }).click();
    await expect(page.getByRole('button', { name: industry, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(9);
    for (const caption of await cards.locator('figcaption').allTextContents()) {
      expect(caption.toLowerCase()).toContain(industry.toLowerCase());
    }
  }
  await page.getByRole('button', { name: 'All Industries' }).click();
  await expect(cards).toHaveCount(9);
});

test('community: members with their status labels', async ({ page }) => {
  await page.goto('/community');
  const members = page.locator('section[aria-labelledby="members-title"] article');
  await expect(members).toHaveCount(8);
  for (const label of ['Recently Hired', 'Community Helper', 'Career Changer', 'New Member']) {
    await expect(members.getByText(label, { exact: true }).first()).toBeVisible();
  }
  await expect(members.getByText('Example', { exact: true })).toHaveCount(8);
  await expect(page.getByRole('note')).toContainText('does not have a community forum yet');
  await page.getByRole('link', { name: 'Become a Helper' }).click();
  await expect(page.getByLabel('Subject')).toHaveValue('Becoming a community helper');
});

test.describe('help center', () => {
  test('search filters topics and articles; the FAQ opens one answer at a time', async ({
    page,
  }) => {
    await page.goto('/help-center');
    const topics = page.locator('section[aria-labelledby="topics-title"] li');
    await expect(topics).toHaveCount(6);
    const search = page.getByRole('searchbox', { name: 'Search help articles' });
    await search.fill('BILLING');
    await expect(topics.filter({ hasText: 'Billing & Plans' })).toHaveCount(1);
    expect(await topics.count()).toBeLessThan(6);
    await search.fill('ats score');
    await expect(page.getByRole('heading', { name: 'Matching articles' })).toBeVisible();
    // every word, in any order, across titles and bodies
    await search.fill('export pdf');
    const articles = page.locator('section[aria-labelledby="articles-title"]');
    await expect(
      articles.getByRole('link', { name: /Building a resume with the Resume Builder/ }),
    ).toBeVisible();
    await search.fill('pdf export');
    await expect(
      articles.getByRole('link', { name: /Building a resume with the Resume Builder/ }),
    ).toBeVisible();
    await search.fill('xylophone');
    await expect(page.getByText('No results for “xylophone”')).toBeVisible();
    await search.fill('');
    await expect(topics).toHaveCount(6);

    const q1 = page.getByRole('button', { name: 'Is Careerforge free to use?' });
    const q2 = page.getByRole('button', { name: 'Which resume files can I upload?' });
    await q1.click();
    await expect(q1).toHaveAttribute('aria-expanded', 'true');
    await q2.click();
    await expect(q1).toHaveAttribute('aria-expanded', 'false');
    await expect(q2).toHaveAttribute('aria-expanded', 'true');
    await q2.click();
    await expect(q2).toHaveAttribute('aria-expanded', 'false');
  });

  test('topics open real article pages; support buttons lead somewhere honest', async ({
    page,
  }) => {
    await page.goto('/help-center');
    await page.getByRole('link', { name: /Billing & Plans/ }).click();
    await expect(page).toHaveURL(/\/help\/billing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Billing & Plans' })).toBeVisible();

    await page.goto('/help-center');
    await page.getByRole('link', { name: 'Email Support' }).click();
    await expect(page).toHaveURL(/\/contact$/);

    await page.goto('/help-center');
    await page.getByRole('link', { name: 'Live Chat' }).click();
    await expect(page.getByText('Live chat is not staffed yet.', { exact: false })).toBeVisible();
    await expect(page.getByLabel('Subject')).toHaveValue(/^Live chat/);

    await page.goto('/help-center');
    await page.getByRole('link', { name: 'Phone Support' }).click();
    await expect(page.getByLabel('Subject')).toHaveValue('Call back request');

    await page.goto('/help/no-such-topic');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});

test('career guides: a guide opens, and a free resource downloads as a real PDF', async ({
  page,
}) => {
  await page.goto('/career-guides');
  // Each category counts the guides it lists.
  await expect(page.getByText('1 guide', { exact: true })).toHaveCount(6);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /Download PDF.*ATS Resume Checklist/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('careerforge-ats-resume-checklist.pdf');
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(1000);

  await page.getByRole('link', { name: 'Build a Behavioral Interview Story Bank' }).first().click();
  await expect(page).toHaveURL(/\/career-guides\/[a-z-]+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Build a Behavioral Interview Story Bank' }),
  ).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
});

test("pricing: the subscription page's plans, limits and features, one catalogue", async ({
  page,
}) => {
  await page.goto('/pricing');
  await expect(page.getByRole('article')).toHaveCount(PLANS.length);
  for (const plan of PLANS) {
    const card = page.getByRole('article', { name: plan.name });
    await expect(card.getByRole('heading', { level: 2, name: plan.name })).toBeVisible();
    await expect(card.getByText(`$${plan.price.month}`, { exact: true })).toBeVisible();
    for (const line of [...planLimitLines(plan), ...plan.features])
      await expect(card.getByText(line, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('article', { name: 'Professional' })).toContainText('Most Popular');
  // nothing the product does not deliver, and no second catalogue
  const cards = (await page.getByRole('article').allInnerTexts()).join('\n');
  for (const claim of [/white-label/i, /account manager/i, /model training/i, /priority/i])
    expect(cards).not.toMatch(claim);
  const text = await page.locator('main').innerText();
  for (const other of [/Premium/, /\$29/]) expect(text).not.toMatch(other);
  await expect(page.getByRole('heading', { name: 'Cancel anytime', exact: true })).toBeVisible();
  const q = page.getByRole('button', { name: 'Can I cancel anytime?' });
  await q.click();
  await expect(q).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'Get Started Free' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  // the same cards, features and prices on /subscription
  await signUpViaApi(page);
  await page.goto('/subscription');
  for (const plan of PLANS) {
    const card = page.getByRole('article', { name: plan.name });
    await expect(card.getByText(`$${plan.price.month}`, { exact: true })).toBeVisible();
    for (const line of [...planLimitLines(plan), ...plan.features])
      await expect(card.getByText(line, { exact: true })).toBeVisible();
  }
});
