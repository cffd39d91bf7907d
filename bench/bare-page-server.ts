import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The yardstick of the page benchmarks: node:http alone answering every request with the same page and headers
 * Linkmint sent for it (read from PAGE_FILE as { headers, body }), without a lookup, a template or a cache.
 */
const { headers, body } = JSON.parse(readFileSync(process.env.PAGE_FILE ?? '', 'utf8')) as {
  headers: Record<string, string>;
  body: string;
};
const bytes = Buffer.from(body);
const server = createServer((_req, res) => {
  res.writeHead(200, { ...headers, 'content-length': String(bytes.byteLength) });
  res.end(bytes);
});
server.listen(0, '127.0.0.1', () => {
  console.log(`listening at http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
