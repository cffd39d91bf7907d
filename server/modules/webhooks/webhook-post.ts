import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import {
  isLoopbackHost,
  isNonPublicAddress,
  WEBHOOK_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
} from '../../../src/domain/webhooks';
import { signDelivery } from '../../signed-delivery';

/** What one attempt came to: the receiver's status, or why no answer came. */
export type AttemptResult = { statusCode: number } | { error: string };

const NOT_PUBLIC = 'The address resolves to a private or local network; Linkmint does not call those.';

/**
 * Resolves like the system does, then refuses an address off the public internet (unless loopback is allowed):
 * checking the resolved address, not the name, is what keeps a name pointed at 10.0.0.1 from reaching inside.
 */
function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find(
        (a) => isNonPublicAddress(a.address) && !(allowLoopback && isLoopbackHost(a.address)),
      );
      const first = addresses[0];
      if (refused || !first) return callback(new Error(NOT_PUBLIC), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, first.address, first.family);
    });
  };
}

export interface PostOptions {
  url: string;
  body: string;
  secret: string;
  deliveryId: string;
  eventType: string;
  now: Date;
  timeoutMs: number;
  allowLoopback: boolean;
}

/** Posts one signed delivery; never throws, never follows a redirect, reads at most a little of the answer. */
export function postDelivery(options: PostOptions): Promise<AttemptResult> {
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(options.url);
    } catch {
      return resolve({ error: 'The address is not valid.' });
    }
    const host = url.hostname;
    if (isNonPublicAddress(host) && !(options.allowLoopback && isLoopbackHost(host)))
      return resolve({ error: NOT_PUBLIC });
    const requestOptions: RequestOptions = {
      method: 'POST',
      timeout: options.timeoutMs,
      lookup: guardedLookup(options.allowLoopback),
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(options.body),
        'user-agent': 'Linkmint-Webhooks/1',
        [WEBHOOK_SIGNATURE_HEADER]: signDelivery(options.secret, options.body, options.now),
        [WEBHOOK_ID_HEADER]: options.deliveryId,
        'Linkmint-Event': options.eventType,
      },
    };
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(url, requestOptions, (res) => {
      res.resume();
      res.on('end', () => resolve({ statusCode: res.statusCode ?? 0 }));
      res.on('error', () => resolve({ statusCode: res.statusCode ?? 0 }));
    });
    req.on('timeout', () => req.destroy(new Error(`No answer within ${options.timeoutMs / 1000} seconds.`)));
    req.on('error', (error) => resolve({ error: error.message.slice(0, 200) }));
    req.end(options.body);
  });
}
