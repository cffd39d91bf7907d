import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATED_CODE_MESSAGE } from '../../server/integrations/messaging/simulated-messaging';
import { autoDmOf, CONNECTION_MESSAGES } from '../../server/modules/auto-dm';
import type { RunningServer } from '../../server/server';
import { apiCaller, type ApiCaller } from '../support/api-caller';
import { openTestDatabase } from '../support/db';
import { projectionTables } from '../support/projection-tables';
import { connectSimulated, simulatedDialog, startAutoDmServer } from './auto-dm-support';

type Creator = Awaited<ReturnType<ApiCaller['registerCreator']>>;

/** The simulated code with its JSON payload changed as an attacker would: every other part kept as it came. */
function edited(code: string, change: (payload: Record<string, unknown>) => void): string {
  const [prefix, payload, ...rest] = code.split('.');
  const value = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
  change(value);
  return [prefix, Buffer.from(JSON.stringify(value)).toString('base64url'), ...rest].join('.');
}

/**
 * Issue 25, defect 2: the simulated Facebook connection (a fresh install's default) must be as safe as the real one.
 * Its code is signed by the server and bound to the shop and the state it was issued for, so an edited, replayed or
 * borrowed code connects nothing; and one Facebook Page (and one Instagram account) is Auto DM's for one shop at a
 * time, which the database enforces even when two shops pick it at once.
 */
