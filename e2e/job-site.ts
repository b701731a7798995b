import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from './fixtures';

/**
 * A job site on 127.0.0.1 for the tests of one file: it answers every path with `html`, from
 * before the file's first test to after its last. `url` is the address of `pagePath` on it,
 * known once the tests start.
 */
export function jobSite(html: string, pagePath: string): { url: string } {
  const site = { url: '' };
  let server: Server;
  test.beforeAll(async () => {
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    site.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${pagePath}`;
  });
  test.afterAll(() => new Promise<void>((done) => server.close(() => done())));
  return site;
}
