import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The yardstick of the redirect benchmark: node:http alone answering every request with the same 302 that
 * Linkmint's /s/{code} sends (no lookup, no click stored). Run as its own process, like the server under test.
 */
const location = process.env.LOCATION ?? 'https://www.amazon.com/';
const server = createServer((_req, res) => {
  res.writeHead(302, { location, 'cache-control': 'no-store', 'content-length': '0' });
  res.end();
});
server.listen(0, '127.0.0.1', () => {
  console.log(`listening at http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
