import { describe, expect, it, vi } from 'vitest';
import { BIO_LINK_MESSAGES } from '../../server/modules/bio-link/bio-link-decider';
import { SHORT_LINK_MESSAGES } from '../../server/modules/short-links/short-link-decider';
import { SCHEDULE_MESSAGES } from '../../src/domain/link-schedule';
import { expectContract } from './account-support';
import {
  AMAZON_PRODUCT,
  expectRefused,
  FACEBOOK_PREVIEW,
  shortLinkServer,
  WALMART_PRODUCT,
  WINDOWS_CHROME,
} from './short-link-support';

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const OTHER_AMAZON = 'https://www.amazon.com/dp/B0BSHF7WHW';

/**
 * Schedules and limits of short links and bio buttons through the API, the /s/{code} redirect and the public bio
 * page, on both databases: off, before the start, after the end and past the cap answer the 410 page or the
 * fallback (tagged by the earn rule); bad schedules are refused with their reason; another shop cannot read or set.
 */
describe.each(['pglite', 'postgres'] as const)('link schedule (%s)', (kind) => {
  const ctx = shortLinkServer(kind);

  async function creatorWithLink(tag: string) {
    const creator = await ctx.api.creator(tag);
    const made = await ctx.api.post('/app/get_shortlink/v3', { url: AMAZON_PRODUCT }, creator.token);
    expect(made.code, made.message).toBe(200);
    const code = made.data.code as string;
    const own = (await ctx.api.shortLinkRow(code))?.destination as string;
    return { ...creator, code, own };
  }

  const setSchedule = (token: string, code: string, schedule: object) =>
    ctx.api.post('/app/set_shortlink_schedule', { code, schedule }, token);

  it('off, before its start and after its end a link answers the 410 page; in its window the destination', async () => {
    const { api } = ctx;
    const alice = await creatorWithLink(`ls${Date.now().toString(36)}-20`);
    const none = await api.post('/app/get_shortlink_schedule', { code: alice.code }, alice.token);
    expectContract('getShortlinkSchedule', none);
    expect(none.data).toEqual({
      code: alice.code,
      schedule: { enabled: true, startsAt: null, endsAt: null, clickCap: null, fallbackUrl: null },
      state: 'live',
      humanClicks: 0,
    });

    const off = await setSchedule(alice.token, alice.code, { enabled: false });
    expectContract('setShortlinkSchedule', off);
    expect(off.data.state).toBe('off');
    const paused = await api.visit(alice.code);
    expect(paused.status).toBe(410);
    expect(paused.body).toContain('This link is paused');
    expect(paused.headers.get('content-security-policy')).toContain("script-src 'none'");
    expect(paused.body).not.toContain('<script');

    expect((await setSchedule(alice.token, alice.code, { enabled: true, startsAt: at(HOUR) })).data.state).toBe(
      'scheduled',
    );
    const early = await api.visit(alice.code, { 'accept-encoding': 'br' });
    expect(early.status).toBe(410);
    expect(early.headers.get('content-encoding')).toBe('br');

    const ended = await setSchedule(alice.token, alice.code, {
      enabled: true,
      startsAt: at(-2 * HOUR),
      endsAt: at(-HOUR),
    });
    expect(ended.data.state).toBe('ended');
    const late = await api.visit(alice.code);
    expect([late.status, late.body.includes('This deal has ended')]).toEqual([410, true]);

    const open = await setSchedule(alice.token, alice.code, { enabled: true, startsAt: at(-HOUR), endsAt: at(HOUR) });
    expect(open.data.state).toBe('live');
    expect(await api.visit(alice.code)).toMatchObject({ status: 302, location: alice.own });
    const read = await api.post('/app/get_shortlink_schedule', { code: alice.code }, alice.token);
    expect([read.data.schedule, read.data.state]).toEqual([open.data.schedule, 'live']);
  });

  it('a capped link answers its fallback, tagged by the earn rule, once people’s clicks reach the cap', async () => {
    const { api } = ctx;
    const tag = `lc${Date.now().toString(36)}-20`;
    const alice = await creatorWithLink(tag);
    const saved = await setSchedule(alice.token, alice.code, { enabled: true, clickCap: 2, fallbackUrl: OTHER_AMAZON });
    expect(saved.code, saved.message).toBe(200);
    const fallback = `${OTHER_AMAZON}?tag=${tag}`;
    expect(saved.data.schedule.fallbackUrl).toBe(fallback);

    // A robot's visit never counts towards the cap.
    expect(await api.visit(alice.code, { 'user-agent': FACEBOOK_PREVIEW })).toMatchObject({ location: alice.own });
    expect(await api.visit(alice.code, { 'user-agent': WINDOWS_CHROME })).toMatchObject({ location: alice.own });
    expect(await api.visit(alice.code, { 'user-agent': WINDOWS_CHROME })).toMatchObject({ location: alice.own });
    expect(await api.visit(alice.code, { 'user-agent': WINDOWS_CHROME })).toMatchObject({
      status: 302,
      location: fallback,
    });
    // The stored counters follow the redirect's own count once the clicks are rolled up.
    await vi.waitFor(async () => {
      const read = await api.post('/app/get_shortlink_schedule', { code: alice.code }, alice.token);
      expect([read.data.state, read.data.humanClicks]).toEqual(['capped', 3]);
    });
    const list = await api.post('/app/get_shortlink_list', {}, alice.token);
    expect(list.data.list.find((l: { code: string }) => l.code === alice.code)?.scheduleState).toBe('capped');

    // Without a fallback, the 410 page; a higher cap opens it again.
    await setSchedule(alice.token, alice.code, { enabled: true, clickCap: 3 });
    expect((await api.visit(alice.code)).status).toBe(410);
    await setSchedule(alice.token, alice.code, { enabled: true, clickCap: 10 });
    expect(await api.visit(alice.code)).toMatchObject({ status: 302, location: alice.own });
  });

  it('refuses a bad schedule with its reason and another shop’s link', async () => {
    const { api } = ctx;
    const alice = await creatorWithLink(`lv${Date.now().toString(36)}-20`);
    const set = (schedule: object) => setSchedule(alice.token, alice.code, schedule);
    await expectRefused(
      api,
      () => set({ enabled: true, startsAt: at(HOUR), endsAt: at(0) }),
      400,
      SCHEDULE_MESSAGES.order,
    );
    await expectRefused(api, () => set({ enabled: true, startsAt: 'tomorrow' }), 400, SCHEDULE_MESSAGES.startsAt);
    await expectRefused(api, () => set({ enabled: true, clickCap: 0 }), 400, SCHEDULE_MESSAGES.clickCap);
    await expectRefused(api, () => set({ enabled: true, clickCap: 2.5 }), 400, SCHEDULE_MESSAGES.clickCap);
    await expectRefused(
      api,
      () => set({ enabled: true, fallbackUrl: 'javascript:alert(1)' }),
      400,
      SCHEDULE_MESSAGES.fallbackUrl,
    );
    // A Walmart fallback cannot carry the tag of a creator without Impact ids, unless kept untagged knowingly.
    await expectRefused(
      api,
      () => set({ enabled: true, fallbackUrl: WALMART_PRODUCT }),
      400,
      /^Fallback address: Walmart links earn you a commission only with /,
    );
    const kept = await set({ enabled: true, fallbackUrl: WALMART_PRODUCT, keepFallbackUntagged: true });
    expect(kept.data.schedule.fallbackUrl).toBe(WALMART_PRODUCT);

    const bob = await creatorWithLink(`lb${Date.now().toString(36)}-20`);
    await expectRefused(
      api,
      () => setSchedule(bob.token, alice.code, { enabled: false }),
      404,
      SHORT_LINK_MESSAGES.missing,
    );
    const read = await api.post('/app/get_shortlink_schedule', { code: alice.code }, bob.token);
    expect([read.status, read.message]).toEqual([404, SHORT_LINK_MESSAGES.missing]);
  });

  it('a bio button outside its window is left off the public page, and shows again by the clock', async () => {
    const { api, server } = ctx;
    const creator = await api.creator(`lp${Date.now().toString(36)}-20`);
    expect((await api.post('/bio/create_bio_link', { title: 'Deals' }, creator.token)).code).toBe(200);
    const added = await api.post(
      '/bio/create_button_batch_v2',
      { buttons: [{ title: 'Flash sale', url: 'https://shop.example.com/sale' }] },
      creator.token,
    );
    const button = added.data.list[0] as { id: string };
    const page = async () => (await fetch(`${server.url}/b/${creator.handle}`)).text();
    expect(await page()).toContain('Flash sale');

    const none = await api.post('/bio/get_button_schedule', { id: button.id }, creator.token);
    expectContract('getButtonSchedule', none);
    expect(none.data.state).toBe('live');

    const off = await api.post(
      '/bio/set_button_schedule',
      { id: button.id, schedule: { enabled: false } },
      creator.token,
    );
    expectContract('setButtonSchedule', off);
    expect(off.data.state).toBe('off');
    expect(await page()).not.toContain('Flash sale');
    // The public button list leaves it out too; the creator's own list marks it.
    expect((await api.post('/bio_web/get_button_list', { handle: creator.handle })).data.list).toEqual([]);
    const own = await api.post('/bio/get_button_list', {}, creator.token);
    expect(own.data.list.map((b: { scheduleState?: string }) => b.scheduleState)).toEqual(['off']);

    // Opens a moment from now and closes a moment later: the page follows the clock, not an edit.
    const soon = await api.post(
      '/bio/set_button_schedule',
      { id: button.id, schedule: { enabled: true, startsAt: at(1_500), endsAt: at(3_500) } },
      creator.token,
    );
    expect(soon.data.state).toBe('scheduled');
    expect(await page()).not.toContain('Flash sale');
    await vi.waitFor(async () => expect(await page()).toContain('Flash sale'), { timeout: 10_000, interval: 200 });
    await vi.waitFor(async () => expect(await page()).not.toContain('Flash sale'), { timeout: 10_000, interval: 200 });

    await expectRefused(
      api,
      () =>
        api.post(
          '/bio/set_button_schedule',
          { id: button.id, schedule: { enabled: true, startsAt: at(HOUR), endsAt: at(0) } },
          creator.token,
        ),
      400,
      SCHEDULE_MESSAGES.order,
    );
    const other = await api.creator(`lq${Date.now().toString(36)}-20`);
    await expectRefused(
      api,
      () => api.post('/bio/set_button_schedule', { id: button.id, schedule: { enabled: true } }, other.token),
      404,
      BIO_LINK_MESSAGES.unknownButton(button.id),
    );
    const read = await api.post('/bio/get_button_schedule', { id: button.id }, other.token);
    expect(read.status).toBe(404);
  });
});
