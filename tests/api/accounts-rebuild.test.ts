import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/server';
import { apiCaller } from '../support/api-caller';
import { projectionTables } from '../support/projection-tables';
import { startTestServer } from '../support/test-server';

describe.each(['pglite', 'postgres'] as const)('accounts read models rebuilt from the log (%s)', (kind) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({}, kind);
  });
  afterAll(() => server?.close());

  /** Every projection's tables: the whole log is rebuilt. */
  const dump = () => projectionTables(server);

  it('gives identical tables after a scripted history', async () => {
    const api = apiCaller(server.url);
    const a = await api.registerCreator();
    const b = await api.registerCreator();
    const c = await api.registerCreator();
    const shopCode = (await api.post('/code/getShopMaiCode', {}, a.token)).data as string;
    expect((await api.post('/setting/saveReferCode', { referCode: shopCode }, b.token)).code).toBe(200);
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await api.post('/blogger/v2/login', { username: c.username, password: await api.encrypt('wrong-password-9') }))
          .code,
      ).toBe(400);
    }
    const second = await api.post('/blogger/v2/login', {
      username: a.username,
      password: await api.encrypt(a.password),
    });
    expect(second.code).toBe(200);
    expect((await api.post('/blogger/logout', {}, second.data.token)).code).toBe(200);
    expect(
      (await api.post('/blogger/destroy', { confirm: 'DELETE', password: await api.encrypt(c.password) }, c.token))
        .code,
    ).toBe(200);

    const live = await dump();
    expect(live.accounts).toHaveLength(2);
    expect(live.sessions!.length).toBeGreaterThanOrEqual(4);
    const report = await server.services.eventStore.rebuild();
    expect(report.eventsReplayed).toBeGreaterThan(10);
    expect(await dump()).toEqual(live);
  });
});
