import { lookup as dnsLookup } from 'node:dns/promises';
import http, { STATUS_CODES, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { MAX_JOB_PAGE_BYTES } from '@careerforge/contract';
import { HttpError, badRequest, payloadTooLarge, unprocessable } from '../../lib/errors';
import { isIpLiteral, isPublicAddress } from './address-policy';
import { decodeBody } from './charset';
import { readBody } from './read-body';

/**
 * Fetching a page a user named, without letting the link reach into the server's own network
 * (SSRF): http(s) only, no credentials in the link, every address the name resolves to must be
 * public, and the connection goes to the address that was checked (so a second DNS answer
 * cannot swap in 127.0.0.1), at most 3 redirects each checked again, a size cap on the body
 * and one time limit for the whole fetch.
 */

export interface ResolvedAddress {
  address: string;
  /** 4 or 6 */
  family: number;
}

/** Every address a host name resolves to (the fetcher refuses the name if any is private). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface SafeFetchOptions {
  /** Allow private and local addresses (tests reading from 127.0.0.1); never in production. */
  allowPrivate?: boolean;
  /** How host names resolve: dns.lookup with every address by default. */
  resolve?: Resolver;
  /** The whole fetch, redirects and body included (default 10 s). */
  timeoutMs?: number;
  /** Largest body read (default 2 MB); a request may set its own. */
  maxBytes?: number;
  /** Redirects followed (default 3). */
  maxRedirects?: number;
  /**
   * Private addresses reachable all the same (a test's own server on 127.0.0.1), while every
   * other private address stays refused: how the tests show a redirect is checked again.
   */
  trustedAddresses?: readonly string[];
}

export interface FetchRequest {
  /** The Accept header. */
  accept?: string;
  maxBytes?: number;
}

export interface FetchedPage {
  /** The address finally read, after redirects. */
  url: string;
  /** The media type without parameters, lower case ('' when the site sent none). */
  mediaType: string;
  text: string;
}

export type SafeFetch = (url: string, request?: FetchRequest) => Promise<FetchedPage>;

const DEFAULTS = { timeoutMs: 10_000, maxBytes: MAX_JOB_PAGE_BYTES, maxRedirects: 3 };

const USER_AGENT = 'Mozilla/5.0 (compatible; Careerforge job posting reader)';
const PAGE_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,application/json;q=0.8,text/plain;q=0.7';

/** What a page may be: HTML, JSON (a board's API, a JSON-LD file) or plain text. */
const READABLE_MEDIA_TYPES =
  /^(?:text\/html|application\/xhtml\+xml|text\/plain|application\/json|application\/[\w.-]+\+json)$/;

/** The site failed us (status, time, connection): 502, with its own code. */
export const siteError = (message: string) => new HttpError(502, 'SITE_UNAVAILABLE', message);

/** The site answered a status other than 2xx (a board's API answering 404 means "no such job"). */
export class SiteStatusError extends HttpError {
  constructor(readonly siteStatus: number) {
    const reason = STATUS_CODES[siteStatus];
    super(
      502,
      'SITE_UNAVAILABLE',
      `The site answered ${siteStatus}${reason ? ` (${reason})` : ''}.`,
    );
  }
}

export const FETCH_MESSAGES = {
  scheme: 'Only http and https links can be read',
  credentials: 'Links with a user name or password cannot be read.',
  invalid: 'This link is not a valid web address.',
  private: 'This link points to a private or local address and cannot be read.',
  timeout: 'The page took too long to answer.',
} as const;

export const tooLargeMessage = (maxBytes: number) => {
  const mb = maxBytes / (1024 * 1024);
  return mb >= 1
    ? `The page is larger than ${Number(mb.toFixed(1))} MB.`
    : `The page is larger than ${Math.max(1, Math.round(maxBytes / 1024))} KB.`;
};

/** The URL, if the reader may ask for it at all (before any address is looked at). */
function checkedUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badRequest(FETCH_MESSAGES.invalid);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw badRequest(FETCH_MESSAGES.scheme);
  if (url.username || url.password) throw badRequest(FETCH_MESSAGES.credentials);
  return url;
}

interface Settings extends Required<Omit<SafeFetchOptions, 'trustedAddresses'>> {
  trusted: ReadonlySet<string>;
}

const defaultResolver: Resolver = async (hostname) => dnsLookup(hostname, { all: true });

