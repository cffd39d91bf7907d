import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { configureApi, HOST_PREFIXES, HOSTS, type Host } from '../../src/api/client';
import { operation, getOperation } from '../../src/api/operation';
import { addTrackingId, getTrackingIdList } from '../../src/api/tracking';
import { users } from '../../src/api/auth';
import { token } from '../../src/api/support';
import { updateCollection } from '../../src/api/collections';
import { exportByDate } from '../../src/api/export';
import type { components } from '../../src/generated/api';

type Schemas = components['schemas'];

/**
 * Compile-time checks: `npm test` runs tsc first, and every `@ts-expect-error` below fails the typecheck
 * if the line it marks ever compiles.
 */
function typeChecks() {
  // @ts-expect-error a path the contract does not have
  operation('/setting/getTrackingIdListt', { shop: true });
  // @ts-expect-error a GET path is not a POST operation
  operation('/p/bloggerinfo');
  // @ts-expect-error a shop-scoped body must say whether the session fills in shopDomain
  operation('/setting/addTrackingId');
  // @ts-expect-error a multipart body must name its encoding
  operation('/app/update_collection', { shop: true });
  // @ts-expect-error a wrong body field
  void addTrackingId({ trackingID: 'mint-20' });
  // @ts-expect-error a required body field missing
  void addTrackingId({});
  // @ts-expect-error a wrong type for a body field
  void addTrackingId({ trackingId: 20 });
  // @ts-expect-error path parameters are required
  void users();
  // @ts-expect-error an export needs its file name
  void exportByDate({});
  // @ts-expect-error a GET path missing from the contract
  getOperation('/api/auth/auth/user/{id}');

  expectTypeOf(addTrackingId)
    .parameter(0)
    .toEqualTypeOf<{ trackingId: Schemas['TrackingId'] } & { shopDomain?: string }>();
  expectTypeOf(getTrackingIdList).returns.resolves.toEqualTypeOf<Schemas['TrackingIdItemList']>();
  expectTypeOf(users).returns.resolves.toEqualTypeOf<Schemas['UserAccount']>();
  expectTypeOf(updateCollection).parameter(0).toHaveProperty('cover').toEqualTypeOf<string | Blob | undefined>();
  expectTypeOf(exportByDate).returns.resolves.toBeVoid();
}

describe('typed calls', () => {
  let requests: Request[] = [];

  function configureRecording(answer: unknown) {
    requests = [];
    configureApi({
      getToken: () => 'tok-1',
      getShopDomain: () => 'mintshop',
      getCurrentRoute: () => '/pages/myLinks/index',
      notify: () => {},
      relaunchToLogin: () => {},
      baseUrls: Object.fromEntries(HOSTS.map((h) => [h, `http://app.test${HOST_PREFIXES[h]}`])) as Record<Host, string>,
      // The injected fetch is the client's seam for recording; the loopback tests (tests/api) use real HTTP.
      fetch: async (request) => {
        requests.push(request);
        return Response.json({ code: 200, message: 'success', data: answer });
      },
    });
  }

  afterEach(() => {
    requests = [];
  });

  it('compiles the type checks', () => {
    expect(typeof typeChecks).toBe('function');
  });

  it('builds the request the contract describes and resolves with the envelope data', async () => {
    configureRecording([{ trackingId: 'mint-20', createdAt: '2025-07-01T10:00:00-07:00' }]);
    const list = await getTrackingIdList();
    expect(list).toEqual([{ trackingId: 'mint-20', createdAt: '2025-07-01T10:00:00-07:00' }]);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('http://app.test/setting/getTrackingIdList');
    expect(request?.headers.get('authorization')).toBe('Bearer tok-1');
    expect(await request?.json()).toEqual({ shopDomain: 'mintshop' });
  });

  it('fills path parameters and sends each host to its base', async () => {
    configureRecording({ id: '42', username: 'mint' });
    await users({ path: { id: '42' } });
    await token({});
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET http://app.test/api/auth/auth/users/42',
      'POST http://app.test/hosts/chat/app/intercom/token',
    ]);
  });
});
