import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES } from '../../server/modules/accounts/login-guard';
import { SHORT_LINK_CACHE_SYNC_MS } from '../../server/modules/short-links';
import { apiCaller, type ApiCaller } from '../support/api-caller';
import { openTestDatabase, type TestDatabase } from '../support/db';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { authApi, newIp } from './auth-support';
import { AMAZON_CANONICAL, AMAZON_PRODUCT, IPHONE_SAFARI, OTHER_AMAZON_PRODUCT } from './short-link-support';

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: what one process writes, the other
 * serves. Each is a real `server/main.ts` process (its own caches, click batches and connection pool).
 */

/**
 * How long past the cache sync a deletion may take to reach the other process before the test gives up: the
 * sync's query and the redirect itself run on a machine other tests load too. The test polls, so it passes as
 * soon as the deletion arrives.
 */
const SYNC_GRACE_MS = 5_000;
const WRONG = 'The user name or password is incorrect.';

interface Server {
  process: ServerProcess;
  api: ApiCaller;
}

/** GET /s/{code} as a phone's browser (from `forwardedFor` when given), without following the redirect. */
async function visit(server: Server, code: string, forwardedFor?: string) {
  const res = await fetch(`${server.process.url}/s/${code}`, {
    redirect: 'manual',
    headers: { 'user-agent': IPHONE_SAFARI, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
  });
  await res.arrayBuffer();
  return { status: res.status, location: res.headers.get('location'), clickId: res.headers.get('x-request-id') };
}

describe('two server processes on one PostgreSQL', () => {
  let database: TestDatabase;
  const dataDir = mkdtempSync(join(tmpdir(), 'linkmint-two-processes-'));
  const servers: Server[] = [];
  let a: Server;
  let b: Server;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    // TRUST_PROXY as behind a load balancer: the sign-in lock's per-address count reads X-Forwarded-For.
    const env = {
      DATABASE_URL: database.url!,
      TRUST_PROXY: 'true',
      DATA_DIR: dataDir,
      APP_DIR: join(dataDir, 'no-app'),
    };
    const started = await Promise.allSettled([
      startServerProcess(env, { startTimeoutMs: 120_000 }),
      startServerProcess(env, { startTimeoutMs: 120_000 }),
    ]);
    for (const result of started)
      if (result.status === 'fulfilled') servers.push({ process: result.value, api: apiCaller(result.value.url) });
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    [a, b] = servers as [Server, Server];
  }, 240_000);

  afterAll(async () => {
    const stopped = await Promise.all(servers.map((server) => server.process.stop('SIGTERM')));
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
    // A graceful stop of each (clicks flushed, pool closed) is part of running several processes.
    expect(stopped.map((exit) => exit.code)).toEqual(servers.map(() => 0));
  }, 60_000);

  /** A creator registered through `server`, with a short link to `url` made there. */
  async function creatorWithLink(server: Server, url = AMAZON_PRODUCT) {
    const creator = await server.api.registerCreator({ amazonTrackingId: 'twins-20' });
    const made = await server.api.post<{ code: string; originalUrl: string }>(
      '/app/get_shortlink/v3',
      { url },
      creator.token,
    );
    expect(made.code, made.message).toBe(200);
    return { creator, code: made.data.code, destination: made.data.originalUrl };
  }

  it('serves a link made through one process from the other, and takes a session started on one on the other', async () => {
    const { creator, code, destination } = await creatorWithLink(a);
    expect(destination).toBe(`${AMAZON_CANONICAL}?tag=twins-20`);
    expect(await visit(b, code)).toMatchObject({ status: 302, location: destination });
    const detail = await b.api.post('/app/get_shortlink_detail', { code }, creator.token);
    expect(detail.data.shortLink).toMatchObject({ code, originalUrl: destination });
  });

  it('counts clicks through both processes once each', async () => {
    const { creator, code } = await creatorWithLink(b);
    const perServer = 25;
    const answers = await Promise.all(
      [a, b].flatMap((server) => Array.from({ length: perServer }, () => visit(server, code))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 302));
    const answeredIds = answers.map((answer) => `click:${answer.clickId}`).sort();

    const stored = await database.query<{ stream_id: string }>(
      `select stream_id from events where type = 'LinkClicked' and data->>'linkId' = $1`,
      [code],
    );
    expect(stored.rows.map((row) => row.stream_id).sort()).toEqual(answeredIds);
    // The counters are the same table whichever process answers the creator.
    for (const server of [a, b]) {
      const detail = await server.api.post('/app/get_shortlink_detail', { code }, creator.token);
      expect(detail.data.shortLink.clicks).toBe(2 * perServer);
    }
  });

  it.each([
    ['first', 'second'],
    ['second', 'first'],
  ])(
    'a link deleted through the %s process answers 404 there at once, and on the %s within the cache sync',
    async (name) => {
      const [deleter, other] = name === 'first' ? [a, b] : [b, a];
      const { creator, code, destination } = await creatorWithLink(deleter, OTHER_AMAZON_PRODUCT);
      // Both processes hold the link in their caches now.
      for (const server of [deleter, other])
        expect(await visit(server, code)).toMatchObject({ status: 302, location: destination });

      const deleted = await deleter.api.post('/app/delete_shortlink', { id: code }, creator.token);
      expect(deleted.code, deleted.message).toBe(200);
      expect((await visit(deleter, code)).status).toBe(404);
      await expect
        .poll(async () => (await visit(other, code)).status, {
          timeout: SHORT_LINK_CACHE_SYNC_MS + SYNC_GRACE_MS,
          interval: 100,
        })
        .toBe(404);
      // Stopped means stopped: no later answer from the other process brings it back.
      expect((await visit(other, code)).status).toBe(404);
    },
    30_000,
  );

  it("a link's destination rules set through one process apply there at once, and on the other within the cache sync", async () => {
    const { creator, code, destination } = await creatorWithLink(a, OTHER_AMAZON_PRODUCT);
    for (const server of [a, b]) expect(await visit(server, code)).toMatchObject({ location: destination });
    const rule = 'https://apps.apple.com/app/id1234567890';
    const saved = await a.api.post(
      '/app/set_shortlink_rules',
      { code, rules: [{ device: 'ios', destination: rule }] },
      creator.token,
    );
    expect(saved.code, saved.message).toBe(200);
    expect(await visit(a, code)).toMatchObject({ status: 302, location: rule });
    await expect
      .poll(async () => (await visit(b, code)).location, {
        timeout: SHORT_LINK_CACHE_SYNC_MS + SYNC_GRACE_MS,
        interval: 100,
      })
      .toBe(rule);
    // Taken away through the other process: both go back to the link's own destination.
    expect((await b.api.post('/app/set_shortlink_rules', { code, rules: [] }, creator.token)).code).toBe(200);
    expect(await visit(b, code)).toMatchObject({ location: destination });
    await expect
      .poll(async () => (await visit(a, code)).location, {
        timeout: SHORT_LINK_CACHE_SYNC_MS + SYNC_GRACE_MS,
        interval: 100,
      })
      .toBe(destination);
  }, 30_000);

  it('sends a UK visitor to amazon.co.uk on the other process within the sync once an id is saved for it', async () => {
    const { creator, code, destination } = await creatorWithLink(a);
    // A visitor from the UK (the bundled country database's answer for this address), as the load balancer says.
    const fromUk = async (server: Server) => (await visit(server, code, '81.2.69.142')).location;
    expect(await fromUk(b)).toBe(destination);
    const saved = await a.api.post(
      '/setting/saveMarketplaceTrackingId',
      { store: 'amazon.co.uk', trackingId: 'twinsuk-21' },
      creator.token,
    );
    expect(saved.code, saved.message).toBe(200);
    const localised = 'https://www.amazon.co.uk/dp/B09B8V1LZ3?tag=twinsuk-21';
    expect(await fromUk(a)).toBe(localised);
    await expect
      .poll(() => fromUk(b), { timeout: SHORT_LINK_CACHE_SYNC_MS + SYNC_GRACE_MS, interval: 100 })
      .toBe(localised);
    await a.api.post('/setting/removeMarketplaceTrackingId', { store: 'amazon.co.uk' }, creator.token);
    await expect
      .poll(() => fromUk(b), { timeout: SHORT_LINK_CACHE_SYNC_MS + SYNC_GRACE_MS, interval: 100 })
      .toBe(destination);
  }, 30_000);

  it('locks sign-in after failures made through both processes together', async () => {
    const creator = await a.api.registerCreator();
    const attacker = newIp();
    const [signInA, signInB] = [authApi(a.process), authApi(b.process)];
    // Half the tries through each process: neither alone saw enough to lock.
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const through = i % 2 === 0 ? signInA : signInB;
      expect((await through.login(creator.username, `wrong-${i}-pass`, attacker)).message).toBe(WRONG);
    }
    const locked = { status: 429, message: 'Too many failed sign-in attempts. Try again in 15 minutes.' };
    expect(await signInA.login(creator.username, creator.password, newIp())).toMatchObject(locked);
    expect(await signInB.login(creator.username, creator.password, newIp())).toMatchObject(locked);
    // The attacking address is locked on both processes for another account too.
    const other = await b.api.registerCreator();
    expect(await signInA.login(other.username, other.password, attacker)).toMatchObject(locked);
    expect(await signInB.login(other.username, other.password, attacker)).toMatchObject(locked);
    expect(await signInB.login(other.username, other.password, newIp())).toMatchObject({ status: 200 });
  }, 60_000);
});
