import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InterviewSessionDetail } from '@careerforge/contract';
import { createQueryClient } from '../src/lib/query-client';
import { json } from './render-app';

/* Voice answers: before the first recording the page says who will process the audio, and the
   privacy policy says the same. */

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1';

const session: InterviewSessionDetail = {
  id: 7,
  title: 'Payments loop',
  interviewType: 'technical',
  gameMode: 'practice',
  createdAt: new Date().toISOString(),
  averageScore: null,
  completedQuestions: 0,
  totalQuestions: 1,
  questions: ['How would you guarantee exactly-once delivery into a double-entry ledger?'],
  jobDescription: null,
  timeLimitSeconds: null,
  items: [
    {
      id: 'q0',
      text: 'How would you guarantee exactly-once delivery into a double-entry ledger?',
      category: 'technical',
      difficulty: 'easy',
      source: 'job-responsibility',
      competency: 'exactly-once processing',
      answer: null,
    },
  ],
};

const started = vi.fn();
class FakeRecognition {
  continuous = false;
  interimResults = false;
  lang = '';
  onresult = null;
  onerror = null;
  onend: (() => void) | null = null;
  start() {
    started();
  }
  stop() {
    this.onend?.();
  }
}

function setUserAgent(ua: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true });
}

async function renderQuestion(transcription: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.startsWith('/api/interviews/transcribe'))
        return json({ enabled: transcription, maxBytes: 26214400, maxSeconds: 600 });
      return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
    }),
  );
  // a fresh module per test: what the user was told is remembered only for one visit
  vi.resetModules();
  const { QuestionView } = await import('../src/features/interview-arena/components/question-view');
  render(
    <QueryClientProvider client={createQueryClient()}>
      <QuestionView session={session} index={0} onIndex={() => {}} onNewSession={() => {}} />
    </QueryClientProvider>,
  );
  return screen.findByTestId('voice-processor');
}

beforeEach(() => {
  started.mockReset();
  (window as unknown as { webkitSpeechRecognition: unknown }).webkitSpeechRecognition =
    FakeRecognition;
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as unknown as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
  setUserAgent(CHROME);
});

describe('who processes a spoken answer', () => {
  it('names the browser maker for each browser', async () => {
    const { browserMaker, voiceNotice } = await import('../src/features/interview-arena/lib/voice');
    expect(browserMaker(CHROME)).toEqual({ browser: 'Chrome', company: 'Google' });
    expect(browserMaker(SAFARI)).toEqual({ browser: 'Safari', company: 'Apple' });
    expect(browserMaker(EDGE)).toEqual({ browser: 'Microsoft Edge', company: 'Microsoft' });
    expect(browserMaker(IPHONE_CHROME)).toEqual({ browser: 'Safari', company: 'Apple' });
    expect(voiceNotice({ kind: 'browser', browser: 'Safari', company: 'Apple' }).short).toBe(
      "Voice answers use your browser's speech recognition: Safari sends your voice to Apple to turn it into text.",
    );
    const unknown = voiceNotice({ kind: 'browser', browser: null, company: null });
    expect(unknown.full.join(' ')).toMatch(/Chrome sends it to Google, Safari to Apple/);
    const server = voiceNotice({ kind: 'server' });
    expect(server.full.join(' ')).toMatch(/transcription service its operator has configured/);
    expect(server.full.join(' ')).toMatch(/audio is not stored/);
  });

  it('says Chrome sends the voice to Google, and asks before the first recording', async () => {
    setUserAgent(CHROME);
    const user = userEvent.setup();
    const line = await renderQuestion(false);
    expect(line).toHaveTextContent('Chrome sends your voice to Google');
    const record = screen.getByRole('button', { name: /start recording/i });
    expect(record).toHaveAccessibleDescription(/Chrome sends your voice to Google/);

    await user.click(record);
    const dialog = await screen.findByRole('dialog', { name: 'Before you record' });
    expect(within(dialog).getByTestId('voice-notice')).toHaveTextContent(
      "In Chrome, your voice is sent to Google's speech service",
    );
    expect(started).not.toHaveBeenCalled();

    // "Type instead" records nothing
    await user.click(within(dialog).getByRole('button', { name: 'Type instead' }));
    expect(started).not.toHaveBeenCalled();

    await user.click(record);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Record my answer' }),
    );
    expect(started).toHaveBeenCalledTimes(1);

    // told once this visit: the next recording starts at once
    await user.click(screen.getByRole('button', { name: /stop recording/i }));
    await user.click(screen.getByRole('button', { name: /start recording/i }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(started).toHaveBeenCalledTimes(2);
  });

  it("says the audio goes to this server's transcription service and is not stored", async () => {
    const getUserMedia = vi.fn(() => new Promise<MediaStream>(() => {}));
    vi.stubGlobal('MediaRecorder', class {});
    Object.defineProperty(window.navigator, 'mediaDevices', {
      value: { getUserMedia },
      configurable: true,
    });
    const user = userEvent.setup();
    const line = await renderQuestion(true);
    expect(line).toHaveTextContent(
      "Voice answers go to this server's transcription service and are not stored",
    );
    await user.click(screen.getByRole('button', { name: /start recording/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Before you record' });
    expect(dialog).toHaveTextContent(
      'passes it to the transcription service its operator has configured',
    );
    expect(dialog).toHaveTextContent('The audio is not stored');
    expect(dialog).not.toHaveTextContent(/Google|Apple/);
    expect(getUserMedia).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Record my answer' }));
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(1));
    expect(started).not.toHaveBeenCalled();
    Object.defineProperty(window.navigator, 'mediaDevices', {
      value: undefined,
      configurable: true,
    });
  });
});

describe('the privacy policy on voice answers', () => {
  it('says who processes the audio, in both ways of recording', async () => {
    const { privacyPolicy } = await import('../src/features/marketing/content/privacy-policy');
    const interview = privacyPolicy
      .flatMap((s) => s.body.split('\n'))
      .find((line) => line.startsWith('- Interview practice:'))!;
    expect(interview).toMatch(/the page tells you which before your first recording/);
    expect(interview).toMatch(
      /sends your voice to the browser's maker \(Google for Chrome, Apple for Safari, Microsoft for Edge\)/,
    );
    expect(interview).toMatch(/Careerforge receives only the text/);
    expect(interview).toMatch(
      /passes it to the transcription service the operator configured and does not keep it: the audio is not stored/,
    );
  });
});
