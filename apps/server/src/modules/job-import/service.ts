import type { ImportJobResponse, ImportedJob } from '@careerforge/contract';
import { BOARD_APIS, BoardMiss, boardLinkOf, readBoard, type BoardApis } from './boards';
import { readJsonPosting, readPosting, readTextPosting } from './read-posting';
import { safeFetcher, type FetchedPage, type SafeFetch } from './safe-fetch';
import { finishJob, withoutNul } from './text-fields';

/**
 * POST /api/jobs/import: a posting from a link (a job board's API for Greenhouse, Lever and
 * Ashby links, else the page, fetched safely) or from a page's HTML the user sends.
 */

export interface JobImportDeps {
  /** Let links reach private and local addresses (JOB_IMPORT_ALLOW_PRIVATE; tests only). */
  allowPrivate: boolean;
  /** Other addresses for the job boards' APIs (tests run fake boards). */
  boards?: Partial<BoardApis>;
  /** Another fetcher (tests: their own resolver, time limit or a fake). */
  fetch?: SafeFetch;
}

export interface ImportJobRequest {
  url?: string | undefined;
  html?: string | undefined;
}

const JSON_TYPES = /^application\/(?:[\w.-]+\+)?json$/;

/** A fetched page read by what it is: JSON (JSON-LD), plain text or HTML. */
function readFetched(page: FetchedPage, url: string): ImportedJob {
  const text = withoutNul(page.text);
  if (JSON_TYPES.test(page.mediaType)) return readJsonPosting(text, url);
  if (page.mediaType === 'text/plain') return readTextPosting(text, url);
  return readPosting(text, url);
}

export function jobImportService(deps: JobImportDeps) {
  const fetch = deps.fetch ?? safeFetcher({ allowPrivate: deps.allowPrivate });
  const apis: BoardApis = { ...BOARD_APIS, ...deps.boards };

  const readPage = async (url: string) => readFetched(await fetch(url), url);

  async function readLink(url: string): Promise<ImportedJob> {
    const link = boardLinkOf(url);
    if (!link) return readPage(url);
    try {
      return { ...(await readBoard(link, fetch, apis)), url };
    } catch (err) {
      if (!(err instanceof BoardMiss)) throw err;
      // The page may still carry the posting as markup; its text alone (a script-built page
      // says "enable JavaScript") is not taken, and the board's reason is the clearer answer.
      const fromPage = await readPage(url).catch(() => null);
      if (fromPage?.source === 'json-ld') return fromPage;
      throw err.error;
    }
  }

  return {
    async importJob(input: ImportJobRequest): Promise<ImportJobResponse> {
      const job =
        input.html !== undefined
          ? readPosting(withoutNul(input.html), input.url ?? '')
          : await readLink(input.url ?? '');
      return { job: finishJob(job) };
    },
  };
}

export type JobImportService = ReturnType<typeof jobImportService>;