describe.each(['pglite', 'postgres'] as const)('Auto DM connection safety (%s)', (kind) => {
  let server: RunningServer;
  let api: ApiCaller;

  beforeAll(async () => {
    server = await startAutoDmServer(await openTestDatabase(kind), { pollMs: 3_600_000 });
    api = apiCaller(server.url);
  });
  afterAll(() => server?.close());

  const status = async (creator: Creator) => (await api.post('/chat/fbConnectStatus', {}, creator.token)).data;
  const pages = async (creator: Creator) =>
    (await api.post('/chat/public_page_list', {}, creator.token)).data.list as Array<{
      pageId: string;
      selected: boolean;
    }>;
  const select = (creator: Creator, pageId: string) =>
    api.post('/chat/save_select_public_page', { pageId }, creator.token);
  const refusal = (res: { status: number; message: string }) => ({ status: res.status, message: res.message });
  /** The shops whose Auto DM answers for a Page, as the comment intake finds them. */
  async function holders(pageId: string): Promise<string[]> {
    const { rows } = await server.services.database.query<{ shop_domain: string }>(
      'select shop_domain from auto_dm_connections where sender_page_id = $1',
      [pageId],
    );
    return rows.map((r) => r.shop_domain);
  }
  /** A creator connected with their simulated Page picked; answers the Page's id. */
  async function connected(creator: Creator): Promise<string> {
    const answer = await connectSimulated(api, server, creator.token);
    expect(answer.data.pages).toEqual([expect.objectContaining({ selected: true })]);
    return answer.data.pages[0].pageId as string;
  }
  /** Gives a creator's handle up (they move to another), so a new account can take it. */
  async function moveHandle(creator: Creator): Promise<void> {
    const moved = await api.post('/setting/v2/saveInfo', { handle: `${creator.handle}_x` }, creator.token);
    expect(moved.code).toBe(200);
  }

  it("refuses a code edited to name another creator: the other creator's Page stays theirs alone", async () => {
    const victim = await api.registerCreator();
    const victimPage = await connected(victim);
    const attacker = await api.registerCreator();
    const dialog = await simulatedDialog(api, server, attacker.token);
    const forged = edited(dialog.query.get('code')!, (payload) => {
      payload.h = victim.handle;
    });
    const answer = await api.post(
      '/chat/receive_auth_results',
      { code: forged, state: dialog.state, redirectUri: dialog.redirectUri },
      attacker.token,
    );
    expect(refusal(answer)).toEqual({ status: 400, message: SIMULATED_CODE_MESSAGE });
    expect(await status(attacker)).toEqual({ connected: false, pairValid: false });
    expect(await pages(attacker)).toEqual([]);
    expect(await status(victim)).toMatchObject({ connected: true, pairValid: true, pageId: victimPage });
    expect(await holders(victimPage)).toEqual([victim.shopName]);
  });

  it('refuses a code that is made up, replayed, or was issued to another shop', async () => {
    const owner = await api.registerCreator();
    const other = await api.registerCreator();

    // Made up: the old unsigned shape names a handle; nothing is connected and the state is spent.
    const made = await simulatedDialog(api, server, other.token);
    const unsigned = `sim.${Buffer.from(JSON.stringify({ h: owner.handle, s: ['instagram_basic'], n: 'x' })).toString('base64url')}`;
    expect(
      refusal(
        await api.post(
          '/chat/receive_auth_results',
          { code: unsigned, state: made.state, redirectUri: made.redirectUri },
          other.token,
        ),
      ),
    ).toEqual({
      status: 400,
      message: SIMULATED_CODE_MESSAGE,
    });

    // Borrowed: the owner's code (never used) with the other shop's own fresh state.
    const owners = await simulatedDialog(api, server, owner.token);
    const theirs = await simulatedDialog(api, server, other.token);
    const borrowed = await api.post(
      '/chat/receive_auth_results',
      { code: owners.query.get('code'), state: theirs.state, redirectUri: theirs.redirectUri },
      other.token,
    );
    expect(refusal(borrowed)).toEqual({ status: 400, message: SIMULATED_CODE_MESSAGE });
    expect(await status(other)).toEqual({ connected: false, pairValid: false });

    // The owner's code still works for the owner's own state, once.
    const body = { code: owners.query.get('code'), state: owners.state, redirectUri: owners.redirectUri };
    expect((await api.post('/chat/receive_auth_results', body, owner.token)).data.hasAuth).toBe(true);
    // Replayed: with the same state (spent), and with a fresh state of the same shop.
    expect(refusal(await api.post('/chat/receive_auth_results', body, owner.token))).toEqual({
      status: 400,
      message: CONNECTION_MESSAGES.state,
    });
    const fresh = await simulatedDialog(api, server, owner.token);
    const replayed = await api.post('/chat/receive_auth_results', { ...body, state: fresh.state }, owner.token);
    expect(refusal(replayed)).toEqual({ status: 400, message: SIMULATED_CODE_MESSAGE });
    expect(await status(owner)).toMatchObject({ connected: true, pairValid: true });
  });

  it('keeps one Page to one shop: a second shop is refused with a sentence until the first lets it go', async () => {
    const first = await api.registerCreator();
    const pageId = await connected(first);
    // The first creator moves to another handle; a new creator takes the old one, so the simulator shows them the same Page.
    await moveHandle(first);
    const second = await api.registerCreator({ handle: first.handle });
    const answer = await connectSimulated(api, server, second.token);
    // Every permission granted, but the Page held by the first shop is not picked for the second by itself.
    expect(answer.data).toMatchObject({ hasAuth: true, missingScopes: [], pages: [{ pageId, selected: false }] });
    expect((await api.post('/chat/checkHasAuth/V3', {}, second.token)).data.hasAuth).toBe(false);
    expect(refusal(await select(second, pageId))).toEqual({ status: 409, message: CONNECTION_MESSAGES.pageTaken });
    expect(await status(second)).toEqual({ connected: true, pairValid: false });
    expect(await status(first)).toMatchObject({ connected: true, pairValid: true, pageId });
    expect(await holders(pageId)).toEqual([first.shopName]);

    // Once the first shop disconnects, the Page is free for the second.
    expect((await api.post('/chat/unlink_facebook', {}, first.token)).code).toBe(200);
    expect((await select(second, pageId)).data).toMatchObject({ connected: true, pairValid: true, pageId });
    expect(await holders(pageId)).toEqual([second.shopName]);
    // Reconnecting, the first shop gets its new handle's Page: the old one stays the second shop's.
    const again = await connectSimulated(api, server, first.token);
    expect(again.data.pages).toEqual([expect.objectContaining({ selected: true })]);
    expect(again.data.pages[0].pageId).not.toBe(pageId);
    expect(await holders(pageId)).toEqual([second.shopName]);
  });

  it('gives a Page two shops pick at once to one of them, and the database refuses a second holder whatever a request decided', async () => {
    const first = await api.registerCreator();
    const pageId = await connected(first);
    expect((await api.post('/chat/cancel_select_public_page', { pageId }, first.token)).code).toBe(200);
    await moveHandle(first);
    const second = await api.registerCreator({ handle: first.handle });
    expect((await connectSimulated(api, server, second.token)).data.pages).toEqual([
      { pageId, name: expect.any(String), instagramUserName: expect.any(String), selected: true },
    ]);
    expect((await api.post('/chat/cancel_select_public_page', { pageId }, second.token)).code).toBe(200);

    const picks = await Promise.all([
      select(first, pageId),
      select(second, pageId),
      select(first, pageId),
      select(second, pageId),
    ]);
    const winners = [first, second, first, second].filter((_, i) => picks[i]!.status === 200);
    expect(new Set(winners.map((w) => w.shopName)).size).toBe(1);
    for (const pick of picks.filter((p) => p.status !== 200))
      expect(refusal(pick)).toEqual({ status: 409, message: CONNECTION_MESSAGES.pageTaken });
    const winner = winners[0]!;
    const loser = winner === first ? second : first;
    expect(await holders(pageId)).toEqual([winner.shopName]);
    expect(await status(loser)).toEqual({ connected: true, pairValid: false });

    // A request that decided on a stale reading (as if the other pick committed just after it looked) is refused by the
    // database with the same sentence, and stores nothing.
    const { service } = autoDmOf(server.services);
    const before = await projectionTables(server, ['auto-dm-connections']);
    await expect(
      service.connection({
        type: 'SelectPage',
        shopDomain: loser.shopName,
        pageId,
        held: { pages: [], instagramAccounts: [] },
      }),
    ).rejects.toMatchObject({
      status: 409,
      message: CONNECTION_MESSAGES.pageTaken,
    });
    expect(await projectionTables(server, ['auto-dm-connections'])).toEqual(before);
  });

  it('rebuilds the same connections from the log', async () => {
    const live = await projectionTables(server, ['auto-dm-connections']);
    await server.services.eventStore.rebuild({ projections: ['auto-dm-connections'] });
    expect(await projectionTables(server, ['auto-dm-connections'])).toEqual(live);
  });
});
