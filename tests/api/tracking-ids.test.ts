import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_ID_MESSAGES, TRACKING_IDS_PER_RETAILER } from '../../src/domain/tracking-id-rules';
import { trackingIdsStream } from '../../server/modules/tracking-ids';
import type { RunningServer } from '../../server/server';
import { sharedTestServer } from '../support/test-server';
import { accountApi, expectContract, type AccountApi } from './account-support';

const CALLS = {
  amazon: { list: 'getTrackingIdList', add: 'addTrackingId', remove: 'removeTrackingId' },
  target: { list: 'getTargetTrackingIdList', add: 'addTargetTrackingId', remove: 'removeTargetTrackingId' },
  walmart: { list: 'getWalmartTrackingIdList', add: 'addWalmartTrackingId', remove: 'removeWalmartTrackingId' },
} as const;
type Retailer = keyof typeof CALLS;
const path = (operationId: string) =>
  operationId === 'getTrackingIdsV2' ? '/setting/v2/getTrackingIdsV2' : `/setting/${operationId}`;
const names = (items: Array<{ trackingId: string }>) => items.map((item) => item.trackingId);

describe.each(['pglite', 'postgres'] as const)('tracking ids (%s)', (kind) => {
  let server: RunningServer;
  let api: AccountApi;

  beforeAll(async () => {
    server = await sharedTestServer({}, kind);
    api = accountApi(server);
  }, 60_000);
  afterAll(() => server?.close());

  const call = (operationId: string, token: string, body: Record<string, unknown> = {}) =>
    api.post(path(operationId), body, token);
  const lists = async (token: string) => (await call('getTrackingIdsV2', token)).data;

  /** A refused call: its status, its sentence, no event appended and the lists as they were. */
  async function expectRefused(
    token: string,
    operationId: string,
    body: Record<string, unknown>,
    status: number,
    message: string,
  ) {
    const before = { events: await api.eventCount(), lists: await lists(token) };
    const res = await call(operationId, token, body);
    expect([res.status, res.code, res.message]).toEqual([status, status, message]);
    expect({ events: await api.eventCount(), lists: await lists(token) }).toEqual(before);
  }

  it('starts the Amazon list with the registration tag, the others empty, in every list call', async () => {
    const creator = await api.registerCreator({ amazonTrackingId: 'jane-20' });
    const all = await call('getTrackingIdsV2', creator.token, { shopDomain: creator.shopName });
    expectContract('getTrackingIdsV2', all);
    expect(all.data).toEqual({
      amazonTrackingIdList: [{ trackingId: 'jane-20', createdAt: expect.any(String) }],
      targetTrackingIdList: [],
      walmartTrackingIdList: [],
    });
    for (const retailer of Object.keys(CALLS) as Retailer[]) {
      const res = await call(CALLS[retailer].list, creator.token);
      expectContract(CALLS[retailer].list, res);
      expect(res.data).toEqual(retailer === 'amazon' ? all.data.amazonTrackingIdList : []);
    }
  });

  it.each(['amazon', 'target', 'walmart'] as const)(
    'adds and removes %s ids, answering the whole list oldest first',
    async (retailer) => {
      const creator = await api.registerCreator();
      const [first, second] = retailer === 'amazon' ? ['jane-20', 'Jane.Picks-21'] : ['janepicks', 'jane_picks.2'];
      const added = await call(CALLS[retailer].add, creator.token, { trackingId: first });
      expectContract(CALLS[retailer].add, added);
      expect(names(added.data)).toEqual([first]);
      const both = await call(CALLS[retailer].add, creator.token, { shopDomain: creator.shopName, trackingId: second });
      expect(names(both.data)).toEqual([first, second]);
      expect(Date.parse(both.data[0].createdAt)).toBeLessThanOrEqual(Date.parse(both.data[1].createdAt));
      // The other retailers' lists are untouched.
      const all = await lists(creator.token);
      for (const other of Object.keys(CALLS) as Retailer[]) {
        expect(names(all[`${other}TrackingIdList`])).toEqual(other === retailer ? [first, second] : []);
      }
      // Removal matches in any letter case and answers what is left.
      const removed = await call(CALLS[retailer].remove, creator.token, { trackingId: first.toUpperCase() });
      expectContract(CALLS[retailer].remove, removed);
      expect(names(removed.data)).toEqual([second]);
      expect(names((await call(CALLS[retailer].list, creator.token)).data)).toEqual([second]);
    },
  );

  it('refuses a duplicate in any letter case, a malformed id and SKIP, with a clear sentence and nothing changed', async () => {
    const creator = await api.registerCreator({ amazonTrackingId: 'jane-20' });
    await call('addTargetTrackingId', creator.token, { trackingId: 'janepicks' });
    await expectRefused(creator.token, 'addTrackingId', { trackingId: 'JANE-20' }, 409, TRACKING_ID_MESSAGES.duplicate);
    await expectRefused(
      creator.token,
      'addTargetTrackingId',
      { trackingId: 'JanePicks' },
      409,
      TRACKING_ID_MESSAGES.duplicate,
    );
    await expectRefused(creator.token, 'addTrackingId', { trackingId: 'janedoe' }, 400, TRACKING_ID_MESSAGES.amazon);
    await expectRefused(creator.token, 'addTrackingId', { trackingId: 'jane-2024' }, 400, TRACKING_ID_MESSAGES.amazon);
    await expectRefused(
      creator.token,
      'addWalmartTrackingId',
      { trackingId: 'j' },
      400,
      TRACKING_ID_MESSAGES.impact('walmart'),
    );
    await expectRefused(
      creator.token,
      'addWalmartTrackingId',
      { trackingId: '-jane' },
      400,
      TRACKING_ID_MESSAGES.impact('walmart'),
    );
    await expectRefused(
      creator.token,
      'addTargetTrackingId',
      { trackingId: 'skip' },
      400,
      TRACKING_ID_MESSAGES.reserved,
    );
    // The contract's own checks come first: characters it does not allow, and a missing id.
    const spaced = await call('addTrackingId', creator.token, { trackingId: 'jane 20' });
    expect([spaced.status, spaced.message]).toEqual([400, expect.stringContaining('Invalid request')]);
    expect((await call('addTrackingId', creator.token, {})).status).toBe(400);
  });

  it('refuses removing an id the list does not have, and a full list', async () => {
    const creator = await api.registerCreator();
    await expectRefused(
      creator.token,
      'removeWalmartTrackingId',
      { trackingId: 'nobody' },
      404,
      TRACKING_ID_MESSAGES.missing('walmart'),
    );
    await expectRefused(
      creator.token,
      'removeTrackingId',
      { trackingId: 'nobody-20' },
      404,
      TRACKING_ID_MESSAGES.missing('amazon'),
    );
    // Fill the Target list to the contract's limit through the stream itself (a hundred calls would only be slower).
    const at = new Date().toISOString();
    await server.services.eventStore.append(
      trackingIdsStream(creator.shopName),
      'any',
      Array.from({ length: TRACKING_IDS_PER_RETAILER }, (_, i) => ({
        type: 'TrackingIdAdded',
        data: { retailer: 'target', trackingId: `jane${i}`, addedAt: at },
      })),
    );
    expect((await call('getTargetTrackingIdList', creator.token)).data).toHaveLength(TRACKING_IDS_PER_RETAILER);
    await expectRefused(
      creator.token,
      'addTargetTrackingId',
      { trackingId: 'onemore' },
      400,
      TRACKING_ID_MESSAGES.full('target'),
    );
    expect((await call('removeTargetTrackingId', creator.token, { trackingId: 'jane0' })).data).toHaveLength(
      TRACKING_IDS_PER_RETAILER - 1,
    );
    expect((await call('addTargetTrackingId', creator.token, { trackingId: 'onemore' })).code).toBe(200);
  });

  it('shares the Amazon list with the Account info form; a removed default is no longer preselected', async () => {
    const creator = await api.registerCreator({ amazonTrackingId: 'jane-20' });
    await call('addTrackingId', creator.token, { trackingId: 'jane-21' });
    const form = await api.post('/setting/v2/saveInfo', { trackingId: 'jane-21' }, creator.token);
    expect(form.code, form.message).toBe(200);
    expect(names(form.data.trackingIdList)).toEqual(['jane-20', 'jane-21']);
    expect(form.data.trackingId).toBe('jane-21');
    await call('removeTrackingId', creator.token, { trackingId: 'jane-21' });
    const after = (await api.post('/setting/v2/getInfo', {}, creator.token)).data;
    expect(names(after.trackingIdList)).toEqual(['jane-20']);
    expect(after.trackingId).toBeUndefined();
  });

  it('needs a signed-in creator', async () => {
    expect((await api.post('/setting/getTrackingIdList', {})).status).toBe(401);
    expect((await api.post('/setting/addTrackingId', { trackingId: 'jane-20' }, 'not-a-token')).status).toBe(401);
  });
});
