import {
  expect,
  expectNoSeriousA11yViolations,
  test,
  toast,
  openSignedIn,
  expectToolPage,
  expectToast,
} from './fixtures';

test('salary negotiator: validation, a Texas nurse on the BLS band, another occupation, revisit', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, '/salary-negotiator');
  await expectToolPage(page, 'Salary Negotiator', ['Analyze', 'Strategy', 'Market Insights']);

  // results tabs are empty until an analysis exists, with a way back
  await page.getByRole('tab', { name: 'Strategy' }).click();
  await expect(page.getByText('No analysis yet')).toBeVisible();
  await page.getByRole('button', { name: 'Go to Analyze' }).click();

  // the spec's validation
  await page.getByRole('button', { name: 'Analyze Salary' }).click();
  await expectToast(
    page,
    'Required Fields Missing',
    'Please enter your current salary and job title.',
  );

  await page.getByLabel('Current Salary *').fill('$75,000');
  await page.getByLabel('Target Salary').fill('92000');
  await page.getByLabel('Job Title *').fill('Registered Nurse');
  await page.getByLabel('Location').fill('Houston, TX');
  await page.getByLabel('Experience').selectOption('6-10');
  await page.getByLabel('Industry').selectOption('healthcare');
  await page.getByLabel('Company Size').selectOption('large');
  await page.getByLabel('Offer on the table').fill('80000');
  await page
    .getByLabel('Key Achievements')
    .fill('Trained 12 new nurses on the cardiac unit\nCut medication errors by 30%');
  await page.getByRole('button', { name: 'Analyze Salary' }).click();

  await expect(toast(page, 'Negotiation Strategy Ready!')).toBeVisible();
  await expect(page.getByText(/^Confidence: \d+%\.$/)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Strategy' })).toHaveAttribute('data-state', 'active');
  await expect(page.getByTestId('salary-confidence')).toHaveAttribute('data-tone', 'high');
  await expect(page.getByTestId('salary-script')).toContainText('$92,000');
  await expect(page.getByTestId('salary-script')).toContainText(
    'trained 12 new nurses on the cardiac unit',
  );
  await expect(page.getByText('Registered Nurses', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Justifications' }).getByRole('listitem').first(),
  ).toContainText('Trained 12 new nurses on the cardiac unit');
  await expectNoSeriousA11yViolations(page);

  // Market Insights: the band with each amount placed and the BLS caveats
  await page.getByRole('tab', { name: 'Market Insights' }).click();
  await expect(page.getByRole('heading', { name: /Registered Nurses in Texas/ })).toBeVisible();
  for (const kind of ['current', 'target', 'offer'])
    await expect(page.getByTestId(`band-marker-${kind}`)).toBeVisible();
  await expect(page.getByTestId('position-sentences')).toContainText(
    /The offer of \$80,000 is at the \d+(st|nd|rd|th) percentile for Registered Nurses in Texas\./,
  );
  await expect(page.getByTestId('bls-caveats')).toContainText('Base pay only');
  await expect(page.getByTestId('bls-caveats')).toContainText(
    'above $239,200 (BLS does not publish higher)',
  );
  await expect(page.getByText(/O\*NET \(CC BY 4\.0\)/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // a warehouse lead: pick another of the top matches and re-run
  await page.getByRole('tab', { name: 'Analyze' }).click();
  await page.getByLabel('Job Title *').fill('Warehouse Lead');
  await page.getByLabel('Location').fill('Columbus, Ohio');
  await page.getByRole('button', { name: 'Analyze Salary' }).click();
  await expect(toast(page, 'Negotiation Strategy Ready!')).toBeVisible();
  const note = page.getByTestId('occupation-note');
  await expect(note).toContainText('Laborers and Freight');
  await page.getByLabel('Not your job? Choose another match').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Use this occupation' }).click();
  await expect(note).toContainText('You chose');

  // every analysis is kept and can be opened again
  const list = page.getByRole('list', { name: 'Your salary analyses' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await list.getByRole('listitem').last().getByRole('button', { name: 'Open' }).click();
  await expect(page.getByTestId('salary-script')).toContainText('$92,000');
});

test('career planner: validation, a plan on the roadmap, skills and networking, saved plans', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, '/career-planner');
  await expectToolPage(page, 'Career Planner', [
    'Plan',
    'Roadmap',
    'Skills & Growth',
    'Networking',
  ]);
  await page.getByRole('tab', { name: 'Networking' }).click();
  await expect(page.getByText('No plan yet')).toBeVisible();
  await page.getByRole('button', { name: 'Go to Plan' }).click();

  await page.getByRole('button', { name: 'Generate Career Plan' }).click();
  await expectToast(page, 'Required Fields Missing', 'Please enter your current and target roles.');

  await page.getByLabel('Current Role *').fill('Software Developer');
  await page.getByLabel('Target Role *').fill('Data Scientist');
  await page.getByLabel('Industry').selectOption('technology');
  await page.getByLabel('Experience Level').selectOption('mid');
  await page.getByLabel('Timeframe').selectOption('2years');
  await page.getByLabel('Current Skills').fill('Python, SQL, Docker, Git');
  await page.getByLabel('Interests').fill('machine learning for health data');
  await page.getByRole('button', { name: 'Generate Career Plan' }).click();

  await expect(toast(page, 'Career Plan Generated!')).toBeVisible();
  await expect(page.getByText(/^Path viability: \d+%\.$/)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Roadmap' })).toHaveAttribute('data-state', 'active');
  await expect(page.getByTestId('career-viability')).toHaveText(/^\d+%$/);
  await expect(page.getByRole('article', { name: /^Months 1-6/ })).toBeVisible();
  await expect(page.getByTestId('salary-progression')).toContainText('$');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Skills & Growth' }).click();
  const gaps = page.getByTestId('skill-gaps');
  await expect(gaps).toBeVisible();
  await expect(gaps).not.toContainText('Docker');
  await expect(page.getByRole('heading', { name: 'Alternative paths' })).toBeVisible();
  await page.getByRole('tab', { name: 'Networking' }).click();
  await expect(page.getByTestId('network-targets').getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // the plan was saved; it opens again after a reload
  await page.reload();
  const saved = page.getByRole('list', { name: 'Your saved plans' });
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  await expect(saved).toContainText('Software Developer to Data Scientist');
  await page.getByRole('tab', { name: 'Plan' }).click();
  await saved.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('tab', { name: 'Roadmap' })).toHaveAttribute('data-state', 'active');
});
