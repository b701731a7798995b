import { useEffect, useState } from 'react';
import { TEXT_LIMITS } from '@careerforge/contract';
import { MAX_JOB_DESCRIPTION_CHARS } from '@careerforge/contract/constants';
import type { JobFields } from '../components/job-step';
import { takeHashKeptForSignIn } from '../../../lib/return-hash';

/**
 * A job handed to the Resume Lab in the address's fragment by the browser extension
 * ("Tailor my resume"): `/resume-lab#job=<base64url of UTF-8 JSON {title, company, description,
 * url}>`. The fragment never reaches the server; the page reads it once and clears it.
 */

export const JOB_FRAGMENT_PREFIX = '#job=';
/** Longest fragment read (characters of base64url): a 30,000-character posting fits easily. */
export const MAX_JOB_FRAGMENT_CHARS = 200_000;

export type JobFromLink =
  { kind: 'none' } | { kind: 'invalid'; reason: string } | { kind: 'job'; job: JobFields };

const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;
const FIELDS = ['title', 'company', 'description', 'url'] as const;

/** Base64url to its UTF-8 text; null when it is not base64url or not UTF-8. */
function decodeBase64Url(payload: string): string | null {
  if (!BASE64URL.test(payload)) return null;
  const b64 = payload.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(b64.padEnd(Math.ceil(b64.length / 4) * 4, '='));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const clip = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

/** Reads `location.hash`: no job fragment, a fragment that cannot be read, or the job's fields. */
export function readJobFragment(hash: string): JobFromLink {
  if (!hash.startsWith(JOB_FRAGMENT_PREFIX)) return { kind: 'none' };
  const payload = hash.slice(JOB_FRAGMENT_PREFIX.length);
  if (payload.length > MAX_JOB_FRAGMENT_CHARS)
    return { kind: 'invalid', reason: 'The job in the link is too large.' };
  const text = decodeBase64Url(payload);
  if (text === null) return { kind: 'invalid', reason: 'The job in the link is not readable.' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'invalid', reason: 'The job in the link is not readable.' };
  }
  if (!isPlainObject(value))
    return { kind: 'invalid', reason: 'The job in the link is not readable.' };
  // every known field, when present, must be text: anything else is not what the extension sends
  if (FIELDS.some((k) => value[k] !== undefined && typeof value[k] !== 'string'))
    return { kind: 'invalid', reason: 'The job in the link is not readable.' };
  const job: JobFields = {
    jobTitle: clip(value.title, TEXT_LIMITS.title),
    companyName: clip(value.company, TEXT_LIMITS.title),
    jobDescription: clip(value.description, MAX_JOB_DESCRIPTION_CHARS),
  };
  if (!job.jobTitle && !job.companyName && !job.jobDescription)
    return { kind: 'invalid', reason: 'The job in the link is empty.' };
  return { kind: 'job', job };
}

/** Removes the fragment from the address without a reload or a new history entry. */
function clearFragment() {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}

/**
 * On load, once: a job in the fragment fills the job step (through onJob) and the fragment is
 * cleared, so a reload or a shared address does not carry it. Answers the note to show, or null.
 */
export function useJobFromLink(onJob: (job: JobFields) => void): string | null {
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    // the fragment, or the one kept while the user signed in (see lib/return-hash)
    const { hash, pathname } = window.location;
    const found = readJobFragment(hash || takeHashKeptForSignIn(pathname));
    if (found.kind === 'none') return;
    clearFragment();
    if (found.kind === 'job') {
      onJob(found.job);
      setNote('Job from the browser extension: check it before you continue.');
    } else {
      setNote(`${found.reason} Paste the job description instead.`);
    }
    // read once on load: onJob is the caller's state setter
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return note;
}
