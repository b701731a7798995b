import type { JobDraft } from './posting';

/**
 * "Tailor my resume": the Resume Lab's address with the job in its fragment,
 * `#job=<base64url of UTF-8 JSON {title, company, description, url}>`. A fragment never
 * reaches the server; the Lab reads it once on load (apps/web/.../job-from-link.ts).
 */

/** The Lab reads at most this many characters of fragment (MAX_JOB_FRAGMENT_CHARS). */
export const MAX_FRAGMENT_CHARS = 200_000;

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  // in chunks: String.fromCharCode with one argument per byte would overflow the stack
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The link for a job. A description whose encoding would pass the Lab's cap (JSON escapes make
 * some text up to six times longer) is shortened until it fits, never sent whole to be refused.
 */
export function tailorLink(instance: string, draft: JobDraft): string {
  let description = draft.description;
  for (;;) {
    const payload = base64Url(
      JSON.stringify({ title: draft.title, company: draft.company, description, url: draft.url }),
    );
    if (payload.length <= MAX_FRAGMENT_CHARS || description === '')
      return `${instance}/resume-lab#job=${payload}`;
    description = description.slice(0, Math.floor(description.length * 0.75));
  }
}