/** Rejects when the signal aborts, so a DNS answer that never comes cannot outlive the limit. */
function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('aborted'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The address to connect to, once every address of the host has been checked. */
async function checkedAddress(
  url: URL,
  options: Settings,
  signal: AbortSignal,
): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: ResolvedAddress[];
  if (isIpLiteral(host)) {
    addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  } else {
    try {
      addresses = await abortable(options.resolve(host), signal);
    } catch (err) {
      if (signal.aborted) throw err;
      throw siteError(`Could not find the site ${host}. Check the link.`);
    }
  }
  const first = addresses[0];
  if (!first) throw siteError(`Could not find the site ${host}. Check the link.`);
  const refused = (a: ResolvedAddress) =>
    !isPublicAddress(a.address) && !options.trusted.has(a.address);
  if (!options.allowPrivate && addresses.some(refused)) {
    throw badRequest(FETCH_MESSAGES.private);
  }
  return first;
}

/** A DNS lookup that answers the checked address whatever it is asked (DNS rebinding). */
const pinnedLookup =
  (pinned: ResolvedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };

function connectionError(err: unknown, host: string): HttpError {
  const code = String((err as { code?: unknown }).code ?? '');
  if (/CERT|TLS|SSL|SELF_SIGNED/i.test(code)) {
    return siteError(`The secure connection to ${host} could not be verified.`);
  }
  return siteError(`Could not connect to ${host}.`);
}

/** One GET to the pinned address; the Host header and TLS server name stay the link's host. */
function send(
  url: URL,
  pinned: ResolvedAddress,
  accept: string,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'GET',
        headers: { 'user-agent': USER_AGENT, accept, 'accept-encoding': 'gzip, deflate, br' },
        // A fresh connection each time: a pooled socket could belong to another address.
        agent: false,
        lookup: pinnedLookup(pinned),
        signal,
      },
      resolve,
    );
    req.on('error', (err) => reject(signal.aborted ? err : connectionError(err, url.hostname)));
    req.end();
  });
}

function redirectTarget(location: string, from: URL): string {
  try {
    return new URL(location, from).href;
  } catch {
    throw siteError('The site redirected to an address that is not valid.');
  }
}

const tooLarge = (maxBytes: number) => payloadTooLarge(tooLargeMessage(maxBytes));

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function mediaTypeOf(res: IncomingMessage): string {
  return (res.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

function refuseUnreadable(res: IncomingMessage) {
  const status = res.statusCode ?? 0;
  if (status < 200 || status > 299) throw new SiteStatusError(status);
  const mediaType = mediaTypeOf(res);
  if (mediaType && !READABLE_MEDIA_TYPES.test(mediaType)) {
    throw unprocessable(
      `This link is not a web page (it is ${mediaType.slice(0, 80)}). Paste the description instead.`,
    );
  }
}

async function fetchFollowing(
  start: string,
  request: FetchRequest,
  settings: Settings,
  signal: AbortSignal,
): Promise<FetchedPage> {
  const maxBytes = request.maxBytes ?? settings.maxBytes;
  let url = checkedUrl(start);
  for (let redirects = 0; ; redirects++) {
    const pinned = await checkedAddress(url, settings, signal);
    const res = await send(url, pinned, request.accept ?? PAGE_ACCEPT, signal);
    const location = res.headers.location;
    if (REDIRECTS.has(res.statusCode ?? 0) && location) {
      res.destroy();
      if (redirects >= settings.maxRedirects) {
        throw siteError(`The link redirected more than ${settings.maxRedirects} times.`);
      }
      url = checkedUrl(redirectTarget(location, url));
      continue;
    }
    try {
      refuseUnreadable(res);
    } catch (err) {
      res.destroy();
      throw err;
    }
    const bytes = await readBody(res, { maxBytes, signal, tooLarge: () => tooLarge(maxBytes) });
    const mediaType = mediaTypeOf(res);
    const html = mediaType === '' || mediaType.includes('html');
    const text = decodeBody(bytes, res.headers['content-type'] ?? '', html);
    return { url: url.href, mediaType, text };
  }
}

/** A fetcher with these limits; every call has its own time limit. */
export function safeFetcher(options: SafeFetchOptions = {}): SafeFetch {
  const settings: Settings = {
    allowPrivate: options.allowPrivate ?? false,
    resolve: options.resolve ?? defaultResolver,
    timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
    maxBytes: options.maxBytes ?? DEFAULTS.maxBytes,
    maxRedirects: options.maxRedirects ?? DEFAULTS.maxRedirects,
    trusted: new Set(options.trustedAddresses ?? []),
  };
  return async (url, request = {}) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), settings.timeoutMs);
    try {
      return await fetchFollowing(url, request, settings, controller.signal);
    } catch (err) {
      // Whatever broke once the time was up broke because of it.
      if (controller.signal.aborted) throw siteError(FETCH_MESSAGES.timeout);
      if (err instanceof HttpError) throw err;
      throw siteError('The page could not be read.');
    } finally {
      clearTimeout(timer);
    }
  };
}
