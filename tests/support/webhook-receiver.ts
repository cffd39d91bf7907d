import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** One delivery as a receiver got it: the raw body, parsed, and its headers. */
export interface ReceivedDelivery {
  rawBody: string;
  body: { id: string; type: string; createdAt: string; data: any };
  signature: string | undefined;
  deliveryIdHeader: string | undefined;
  receivedAt: Date;
}

export interface WebhookReceiver {
  /** Its address on loopback, e.g. http://127.0.0.1:41234/hook. */
  readonly url: string;
  readonly received: ReceivedDelivery[];
  /** The statuses to answer next, in order; 200 once they are used up. */
  answerNext(...statuses: number[]): void;
  close(): Promise<void>;
}

/** A webhook receiver on loopback that keeps every delivery and answers 200 unless told otherwise. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedDelivery[] = [];
  const scripted: number[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const status = scripted.shift() ?? 200;
      received.push({
        rawBody,
        body: JSON.parse(rawBody) as ReceivedDelivery['body'],
        signature: req.headers['linkmint-signature'] as string | undefined,
        deliveryIdHeader: req.headers['linkmint-delivery-id'] as string | undefined,
        receivedAt: new Date(),
      });
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'not now');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answerNext: (...statuses) => scripted.push(...statuses),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A describe block's receiver, started before its tests and closed after them (read it inside tests). */
export function webhookReceiverForTests(): { current: WebhookReceiver } {
  const holder = {} as { current: WebhookReceiver };
  beforeAll(async () => {
    holder.current = await startWebhookReceiver();
  });
  afterAll(() => holder.current?.close());
  return holder;
}
