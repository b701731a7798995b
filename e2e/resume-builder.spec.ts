import { readFile } from 'node:fs/promises';
import { expect, expectNoSeriousA11yViolations, signUpViaApi, test } from './fixtures';

test('build a resume, pick a template, save, reopen and export PDF, DOCX and HTML', async ({
  page,
}) => {
  await page.goto('/');
  await signUpViaApi(page);
  await page.goto('/resume-builder');
  await page.evaluate(() => localStorage.clear());
  await page.reload();

  await expect(page.getByLabel('Resume title')).toHaveValue('My Resume');
  await page.getByLabel('Resume title').fill('Zoë Builder Resume');
  await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Zoë Łukasz');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('zoe@example.com');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('(555) 123-4567');
  await page.getByRole('textbox', { name: 'Job Title', exact: true }).fill('Data Analyst');
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Initech');
  await page.getByLabel('Start Date').fill('2021-03');
  await page.getByLabel('I currently work here').check();
  await expect(page.getByLabel('End Date')).toBeDisabled();
  await page
    .getByLabel('Bullet points (one per line)')
    .first()
    .fill('Built revenue dashboards in SQL');
  await page.getByRole('textbox', { name: 'Degree', exact: true }).fill('B.A. Economics');
  await page.getByRole('textbox', { name: 'School', exact: true }).fill('Boston University');
  await page.getByRole('textbox', { name: 'Technical', exact: true }).fill('SQL, Python, Tableau');
  await page.getByRole('textbox', { name: 'Technical', exact: true }).blur();

  // the live preview follows the fields
  const preview = page.getByRole('region', { name: 'Live preview' });
  await expect(preview).toContainText('Zoë Łukasz');
  await expect(preview).toContainText('Data Analyst');

  // a reload keeps the draft
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue(
    'Zoë Łukasz',
  );

  // the editor (the Design tab's previews are sandboxed frames with no scripts, for axe too)
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: 'Design' }).click();
  await page.getByRole('radio', { name: /Tech Minimalist/ }).click();
  await expect(page.getByTestId('preview-template')).toHaveText('Tech Minimalist');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Resume Saved!', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Your resume has been saved successfully.', { exact: true }),
  ).toBeVisible();

  // reopen from the list of resumes
  const id = await page.evaluate(async () => {
    const res = await fetch('/api/resumes', { credentials: 'include' });
    const rows = (await res.json()) as { id: number; title: string }[];
    return rows.find((r) => r.title === 'Zoë Builder Resume')!.id;
  });
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/resume-builder?resume=${id}`);
  await expect(page.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue(
    'Zoë Łukasz',
  );
  await expect(page.getByTestId('preview-template')).toHaveText('Tech Minimalist');

  await page.getByRole('tab', { name: 'Export' }).click();
  for (const format of ['pdf', 'docx', 'html'] as const) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Export ${format.toUpperCase()}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`Zoë Builder Resume.${format}`);
    const bytes = await readFile((await file.path())!);
    if (format === 'pdf') expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    if (format === 'docx') expect(bytes[0]).toBe(0x50);
    if (format === 'html') expect(bytes.toString('utf8')).toContain('Zoë Łukasz');
    await expect(
      page.getByText(`Resume exported as ${format.toUpperCase()}`, { exact: true }),
    ).toBeVisible();
  }
});
