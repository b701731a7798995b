import type { TailoringMode } from '@careerforge/contract';
import { MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS } from '@careerforge/contract/constants';

/** 1 upload, 1.5 paste, 1.75 check what was read (all three are the "Resume" step), 2-4. */
export type Step = 1 | 1.5 | 1.75 | 2 | 3 | 4;
export type Mode = TailoringMode;

export const STEPS: { step: Step; label: string }[] = [
  { step: 1, label: 'Resume' },
  { step: 2, label: 'Job description' },
  { step: 3, label: 'Tailoring mode' },
  { step: 4, label: 'Results' },
];

export const MODES: { id: Mode; title: string; description: string }[] = [
  {
    id: 'basic',
    title: 'Basic',
    description:
      'Standard section headings, skills ordered by relevance, tidy bullets. Your wording stays as it is.',
  },
  {
    id: 'personalized',
    title: 'Personalized',
    description:
      "Also reorders bullets by relevance, uses the job's spelling of skill names you use, and writes a one-sentence summary from your own facts if you have none.",
  },
  {
    id: 'aggressive',
    title: 'Aggressive',
    description:
      'Also rewrites weak openings with action verbs where they read right, removes filler words and leads with the skills the job asks for. Never adds facts.',
  },
];

export const isBlank = (s: string) => s.trim().length === 0;

export const canTailor = (s: {
  jobDescription: string;
  mode: Mode | null;
  resumeText: string;
  pending: boolean;
}) => Boolean(s.mode) && !s.pending && !isBlank(s.jobDescription) && !isBlank(s.resumeText);

/** Checks a picked file before it is sent; answers a message, or null when it is fine. */
export function checkFile(file: { name: string; size: number }): string | null {
  const ext = file.name.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? '';
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(ext)) {
    return `Unsupported file type. Upload a ${UPLOAD_EXTENSIONS.join(', ')} file, or paste the text.`;
  }
  if (file.size > MAX_UPLOAD_BYTES)
    return 'The file is larger than 10 MB. Upload a smaller file or paste the text.';
  if (file.size === 0) return 'The file is empty.';
  return null;
}

/** tailored-resume-{date}.txt, with the local date as YYYY-MM-DD. */
export function downloadName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `tailored-resume-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.txt`;
}

export const PREVIEW_CHARS = 500;
export const preview = (text: string) =>
  text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}…` : text;
