import http from 'node:http';
import { expect, expectNoSeriousA11yViolations, signUpViaApi, test } from './fixtures';

const JOB = `Senior Backend Engineer

Tidewater Payments is hiring a Senior Backend Engineer to build the services that move money for small businesses.

What You'll Do
- Design, build and operate backend services in Go and Python.
- Own the performance of our PostgreSQL databases, including schema design and query optimization.
- Build event-driven pipelines with Kafka or similar message brokers.
- Mentor engineers through code reviews and pairing.

Requirements
- 5+ years of backend development experience.
- Strong experience with Go or Python, PostgreSQL and Kafka.
- Experience running services on Kubernetes in AWS.`;

const STRONG = `At my previous company our checkout service was timing out for about 8% of orders during the holiday peak in 2023. My goal was to bring failures under 1% before Black Friday, three weeks away. First I added tracing and found that a synchronous call to the inventory service was the bottleneck. Then I moved the inventory check onto a Kafka topic and wrote an idempotent consumer in Go, and I load-tested it at twice the expected peak. As a result, checkout failures dropped from 8% to 0.4%, and we handled 3x the previous year's traffic without an incident.`;
const SECOND = `In my last role our PostgreSQL reports took 40 seconds to load. I was asked to fix it within a sprint. I profiled the slowest queries, added two composite indexes and rewrote a correlated subquery as a join. As a result the reports loaded in 2 seconds and support tickets about them fell by 70%.`;

// A fake microphone, so the recording path runs headless.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
});

async function startSession(page: import('@playwright/test').Page, title: string) {
  await page.goto('/interview-coach');
  await page.getByRole('tab', { name: 'Practice' }).click();
  await page.getByLabel('Session title').fill(title);
  await page.getByLabel('Interview type').selectOption('behavioral');
  await page.getByLabel('Job description').fill(JOB);
  await page.getByRole('button', { name: 'Generate Questions' }).click();
  await expect(page.getByText('Questions Generated!', { exact: true })).toBeVisible();
  await expect(page.getByText('10 behavioral questions are ready.', { exact: true })).toBeVisible();
  await expect(page.getByText('Question 1 of 10', { exact: true })).toBeVisible();
}

