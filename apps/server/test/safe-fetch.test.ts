import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../src/modules/job-import/address-policy';
import {
  safeFetcher,
  type ResolvedAddress,
  type SafeFetchOptions,
} from '../src/modules/job-import/safe-fetch';

/**
 * The posting reader's fetcher: what it refuses to reach, and the limits it keeps. Host names
 * resolve through a fake resolver, so no test asks a real DNS server.
 */

const PRIVATE = 'This link points to a private or local address and cannot be read.';

/** A resolver answering from a table; it records every name asked. */
function fakeResolver(table: Record<string, string[]>) {
  const asked: string[] = [];
  const resolve = async (host: string): Promise<ResolvedAddress[]> => {
    asked.push(host);
    const addresses = table[host];
    if (!addresses) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolve, asked };
}

describe('refused addresses', () => {
  // Every form of a non-public address a name may resolve to.
  const REFUSED = [
    ['loopback', '127.0.0.1'],
    ['loopback, end of the range', '127.255.255.254'],
    ['IPv6 loopback', '::1'],
    ['private 10/8', '10.0.0.1'],
    ['private 172.16/12', '172.16.5.4'],
    ['private 172.16/12, end', '172.31.255.255'],
    ['private 192.168/16', '192.168.1.1'],
    ['link-local', '169.254.10.20'],
    ['cloud metadata', '169.254.169.254'],
    ['IPv6 link-local', 'fe80::1'],
    ['CGNAT 100.64/10', '100.64.0.1'],
    ['0.0.0.0', '0.0.0.0'],
    ['0.0.0.0/8', '0.1.2.3'],
    ['multicast', '224.0.0.1'],
    ['IPv6 multicast', 'ff02::1'],
    ['broadcast', '255.255.255.255'],
    ['reserved 240/4', '240.0.0.1'],
    ['IETF protocol assignments', '192.0.0.8'],
    ['documentation TEST-NET-1', '192.0.2.1'],
    ['documentation TEST-NET-2', '198.51.100.7'],
    ['documentation TEST-NET-3', '203.0.113.9'],
    ['benchmarking', '198.18.0.1'],
    ['IPv6 documentation', '2001:db8::1'],
    ['IPv6 unspecified', '::'],
    ['unique-local fc00::/7', 'fc00::1'],
    ['unique-local fd00::/8', 'fd12:3456::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped loopback in hex', '::ffff:7f00:1'],
    ['IPv4-mapped private', '::ffff:10.0.0.1'],
    ['IPv4-mapped metadata in hex', '::ffff:a9fe:a9fe'],
    ['IPv4-compatible loopback', '::7f00:1'],
    ['NAT64 of loopback', '64:ff9b::7f00:1'],
    ['NAT64 of a private address', '64:ff9b::a00:1'],
    ['NAT64 local-use prefix', '64:ff9b:1::1'],
    ['6to4 of loopback', '2002:7f00:1::1'],
    ['6to4 of a private address', '2002:c0a8:101::1'],
    ['Teredo', '2001::1'],
    ['not an address', 'localhost'],
  ] as const;

  it.each(REFUSED)('refuses %s (%s)', async (_kind, address) => {
    const { resolve, asked } = fakeResolver({ 'jobs.example': [address] });
    const fetch = safeFetcher({ resolve });
    await expect(fetch('http://jobs.example/posting')).rejects.toMatchObject({
      statusCode: 400,
      message: PRIVATE,
    });
    expect(asked).toEqual(['jobs.example']);
  });

  it('refuses a name when any one of its addresses is private', async () => {
    const { resolve } = fakeResolver({ 'jobs.example': ['93.184.216.34', '10.1.2.3'] });
    await expect(safeFetcher({ resolve })('https://jobs.example/')).rejects.toMatchObject({
      statusCode: 400,
      message: PRIVATE,
    });
  });

  it('refuses addresses written in the link, in every spelling, without asking DNS', async () => {
    const { resolve, asked } = fakeResolver({});
    const fetch = safeFetcher({ resolve });
    for (const url of [
      'http://127.0.0.1/',
      'http://127.1/',
      'http://0x7f.0.0.1/',
      'http://2130706433/',
      'http://017700000001/',
      'http://[::1]/',
      'http://[::ffff:7f00:1]/',
      'http://[::ffff:127.0.0.1]:8080/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00::1]/',
      'http://0.0.0.0:3000/',
    ]) {
      await expect(fetch(url), url).rejects.toMatchObject({ statusCode: 400, message: PRIVATE });
    }
    expect(asked).toEqual([]);
  });

  it('lets public addresses through, NAT64 and 6to4 of public ones included', () => {
    for (const address of [
      '93.184.216.34',
      '8.8.8.8',
      '2606:4700:4700::1111',
      '64:ff9b::5db8:d822',
      '2002:5db8:d822::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('reads only http and https links, without credentials', async () => {
    const fetch = safeFetcher({ resolve: fakeResolver({}).resolve });
    for (const url of ['ftp://example.com/job', 'file:///etc/passwd', 'gopher://x/', 'data:,hi']) {
      await expect(fetch(url), url).rejects.toMatchObject({
        statusCode: 400,
        message: 'Only http and https links can be read',
      });
    }
    await expect(fetch('https://user:secret@example.com/')).rejects.toMatchObject({
      statusCode: 400,
      message: 'Links with a user name or password cannot be read.',
    });
    await expect(fetch('not a link')).rejects.toMatchObject({ statusCode: 400 });
  });

  it('answers 502 when the name does not resolve', async () => {
    const fetch = safeFetcher({ resolve: fakeResolver({}).resolve });
    await expect(fetch('https://no-such-site.example/')).rejects.toMatchObject({
      statusCode: 502,
      message: 'Could not find the site no-such-site.example. Check the link.',
    });
  });
});

/* ---------- Against a local site: 127.0.0.1 is trusted, every other private address is not ---------- */

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

describe('fetching', () => {
  let server: http.Server;
  let port = 0;
  const hosts: string[] = [];
  const routes: Record<string, Handler> = {};

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hosts.push(req.headers.host ?? '');
      const route = routes[(req.url ?? '').split('?')[0]!];
      if (route) return route(req, res);
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<p>Not found</p>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );

  const local = (path: string) => `http://127.0.0.1:${port}${path}`;
  const fetcher = (options: SafeFetchOptions = {}) =>
    safeFetcher({ trustedAddresses: ['127.0.0.1'], resolve: fakeResolver({}).resolve, ...options });
  const page =
    (body: string | Buffer, headers: http.OutgoingHttpHeaders = {}): Handler =>
    (_req, res) => {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        ...headers,
      });
      res.end(body);
    };
  const redirect =
    (location: string): Handler =>
    (_req, res) => {
      res.writeHead(302, { location });
      res.end();
    };

  beforeAll(() => {
    routes['/page'] = page('<p>Hello</p>');
    routes['/to-private'] = redirect('http://10.0.0.1/admin');
    routes['/to-metadata'] = redirect('http://169.254.169.254/latest/meta-data/');
    routes['/to-name'] = redirect('http://intranet.example/');
    routes['/to-ftp'] = redirect('ftp://files.example/job.txt');
    for (let i = 0; i < 5; i++) routes[`/hop${i}`] = redirect(`/hop${i + 1}`);
    routes['/hop5'] = page('<p>Arrived</p>');
    routes['/big'] = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<p>'.padEnd(6_000, 'x'));
      res.end();
    };
    routes['/big-declared'] = page('x'.repeat(6_000));
    routes['/bomb'] = page(gzipSync(Buffer.alloc(5 * 1024 * 1024, 0x61)), {
      'content-encoding': 'gzip',
    });
    routes['/gzip'] = page(gzipSync('<p>Packed</p>'), { 'content-encoding': 'gzip' });
    routes['/never'] = () => undefined; // accepts and never answers
    routes['/stall'] = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<p>Half'); // and never the rest
    };
    routes['/error'] = (_req, res) => {
      res.writeHead(500, { 'content-type': 'text/html' });
      res.end('oops');
    };
    routes['/pdf'] = page('%PDF-1.4', { 'content-type': 'application/pdf' });
  });

  it('reads a page and connects to the address it checked, keeping the Host header', async () => {
    // jobs.example exists only in the fake resolver: the connection uses the checked address.
    const { resolve, asked } = fakeResolver({ 'jobs.example': ['127.0.0.1'] });
    const result = await fetcher({ resolve })(`http://jobs.example:${port}/page`);
    expect(result).toEqual({
      url: `http://jobs.example:${port}/page`,
      mediaType: 'text/html',
      text: '<p>Hello</p>',
    });
    expect(asked).toEqual(['jobs.example']);
    expect(hosts.at(-1)).toBe(`jobs.example:${port}`);
  });

  it('asks DNS once per hop, so a second answer cannot swap the address (rebinding)', async () => {
    let calls = 0;
    const rebinding = async (): Promise<ResolvedAddress[]> =>
      ++calls === 1 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.0.0.1', family: 4 }];
    const result = await fetcher({ resolve: rebinding })(`http://jobs.example:${port}/page`);
    expect(result.text).toBe('<p>Hello</p>');
    expect(calls).toBe(1);
  });

  it('checks every redirect target again', async () => {
    const { resolve, asked } = fakeResolver({ 'intranet.example': ['192.168.0.5'] });
    const fetch = fetcher({ resolve });
    for (const path of ['/to-private', '/to-metadata', '/to-name']) {
      await expect(fetch(local(path)), path).rejects.toMatchObject({
        statusCode: 400,
        message: PRIVATE,
      });
    }
    expect(asked).toEqual(['intranet.example']);
    await expect(fetch(local('/to-ftp'))).rejects.toMatchObject({
      statusCode: 400,
      message: 'Only http and https links can be read',
    });
  });

  it('follows at most 3 redirects', async () => {
    expect((await fetcher()(local('/hop2'))).text).toBe('<p>Arrived</p>');
    await expect(fetcher()(local('/hop1'))).rejects.toMatchObject({
      statusCode: 502,
      message: 'The link redirected more than 3 times.',
    });
  });

  it('stops reading at the size cap, declared or not, and after decompression', async () => {
    const small = fetcher({ maxBytes: 5_000 });
    for (const path of ['/big', '/big-declared']) {
      await expect(small(local(path)), path).rejects.toMatchObject({
        statusCode: 413,
        message: 'The page is larger than 5 KB.',
      });
    }
    await expect(fetcher()(local('/bomb'))).rejects.toMatchObject({
      statusCode: 413,
      message: 'The page is larger than 2 MB.',
    });
    expect((await fetcher()(local('/gzip'))).text).toBe('<p>Packed</p>');
  });

  it('gives up when the site takes too long, before or during the body', async () => {
    for (const path of ['/never', '/stall']) {
      await expect(fetcher({ timeoutMs: 300 })(local(path)), path).rejects.toMatchObject({
        statusCode: 502,
        message: 'The page took too long to answer.',
      });
    }
  });

  it("passes on the site's own failures and refuses what is not a page", async () => {
    await expect(fetcher()(local('/missing'))).rejects.toMatchObject({
      statusCode: 502,
      message: 'The site answered 404 (Not Found).',
    });
    await expect(fetcher()(local('/error'))).rejects.toMatchObject({
      statusCode: 502,
      message: 'The site answered 500 (Internal Server Error).',
    });
    await expect(fetcher()(local('/pdf'))).rejects.toMatchObject({ statusCode: 422 });
  });

  it('answers 502 when nothing listens', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const freePort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(fetcher()(`http://127.0.0.1:${freePort}/`)).rejects.toMatchObject({
      statusCode: 502,
      message: 'Could not connect to 127.0.0.1.',
    });
  });

  it('reads private addresses only when allowed', async () => {
    await expect(safeFetcher()(local('/page'))).rejects.toMatchObject({ statusCode: 400 });
    expect((await safeFetcher({ allowPrivate: true })(local('/page'))).text).toBe('<p>Hello</p>');
  });
});
