import { readFile } from 'node:fs/promises';
import {
  expect,
  signUpViaApi,
  test,
  openEmptyBuilder,
  toast,
  openSignedIn,
  pasteResumeInLab,
  expectToast,
} from './fixtures';

const RESUME = [
  'Jordan Rivera',
  'jordan.rivera@example.com | (555) 201-3344 | Boston, MA',
  '',
  'SUMMARY',
  'Data analyst who turns messy data into dashboards people use.',
  '',
  'EXPERIENCE',
  'Data Analyst | Globex | Jan 2021 - Present',
  '- Built revenue dashboards in SQL and Tableau for 40 account managers',
  '- Automated a weekly forecast in Python, saving 6 hours a week',
  '',
  'EDUCATION',
  'B.A. Economics | Boston University | 2019',
  '',
  'SKILLS',
  'SQL, Python, Tableau, Excel',
].join('\n');

const TITLE = 'Globex Resume - Data Analyst';

/** An open toast by its title (a modal dialog hides the rest of the page from roles). */

test('a saved resume exports as PDF and DOCX in a builder template from Saved Resumes', async ({
  page,
}) => {
  await page.goto('/');
  await signUpViaApi(page);
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/api/saved-resumes', {
    data: { title: TITLE, content: RESUME, companyName: 'Globex', jobTitle: 'Data Analyst' },
    headers: { origin },
  });
  expect(res.status()).toBe(200);
  await page.goto('/saved-resumes');

  const card = page.getByRole('article', { name: TITLE });
  await card.getByRole('button', { name: `Export ${TITLE} as PDF or DOCX` }).click();
  const dialog = page.getByRole('dialog', { name: 'Export as PDF or DOCX' });
  await expect(dialog.getByLabel('Template')).toHaveValue('modern-professional');
  await expect(dialog.getByRole('radio', { name: 'PDF' })).toBeChecked();

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`${TITLE}.pdf`);
  const bytes = await readFile((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expectToast(page, 'Export Complete!', 'Resume exported as PDF');
  await expect(dialog).toBeHidden();

  // a DOCX in another template
  await card.getByRole('button', { name: `Export ${TITLE} as PDF or DOCX` }).click();
  await dialog.getByLabel('Template').selectOption('executive-classic');
  await dialog.getByRole('radio', { name: 'DOCX' }).check();
  const [docx] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export DOCX' }).click(),
  ]);
  expect(docx.suggestedFilename()).toBe(`${TITLE}.docx`);
  const zip = await readFile((await docx.path())!);
  expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
  await expect(page.getByText('Resume exported as DOCX', { exact: true })).toBeVisible();
});

test("the builder's Export tab scores the resume against a pasted job description", async ({
  page,
}) => {
  await openEmptyBuilder(page);

  await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Jordan Rivera');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('jordan@example.com');
  await page.getByRole('textbox', { name: 'Job Title', exact: true }).fill('Data Analyst');
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Globex');
  await page
    .getByLabel('Bullet points (one per line)')
    .first()
    .fill('Built revenue dashboards in SQL and Tableau');
  await page.getByRole('textbox', { name: 'Technical', exact: true }).fill('SQL, Python, Tableau');
  await page.getByRole('textbox', { name: 'Technical', exact: true }).blur();

  await page.getByRole('tab', { name: 'Export' }).click();
  const score = page.getByRole('button', { name: 'Score', exact: true });
  await expect(score).toBeDisabled();
  await expect(
    page.getByText('Paste a job description to score your resume against it.'),
  ).toBeVisible();

  await page
    .getByLabel('Job description')
    .fill(
      'Data Analyst at Initech. Required: SQL, Tableau and Python. Nice to have: Looker and dbt. ' +
        'You will build dashboards and forecasts for the sales team.',
    );
  await score.click();
  const ats = page.getByRole('group', { name: 'ATS score' });
  await expect(ats).toContainText(/\d+%/);
  await expect(page.getByRole('group', { name: 'Keyword match' })).toContainText(/\d+%/);
  await expect(page.getByText('How the ATS score is made')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Hard skills found' })).toContainText('SQL');
});

test('a tailored resume exports as PDF from the Resume Lab results', async ({ page }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, '/resume-lab');
  await pasteResumeInLab(page);
  await page.getByLabel('Company name (optional)').fill('Initech');
  await page.getByLabel('Job title (optional)').fill('Data Analyst');
  await page
    .getByLabel('Job description')
    .fill('Data Analyst. Required: SQL, Tableau and Python. Build dashboards and forecasts.');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /^Basic/ }).click();
  await page.getByRole('button', { name: 'Tailor Resume' }).click();
  await expect(page.getByRole('heading', { name: 'Your tailored resume' })).toBeVisible();

  const title = 'Initech Resume - Data Analyst';
  await page.getByRole('button', { name: `Export ${title} as PDF or DOCX` }).click();
  const dialog = page.getByRole('dialog', { name: 'Export as PDF or DOCX' });
  await dialog.getByLabel('Template').selectOption('tech-minimalist');
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`${title}.pdf`);
  await expect(toast(page, 'Export Complete!')).toBeVisible();
});
