/**
 * Spoken answers through any OpenAI-compatible /audio/transcriptions server (a self-hosted
 * Whisper, for instance), when TRANSCRIBE_BASE_URL is set. The audio passes through memory
 * once and is never stored.
 */
import {
  MAX_AUDIO_BYTES,
  MAX_AUDIO_SECONDS,
  type Transcription,
  type TranscriptionStatus,
} from '@careerforge/contract';
import type { Config } from '../../config';
import { HttpError, badGateway, gatewayTimeout } from '../../lib/errors';

export interface Transcriber {
  status(): TranscriptionStatus;
  transcribe(
    audio: Buffer,
    contentType: string,
    durationSeconds: number | null,
  ): Promise<Transcription>;
}

const EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'mp4',
  'audio/m4a': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/flac': 'flac',
};

/** The base media type ("audio/webm" of "audio/webm;codecs=opus"), or null when not audio. */
export function audioType(contentType: string | undefined): string | null {
  const base = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return base in EXTENSIONS ? base : null;
}

/** True when the bytes start like a known audio container (WebM/Matroska, Ogg, WAV, MP3, MP4, FLAC). */
export function looksLikeAudio(bytes: Buffer): boolean {
  if (bytes.length < 12) return false;
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  return (
    bytes.readUInt32BE(0) === 0x1a45dfa3 ||
    ascii(0, 4) === 'OggS' ||
    (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') ||
    ascii(0, 3) === 'ID3' ||
    (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0) ||
    ascii(4, 8) === 'ftyp' ||
    ascii(0, 4) === 'fLaC'
  );
}

export function transcriber(config: Config['transcribe']): Transcriber {
  return {
    status: () => ({
      enabled: config !== undefined,
      maxBytes: MAX_AUDIO_BYTES,
      maxSeconds: MAX_AUDIO_SECONDS,
    }),
    async transcribe(audio, contentType, durationSeconds) {
      if (!config) {
        throw new HttpError(
          503,
          'TRANSCRIPTION_OFF',
          'Voice transcription is not set up on this server. Use your browser’s speech recognition or type your answer.',
        );
      }
      const type = audioType(contentType) ?? 'audio/webm';
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(audio)], { type }),
        `answer.${EXTENSIONS[type]}`,
      );
      form.append('model', config.model);
      form.append('response_format', 'json');
      form.append('language', 'en');
      let res: Response;
      try {
        res = await fetch(`${config.baseUrl}/audio/transcriptions`, {
          method: 'POST',
          body: form,
          headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (err) {
        const name = err instanceof Error ? err.name : '';
        if (name === 'TimeoutError' || name === 'AbortError') {
          throw gatewayTimeout(
            `The transcription server did not answer within ${Math.round(config.timeoutMs / 1000)} seconds. Please try again or type your answer.`,
          );
        }
        throw badGateway('The transcription server could not be reached. Please type your answer.');
      }
      if (!res.ok) {
        throw badGateway(
          `The transcription server failed (${res.status}). Please type your answer.`,
        );
      }
      let text: string;
      try {
        const body = (await res.json()) as { text?: unknown };
        if (typeof body.text === 'string') text = body.text;
        else throw new Error('no text');
      } catch {
        throw badGateway('The transcription server returned a reply that could not be read.');
      }
      return { text: text.trim().slice(0, 10_000), durationSeconds };
    },
  };
}
