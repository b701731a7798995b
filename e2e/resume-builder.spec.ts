import { readFile } from 'node:fs/promises';
import { expect, expectNoSeriousA11yViolations, openEmptyBuilder, test } from './fixtures';

test('build a resume, pick a template, save, reopen and export PDF, DOCX and HTML', async ({
  page,
}) => {
  await openEmptyBuilder(page);

  await expect(page.getByLabel('Resume title')).toHaveValue('My Resume');
  await page.getByLabel('Resume title').fill('Zoë Builder Resume');
  await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Zoë Łukasz');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('zoe@example.com');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('(555) 123-4567');
  await page.getByRole('textbox', { name: 'Job Title', exact: true }).fill('Data Analyst');
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Initech');
  await page.getByRole('combobox', { name: 'Start Date month' }).selectOption('03');
  await page.getByRole('textbox', { name: 'Start Date year' }).fill('2021');
  await page.getByLabel('I currently work here').check();
  await expect(page.getByRole('combobox', { name: 'End Date month' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'End Date year' })).toBeDisabled();
  await page
    .getByLabel('Bullet points (one per line)')
    .first()
    .fill('Built revenue dashboards in SQL');
  await page.getByRole('textbox', { name: 'Degree', exact: true }).fill('B.A. Economics');
  await page.getByRole('textbox', { name: 'School', exact: true }).fill('Boston University');
  await page.getByRole('textbox', { name: 'Technical', exact: true }).fill('SQL, Python, Tableau');
  await page.getByRole('textbox', { name: 'Technical', exact: true }).blur();

  // an empty row added and left blank
  await page.getByRole('button', { name: 'Add Certification' }).click();
  await expect(page.getByRole('textbox', { name: 'Certification 1' })).toBeVisible();

  // the live preview is the template's page as the export prints it: bullets, skills, dates
  const preview = page.getByRole('region', { name: 'Live preview' });
  const frame = preview.frameLocator('iframe');
  await expect(frame.locator('h1')).toHaveText('Zoë Łukasz');
  await expect(frame.locator('body')).toContainText('Data Analyst');
  await expect(frame.locator('li', { hasText: 'Built revenue dashboards in SQL' })).toBeVisible();
  await expect(frame.locator('body')).toContainText('Technical: SQL, Python, Tableau');
  await expect(frame.locator('body')).toContainText('Mar 2021 – Present');
  // no empty row: a blank certification prints no Certifications section
  await expect(frame.locator('body')).not.toContainText('Certifications');

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
  // the sidebar template draws its sidebar, with the skills and education in it
  await expect(frame.locator('.page[data-template="tech-minimalist"]')).toBeAttached();
  await expect(frame.locator('aside.side')).toContainText('Boston University');
  await expect(frame.locator('aside.side')).toContainText('SQL, Python, Tableau');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Resume Saved!', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Your resume has been saved successfully.', { exact: true }),
  ).toBeVisible();
  // what was saved has no empty row, and none is left behind in the editor
  await page.getByRole('tab', { name: 'Content' }).click();
  await expect(page.getByRole('textbox', { name: 'Certification 1' })).toHaveCount(0);
  await expect(page.getByText('No certifications yet.')).toBeVisible();

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
    if (format === 'html') {
      expect(bytes.toString('utf8')).toContain('Zoë Łukasz');
      // the live preview is the HTML export itself, byte for byte
      const shown = await page
        .getByRole('region', { name: 'Live preview' })
        .locator('iframe')
        .getAttribute('srcdoc');
      expect(shown).toBe(bytes.toString('utf8'));
    }
    await expect(
      page.getByText(`Resume exported as ${format.toUpperCase()}`, { exact: true }),
    ).toBeVisible();
  }
});
