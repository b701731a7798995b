import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_AUDIO_SECONDS } from '@careerforge/contract';

export const SPEECH_UNAVAILABLE =
  "Speech Recognition Unavailable - Your browser doesn't support speech recognition. Please type your answer instead.";
export const SPEECH_ERROR =
  'Speech Recognition Error - Please check your microphone permissions and try again.';

/* The Web Speech API, as far as this page uses it (not in TypeScript's DOM types everywhere). */
interface RecognitionResult {
  isFinal: boolean;
  0: { transcript: string };
}
interface RecognitionEvent {
  resultIndex: number;
  results: ArrayLike<RecognitionResult>;
}
interface Recognition {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((e: RecognitionEvent) => void) | null;
  onerror: ((e: { error?: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionCtor = new () => Recognition;

function recognitionCtor(): RecognitionCtor | null {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionCtor;
    webkitSpeechRecognition?: RecognitionCtor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/**
 * Who turns a spoken answer into text, as the page must say before the first recording:
 * this server (which passes the audio to its operator's transcription service and keeps none of
 * it), or the browser's own speech recognition, which sends the voice to the browser's maker.
 */
export type VoiceProcessor =
  | { kind: 'server' }
  | { kind: 'browser'; browser: string | null; company: string | null }
  | { kind: 'none' };

/** The way a recording goes: the one useVoice takes, so the notice can never say otherwise. */
export function voiceProcessor(
  serverTranscription: boolean,
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): VoiceProcessor {
  const canRecord =
    typeof MediaRecorder !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    Boolean(navigator.mediaDevices?.getUserMedia);
  if (serverTranscription && canRecord) return { kind: 'server' };
  if (!recognitionCtor()) return { kind: 'none' };
  return { kind: 'browser', ...browserMaker(userAgent) };
}

/** The browser and the company whose speech service its recognition uses, from the user agent. */
export function browserMaker(ua: string): { browser: string | null; company: string | null } {
  // every browser on iPhone and iPad is Safari's engine, with Apple's speech recognition
  if (/iPhone|iPad|iPod/.test(ua)) return { browser: 'Safari', company: 'Apple' };
  if (/Edg(?:e|A|iOS)?\//.test(ua)) return { browser: 'Microsoft Edge', company: 'Microsoft' };
  if (/OPR\/|Opera|SamsungBrowser|YaBrowser|Vivaldi|Brave/.test(ua))
    return { browser: null, company: null };
  if (/Chrome\/|Chromium\/|CriOS\//.test(ua)) return { browser: 'Chrome', company: 'Google' };
  if (/Safari\//.test(ua)) return { browser: 'Safari', company: 'Apple' };
  return { browser: null, company: null };
}

/** What the page says about a recording before it starts: a short line and the full notice. */
export function voiceNotice(p: VoiceProcessor): { short: string; full: string[] } {
  if (p.kind === 'server')
    return {
      short:
        "Voice answers go to this server's transcription service and are not stored; only the text is kept.",
      full: [
        'Your recording is sent to this Careerforge server, which passes it to the transcription service its operator has configured to turn it into text.',
        'The audio is not stored: it passes through once, and only the text you choose to submit is kept with your answer.',
      ],
    };
  if (p.kind === 'none')
    return {
      short: 'Your browser has no speech recognition: type your answer instead.',
      full: [],
    };
  const who = p.company
    ? `${p.browser} sends your voice to ${p.company}`
    : 'your browser sends your voice to its maker';
  return {
    short: `Voice answers use your browser's speech recognition: ${who} to turn it into text.`,
    full: [
      `Voice answers use your browser's built-in speech recognition. ${p.company ? `In ${p.browser}, your voice is sent to ${p.company}'s speech service` : "Most browsers send your voice to their maker's speech service"} to be turned into text, under ${p.company ? `${p.company}'s` : 'its'} own privacy terms.`,
      'Chrome sends it to Google, Safari to Apple and Microsoft Edge to Microsoft. Careerforge never receives your audio, only the text.',
      'If you would rather not, type your answer instead: the feedback is the same.',
    ],
  };
}

export interface VoiceHandlers {
  /** recording starts: the answer and the live text are cleared */
  onStart: () => void;
  /** a final piece of speech, appended to the answer */
  onFinal: (text: string) => void;
  /** interim speech, shown as live text */
  onInterim: (text: string) => void;
  /** a whole recording transcribed by the server */
  onTranscribed: (text: string, seconds: number) => void;
  /** the browser's recognizer stopped after this many seconds of speech */
  onStopped: (seconds: number) => void;
  /** a spec error text ("Title - Description"), or the server's words */
  onError: (message: string, err?: unknown) => void;
}

/**
 * Voice answers. With the server's transcription on, the page records with MediaRecorder and
 * the server transcribes (every browser, no audio to a browser vendor); otherwise the browser's
 * speech recognition (continuous, interim results, en-US).
 */
export function useVoice(
  serverTranscription: boolean,
  transcribe: (audio: Blob, seconds: number) => Promise<{ text: string }>,
  handlers: VoiceHandlers,
) {
  const [recording, setRecording] = useState(false);
  const [transcribing, setTranscribing] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const h = useRef(handlers);
  h.current = handlers;
  const recognition = useRef<Recognition | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const startedAt = useRef(0);
  const timer = useRef<number | null>(null);

  const stopTimer = () => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
  };

  const stop = useCallback(() => {
    stopTimer();
    recognition.current?.stop();
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
    setRecording(false);
  }, []);

  useEffect(() => () => stop(), [stop]);

  const startBrowser = () => {
    const Ctor = recognitionCtor();
    if (!Ctor) return h.current.onError(SPEECH_UNAVAILABLE);
    const rec = new Ctor();
    rec.continuous = true;
    rec.interimResults = true;
    rec.lang = 'en-US';
    rec.onresult = (e) => {
      let interim = '';
      for (let i = e.resultIndex; i < e.results.length; i++) {
        const r = e.results[i]!;
        if (r.isFinal) h.current.onFinal(r[0].transcript.trim());
        else interim += r[0].transcript;
      }
      h.current.onInterim(interim);
    };
    rec.onerror = () => {
      h.current.onError(SPEECH_ERROR);
      stop();
    };
    rec.onend = () => {
      stopTimer();
      setRecording(false);
      h.current.onInterim('');
      h.current.onStopped((Date.now() - startedAt.current) / 1000);
    };
    recognition.current = rec;
    h.current.onStart();
    try {
      rec.start();
    } catch {
      return h.current.onError(SPEECH_ERROR);
    }
    begin();
  };

  const begin = () => {
    startedAt.current = Date.now();
    setSeconds(0);
    setRecording(true);
    timer.current = window.setInterval(() => {
      const s = (Date.now() - startedAt.current) / 1000;
      setSeconds(s);
      if (s >= MAX_AUDIO_SECONDS) stop();
    }, 250);
  };

  const startRecorder = async () => {
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      return startBrowser();
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      return h.current.onError(SPEECH_ERROR);
    }
    const chunks: Blob[] = [];
    const mime = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg', 'audio/mp4'].find((t) =>
      MediaRecorder.isTypeSupported(t),
    );
    const rec = new MediaRecorder(stream, mime ? { mimeType: mime } : undefined);
    rec.ondataavailable = (e) => {
      if (e.data.size) chunks.push(e.data);
    };
    rec.onstop = () => {
      stream.getTracks().forEach((t) => t.stop());
      const secs = (Date.now() - startedAt.current) / 1000;
      const blob = new Blob(chunks, { type: rec.mimeType || 'audio/webm' });
      if (!blob.size) return;
      setTranscribing(true);
      transcribe(blob, secs)
        .then((r) => h.current.onTranscribed(r.text, secs))
        .catch((err: unknown) => h.current.onError(SPEECH_ERROR, err))
        .finally(() => setTranscribing(false));
    };
    recorder.current = rec;
    h.current.onStart();
    rec.start(1000);
    begin();
  };

  const toggle = () => {
    if (recording) return stop();
    if (voiceProcessor(serverTranscription).kind === 'server') void startRecorder();
    else startBrowser();
  };

  return { recording, transcribing, seconds, toggle, stop };
}
