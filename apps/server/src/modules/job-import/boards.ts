import type { ImportedJob } from '@careerforge/contract';
import { HttpError, unprocessable } from '../../lib/errors';
import { ashbyJob, findAshbyJob, greenhouseJob, leverJob } from './board-jobs';
import { SiteStatusError, type SafeFetch } from './safe-fetch';

/**
 * Links to a posting on Greenhouse, Lever or Ashby, read from the board's public JSON API
 * instead of the page (their pages are built by scripts and carry little text).
 */

/** The API addresses; tests point them at fake boards on 127.0.0.1. */
export interface BoardApis {
  greenhouse: string;
  lever: string;
  leverEu: string;
  ashby: string;
}

export const BOARD_APIS: BoardApis = {
  greenhouse: 'https://boards-api.greenhouse.io',
  lever: 'https://api.lever.co',
  leverEu: 'https://api.eu.lever.co',
  ashby: 'https://api.ashbyhq.com',
};

/**
 * An Ashby board answers every job in one document (13 MB for the largest), parsed on the
 * server's main thread: its cap is twice a page's, which keeps that parse to tens of
 * milliseconds; a larger board is read from the posting's page instead.
 */
export const ASHBY_BOARD_MAX_BYTES = 4 * 1024 * 1024;

export type BoardLink =
  | { board: 'greenhouse'; token: string; id: string }
  | { board: 'lever'; site: string; id: string; eu: boolean }
  | { board: 'ashby'; org: string; id: string };

const SLUG = /^[A-Za-z0-9][A-Za-z0-9._~%-]{0,200}$/;
const NUMERIC_ID = /^\d{1,20}$/;
const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

function greenhouseLink(url: URL, segments: string[]): BoardLink | null {
  const [token = '', jobs, id = ''] = segments;
  if (jobs === 'jobs' && SLUG.test(token) && NUMERIC_ID.test(id)) {
    return { board: 'greenhouse', token, id };
  }
  // An embedded application form: /embed/job_app?for={token}&token={id}
  const board = url.searchParams.get('for') ?? '';
  const job = url.searchParams.get('token') ?? '';
  if (token === 'embed' && SLUG.test(board) && NUMERIC_ID.test(job)) {
    return { board: 'greenhouse', token: board, id: job };
  }
  return null;
}

/** The board posting a link points to, or null for any other link. */
export function boardLinkOf(raw: string): BoardLink | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  const [first = '', second = ''] = segments;
  if (host === 'boards.greenhouse.io' || host === 'job-boards.greenhouse.io') {
    return greenhouseLink(url, segments);
  }
  if ((host === 'jobs.lever.co' || host === 'jobs.eu.lever.co') && SLUG.test(first)) {
    return UUID.test(second)
      ? { board: 'lever', site: first, id: second, eu: host === 'jobs.eu.lever.co' }
      : null;
  }
  if (host === 'jobs.ashbyhq.com' && SLUG.test(first) && UUID.test(second)) {
    return { board: 'ashby', org: first, id: second };
  }
  return null;
}

/** A slug as one path segment of an API address, whatever escapes the link had. */
function segment(slug: string): string {
  try {
    return encodeURIComponent(decodeURIComponent(slug));
  } catch {
    return encodeURIComponent(slug);
  }
}

const base = (url: string) => url.replace(/\/+$/, '');

export function boardApiUrl(link: BoardLink, apis: BoardApis = BOARD_APIS): string {
  switch (link.board) {
    case 'greenhouse':
      return `${base(apis.greenhouse)}/v1/boards/${segment(link.token)}/jobs/${link.id}?pay_transparency=true`;
    case 'lever':
      return `${base(link.eu ? apis.leverEu : apis.lever)}/v0/postings/${segment(link.site)}/${link.id}`;
    case 'ashby':
      return `${base(apis.ashby)}/posting-api/job-board/${segment(link.org)}?includeCompensation=true`;
  }
}

const BOARD_NAMES = { greenhouse: 'Greenhouse', lever: 'Lever', ashby: 'Ashby' } as const;

/**
 * The board could not give this posting, but its page may still carry it (an unlisted Ashby
 * job, a board too large to read): the caller reads the page and answers `error` if that fails.
 */
export class BoardMiss extends Error {
  constructor(readonly error: HttpError) {
    super(error.message);
  }
}

async function fetchBoardJson(fetch: SafeFetch, link: BoardLink, apis: BoardApis) {
  const name = BOARD_NAMES[link.board];
  let text: string;
  try {
    const maxBytes = link.board === 'ashby' ? ASHBY_BOARD_MAX_BYTES : undefined;
    text = (await fetch(boardApiUrl(link, apis), { accept: 'application/json', maxBytes })).text;
  } catch (err) {
    if (err instanceof SiteStatusError && err.siteStatus === 404) {
      throw unprocessable(`This posting is no longer on ${name}; it may have closed.`);
    }
    if (err instanceof HttpError && err.statusCode === 413) throw new BoardMiss(err);
    throw err;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BoardMiss(unprocessable(`${name} answered something that is not a job posting.`));
  }
}

/** The posting from its board's API. */
export async function readBoard(
  link: BoardLink,
  fetch: SafeFetch,
  apis: BoardApis = BOARD_APIS,
): Promise<ImportedJob> {
  const data = await fetchBoardJson(fetch, link, apis);
  const job = jobOf(link, data);
  if (!job.title && !job.description) {
    const name = BOARD_NAMES[link.board];
    throw new BoardMiss(unprocessable(`${name} answered something that is not a job posting.`));
  }
  return job;
}

function jobOf(link: BoardLink, data: unknown): ImportedJob {
  switch (link.board) {
    case 'greenhouse':
      return greenhouseJob(data, link.token);
    case 'lever':
      return leverJob(data, link.site);
    case 'ashby': {
      const job = findAshbyJob(data, link.id);
      if (!job) {
        throw new BoardMiss(
          unprocessable('This posting is not listed on the Ashby board; it may have closed.'),
        );
      }
      return ashbyJob(job, link.org);
    }
  }
}
