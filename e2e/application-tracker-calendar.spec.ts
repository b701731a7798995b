import { readFile } from 'node:fs/promises';
import { expect, expectNoSeriousA11yViolations, test, openSignedIn } from './fixtures';

test.describe('application tracker calendar', () => {
  test('an interview added in the form is an event in the downloaded .ics, and the feed can be made and stopped', async ({
    page,
    request,
  }) => {
    await openSignedIn(page, '/application-tracker');

    await page.getByRole('button', { name: 'Add Application' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Job Application' });
    await dialog.getByLabel('Job Title *').fill('Platform Engineer');
    await dialog.getByLabel('Company *').fill('Calendar, Inc.');
    await dialog.getByLabel('Interview Date').fill('2031-05-14');
    await dialog.getByLabel('Interview Time').fill('14:30');
    await dialog.getByLabel('Offer Deadline').fill('2031-05-30');
    await dialog.getByRole('button', { name: 'Add Application' }).click();
    await expect(page.getByText('Application Added!', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Calendar', exact: true }).click();
    const calendar = page.getByRole('dialog', { name: 'Calendar' });
    await expect(calendar).toBeVisible();
    const download = page.waitForEvent('download');
    await calendar.getByRole('button', { name: 'Download .ics' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('careerforge-applications.ics');
    const ics = await readFile((await file.path())!, 'utf8');
    // the browser's local 14:30 on that day, as the file writes it (UTC)
    const start = await page.evaluate(() => new Date('2031-05-14T14:30:00').toISOString());
    const stamp = start.replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('SUMMARY:Interview: Platform Engineer at Calendar\\, Inc.');
    expect(ics).toContain(`DTSTART:${stamp}`);
    expect(ics).toContain('SUMMARY:Offer deadline: Platform Engineer at Calendar\\, Inc.');
    expect(ics).toContain('DTSTART;VALUE=DATE:20310530');

    await calendar.getByRole('button', { name: 'Subscribe in a calendar app' }).click();
    const address = calendar.getByLabel('Calendar address');
    await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feedUrl = await address.inputValue();
    // as a calendar app fetches it: a request context of its own, without the session cookie
    const feed = await request.get(feedUrl);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain('SUMMARY:Interview: Platform Engineer');
    await expectNoSeriousA11yViolations(page);

    await calendar.getByRole('button', { name: 'Stop the feed' }).click();
    // the toast (its text is also announced in a live region, hence first())
    await expect(page.getByText('The calendar address no longer works.').first()).toBeVisible();
    expect((await request.get(feedUrl)).status()).toBe(404);
  });
});