test('generate from a posting, answer by typing, read feedback, see rewards, reopen the session', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/interview-coach');
  for (const name of ['Dashboard', 'Arena', 'Practice', 'Rewards', 'Stats'])
    await expect(page.getByRole('tab', { name })).toBeVisible();

  await startSession(page, 'Tidewater loop');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  // An empty answer: the spec's message.
  await page.getByRole('button', { name: 'Analyze Answer' }).click();
  await expect(page.getByText('No Answer Recorded', { exact: true })).toBeVisible();

  await page.getByLabel('Your answer').fill(STRONG);
  await page.getByRole('button', { name: 'Analyze Answer' }).click();
  await expect(page.getByText('Answer Analyzed!', { exact: true })).toBeVisible();
  await expect(page.getByText(/Your answer scored \d(\.\d)?\/5\./).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Feedback' })).toBeVisible();
  await expect(page.getByText('Unlocked: First Steps', { exact: true })).toBeVisible();
  // grounded in the answer's own words
  await expect(page.getByText(/checkout failures dropped from 8% to 0\.4%/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Question 2 of 10', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Your answer')).toHaveValue('');
  await page.getByLabel('Your answer').fill(SECOND);
  await page.getByRole('button', { name: 'Analyze Answer' }).click();
  await expect(page.getByText('Answer Analyzed!', { exact: true })).toBeVisible();
  // let the button's colour transition settle before measuring contrast
  await expect(page.getByRole('button', { name: 'Analyze Answer' })).toBeEnabled();
  await page.waitForTimeout(400);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Rewards' }).click();
  const firstSteps = page.getByRole('listitem').filter({ hasText: 'First Steps' });
  await expect(firstSteps).toContainText('unlocked');
  await expect(page.getByRole('listitem').filter({ hasText: 'Perfectionist' })).toContainText(
    'locked',
  );
  await expect(page.getByText(/1\/7 days in a row/).first()).toBeVisible();
  await expect(page.getByText(/1\/25 sessions practised/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Stats' }).click();
  await expect(page.getByText('Questions answered', { exact: true })).toBeVisible();

  // After a reload the session is in the history and opens with its answers.
  await page.reload();
  await page.getByRole('tab', { name: 'Stats' }).click();
  await expect(page.getByText('Tidewater loop', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Open Tidewater loop' }).click();
  await expect(page.getByText(/2 of 10 answered/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Feedback' })).toBeVisible();
});

test('voice answer with the browser speech recognition', async ({ page }) => {
  // A stand-in for the browser's recognizer: one interim result, then one final.
  await page.addInitScript(() => {
    class FakeRecognition {
      continuous = false;
      interimResults = false;
      lang = '';
      onresult: ((e: unknown) => void) | null = null;
      onerror: ((e: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        (window as unknown as { __rec: FakeRecognition }).__rec = this;
        const said =
          'In 2023 our deploys took two hours. I was asked to speed them up. I split the pipeline into parallel stages and cached the builds. As a result deploys took 20 minutes.';
        setTimeout(() => {
          this.onresult?.({
            resultIndex: 0,
            results: [{ isFinal: false, 0: { transcript: 'In 2023' } }],
          });
        }, 50);
        setTimeout(() => {
          this.onresult?.({
            resultIndex: 0,
            results: [{ isFinal: true, 0: { transcript: said } }],
          });
        }, 150);
      }
      stop() {
        setTimeout(() => this.onend?.(), 10);
      }
    }
    const w = window as unknown as Record<string, unknown>;
    w.SpeechRecognition = FakeRecognition;
    w.webkitSpeechRecognition = FakeRecognition;
  });
  await signUpViaApi(page);
  const status = await page.request.get('/api/interviews/transcribe');
  test.skip(
    (await status.json()).enabled,
    'the server transcribes: the browser recognizer is not used',
  );
  await startSession(page, 'Voice practice');
  // who processes the audio is said before the first recording: Chromium's recognizer is Google's
  await expect(page.getByTestId('voice-processor')).toContainText(
    'Chrome sends your voice to Google',
  );
  await page.getByRole('button', { name: 'Start Recording' }).click();
  const notice = page.getByRole('dialog', { name: 'Before you record' });
  await expect(notice).toContainText("your voice is sent to Google's speech service");
  await expectNoSeriousA11yViolations(page);
  await notice.getByRole('button', { name: 'Record my answer' }).click();
  await expect(page.getByLabel('Your answer')).toHaveValue(/deploys took 20 minutes/);
  const settings = await page.evaluate(() => {
    const r = (
      window as unknown as { __rec: { continuous: boolean; interimResults: boolean; lang: string } }
    ).__rec;
    return { continuous: r.continuous, interimResults: r.interimResults, lang: r.lang };
  });
  expect(settings).toEqual({ continuous: true, interimResults: true, lang: 'en-US' });
  await page.getByRole('button', { name: 'Stop Recording' }).click();
  await page.getByRole('button', { name: 'Analyze Answer' }).click();
  await expect(page.getByText('Answer Analyzed!', { exact: true })).toBeVisible();
  // a spoken answer gets its pace
  await expect(page.getByText(/words per minute/).first()).toBeVisible();
});

test('without speech recognition the page says so', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w.webkitSpeechRecognition;
    delete w.SpeechRecognition;
  });
  await signUpViaApi(page);
  const status = await page.request.get('/api/interviews/transcribe');
  test.skip(
    (await status.json()).enabled,
    'the server transcribes: the browser recognizer is not used',
  );
  await startSession(page, 'No speech');
  await page.getByRole('button', { name: 'Start Recording' }).click();
  await expect(page.getByText('Speech Recognition Unavailable', { exact: true })).toBeVisible();
});

test.describe('voice answer through the server transcription', () => {
  // Run with TRANSCRIBE_BASE_URL=http://127.0.0.1:<E2E_TRANSCRIBE_PORT>/v1: this fake answers it.
  let fake: http.Server | undefined;
  test.beforeAll(async () => {
    const port = Number(process.env.E2E_TRANSCRIBE_PORT ?? 0);
    if (!port) return;
    fake = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            text: 'Last year I led the move of our billing jobs to Kafka. I was responsible for the cut-over. I wrote the consumers and ran both systems side by side for two weeks. As a result late invoices fell by 90%.',
          }),
        );
      });
    });
    await new Promise<void>((r) => fake!.listen(port, '127.0.0.1', r));
  });
  test.afterAll(async () => {
    if (fake) await new Promise((r) => fake!.close(r));
  });

  test('records, transcribes on the server and scores the spoken answer', async ({ page }) => {
    await signUpViaApi(page);
    const status = await (await page.request.get('/api/interviews/transcribe')).json();
    test.skip(!status.enabled || !fake, 'run with TRANSCRIBE_BASE_URL and E2E_TRANSCRIBE_PORT');
    await startSession(page, 'Spoken answers');
    await expect(page.getByTestId('voice-processor')).toContainText(
      "this server's transcription service and are not stored",
    );
    await page.getByRole('button', { name: 'Start Recording' }).click();
    const notice = page.getByRole('dialog', { name: 'Before you record' });
    await expect(notice).toContainText('The audio is not stored');
    await notice.getByRole('button', { name: 'Record my answer' }).click();
    await expect(page.getByText(/Recording 0:0[1-9]/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Stop Recording' }).click();
    await expect(page.getByLabel('Your answer')).toHaveValue(/late invoices fell by 90%/);
    await page.getByRole('button', { name: 'Analyze Answer' }).click();
    await expect(page.getByText('Answer Analyzed!', { exact: true })).toBeVisible();
    await expect(page.getByText(/words per minute/).first()).toBeVisible();
  });
});

test('the session title defaults to the type plus "Practice" and is required', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/interview-coach');
  await page.getByRole('tab', { name: 'Practice' }).click();
  const title = page.getByLabel('Session title');
  await expect(title).toHaveValue('Behavioral Practice');
  await page.getByLabel('Interview type').selectOption('system-design');
  await expect(title).toHaveValue('System Design Practice');
  await title.fill('');
  await expect(page.getByRole('button', { name: 'Generate Questions' })).toBeDisabled();
  await title.fill('My loop');
  await page.getByLabel('Interview type').selectOption('technical');
  await expect(title).toHaveValue('My loop');
  await page.getByRole('button', { name: 'Generate Questions' }).click();
  await expect(page.getByText('10 technical questions are ready.', { exact: true })).toBeVisible();
});
