import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, openEmptyBuilder, test } from './fixtures';

const personas = path.resolve(import.meta.dirname, '../bench/personas');

/**
 * "Start from my resume" with a persona's resume: the month and year of every date, the
 * headline, and the Volunteer section, editable and exported.
 */
test('Start from my resume keeps the dates, the headline and the Volunteer section', async ({
  page,
}) => {
  await openEmptyBuilder(page);

  // the nurse's resume (persona 02), with a headline written under the name
  const text = (await readFile(path.join(personas, '02-nurse-houston/resume.txt'), 'utf8')).replace(
    /^(.*\n)/,
    '$1Registered Nurse, BSN | Telemetry & Med-Surg\n',
  );
  await page.getByRole('button', { name: 'Start from my resume' }).click();
  await page.getByLabel('Upload a resume').setInputFiles({
    name: 'meiling-chen.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(text),
  });
  await expect(page.getByText('Resume filled in', { exact: true })).toBeVisible();

  await expect(page.getByRole('textbox', { name: 'Headline', exact: true })).toHaveValue(
    'Registered Nurse, BSN | Telemetry & Med-Surg',
  );
  const first = page.getByRole('group', { name: 'Experience 1' });
  await expect(first.getByRole('combobox', { name: 'Start Date month' })).toHaveValue('03');
  await expect(first.getByRole('textbox', { name: 'Start Date year' })).toHaveValue('2021');
  await expect(first.getByRole('checkbox', { name: 'I currently work here' })).toBeChecked();
  const second = page.getByRole('group', { name: 'Experience 2' });
  await expect(second.getByRole('combobox', { name: 'End Date month' })).toHaveValue('02');
  await expect(second.getByRole('textbox', { name: 'End Date year' })).toHaveValue('2021');

  // the Volunteer section is edited like any other, and a Languages one added
  const volunteer = page.getByRole('group', { name: 'VOLUNTEER' });
  await expect(volunteer.getByRole('textbox', { name: 'Lines (one per line)' })).toHaveValue(
    /Run monthly blood pressure/,
  );
  await page.getByRole('button', { name: 'Add Languages' }).click();
  await page
    .getByRole('group', { name: 'Languages' })
    .getByRole('textbox', { name: 'Lines (one per line)' })
    .fill('Mandarin (native), English (fluent)');

  const frame = page.getByRole('region', { name: 'Live preview' }).frameLocator('iframe');
  await expect(frame.locator('body')).toContainText('Registered Nurse, BSN | Telemetry & Med-Surg');
  await expect(frame.locator('body')).toContainText('Mar 2021 – Present');
  await expect(frame.locator('body')).toContainText('Run monthly blood pressure');
  await expect(frame.locator('body')).toContainText('Mandarin (native), English (fluent)');

  await page.getByRole('tab', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const bytes = await readFile((await (await download).path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByTestId('ats-view')).toContainText('Mandarin (native), English (fluent)');
});
