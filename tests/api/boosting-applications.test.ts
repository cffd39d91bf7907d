import { describe, expect, it } from 'vitest';
import { BOOSTING_RULE_MESSAGES } from '../../src/domain/boosting-application-rules';
import { BOOSTING_MESSAGES } from '../../server/modules/boosting/boosting-application-decider';
import { APPLY_MESSAGES } from '../../server/modules/boosting/boosting-applications-service';
import { SUBMISSION_MESSAGES } from '../../server/modules/boosting/boosting-submission';
import { expectContract } from './account-support';
import { boostingServer, daysFromToday, today, usd, WALMART_ID } from './boosting-support';
import { AMAZON_PRODUCT, expectRefused } from './short-link-support';

describe.each(['pglite', 'postgres'] as const)('boosting applications and drafts (%s)', (kind) => {
  const ctx = boostingServer(kind);

  it('lists the links to boost, saves and replaces drafts, and submits one as the application it becomes', async () => {
    const { api } = ctx;
    const jane = await api.boostingCreator();
    const [older, newer] = jane.links;

    const contents = await api.post('/app/select_boosting', {}, jane.token);
    expectContract('selectBoosting', contents);
    expect(contents.data.total).toBe(2);
    expect(contents.data.list.map((c: { contentId: string }) => c.contentId)).toEqual([newer, older]);
    const amazonLogo = `${ctx.server.url}/catalog/images/source/amazon.svg`;
    expect(contents.data.list[0]).toMatchObject({
      kind: 'link',
      title: 'Desk lamp',
      thumbnailUrl: amazonLogo,
      permalink: `${ctx.server.url}/s/${newer}`,
    });
    // A link without a title is named as the audience pages name it, never by its address.
    expect(contents.data.list[1]).toMatchObject({ title: 'Amazon item B09B8V1LZ3', thumbnailUrl: amazonLogo });
    expect((await fetch(amazonLogo)).headers.get('content-type')).toMatch(/^image\/svg\+xml/);

    const first = await api.post('/boosting/saveDraft', { contentIds: [older] }, jane.token);
    expectContract('saveDraft', first);
    expect(first.data).toMatchObject({ contentIds: [older], trackingIds: [] });
    const other = await api.ok(api.post('/boosting/saveDraft', { note: 'Second idea' }, jane.token));
    const replaced = await api.post(
      '/boosting/saveDraft',
      {
        draftId: first.data.id,
        contentIds: [older, newer],
        trackingIds: [{ trackingId: 'jane-21', source: 1 }],
        budget: usd(7_500),
        startDate: daysFromToday(2),
      },
      jane.token,
    );
    expect(replaced.data).toEqual({
      id: first.data.id,
      contentIds: [older, newer],
      trackingIds: [{ trackingId: 'jane-21', source: 1 }],
      budget: usd(7_500),
      startDate: daysFromToday(2),
      updatedAt: expect.any(String),
    });
    const drafts = await api.post('/boosting/draftList', { pageSize: 10 }, jane.token);
    expectContract('draftList', drafts);
    // Most recently saved first: the replaced draft was saved after the other one.
    expect(drafts.data.list.map((d: { id: string }) => d.id)).toEqual([first.data.id, other.id]);
    expect(drafts.data.total).toBe(2);

    const submitted = await api.post(
      '/user/submitBoosting',
      api.application([older, newer], { draftId: first.data.id, note: ' Summer push ' }),
      jane.token,
    );
    expectContract('submitBoosting', submitted);
    expect(submitted.data).toMatchObject({
      id: first.data.id,
      status: 'submitted',
      contentIds: [older, newer],
      trackingIds: [{ trackingId: 'jane-20', source: 1 }],
      budget: usd(10_000),
      startDate: daysFromToday(1),
      endDate: daysFromToday(7),
      note: 'Summer push',
      unread: false,
      history: [{ status: 'submitted', at: submitted.data.submittedAt }],
    });
    expect(submitted.data.contents.map((c: { contentId: string }) => c.contentId)).toEqual([older, newer]);
    // The draft became the application: it left the draft list in the same change.
    expect(
      (await api.ok(api.post('/boosting/draftList', {}, jane.token))).list.map((d: { id: string }) => d.id),
    ).toEqual([other.id]);

    const list = await api.post('/user/boosting/list', {}, jane.token);
    expectContract('boostingList', list);
    expect(list.data).toEqual({ list: [submitted.data], total: 1 });
    const active = await api.post('/boosting/getActiveTrackingIdList', {}, jane.token);
    expectContract('getActiveTrackingIdList', active);
    expect(active.data).toEqual({ list: [{ trackingId: 'jane-20', source: 1 }] });
    const unread = await api.post('/boosting/countUnread', {}, jane.token);
    expectContract('countUnread', unread);
    expect(unread.data).toEqual({ count: 0 });
  });

  it('refuses a submission the shop cannot make with one sentence each, storing nothing', async () => {
    const { api } = ctx;
    const jane = await api.boostingCreator();
    const bob = await api.boostingCreator();
    const submit = (overrides: Record<string, unknown>) => () =>
      api.post('/user/submitBoosting', api.application(jane.links, overrides), jane.token);
    await api.ok(
      api.post(
        '/user/submitBoosting',
        api.application([jane.links[0]], { trackingIds: [{ trackingId: WALMART_ID, source: 7 }] }),
        jane.token,
      ),
    );

    await expectRefused(
      api,
      submit({ contentIds: [jane.links[0], bob.links[0]] }),
      400,
      SUBMISSION_MESSAGES.unknownContents([bob.links[0]]),
    );
    await expectRefused(
      api,
      submit({ trackingIds: [{ trackingId: 'bob-20', source: 1 }] }),
      400,
      'bob-20 is not one of your Amazon tracking IDs.',
    );
    // An Amazon tag is not a Walmart id, even when the shop has it.
    await expectRefused(
      api,
      submit({ trackingIds: [{ trackingId: 'jane-21', source: 7 }] }),
      400,
      'jane-21 is not one of your Walmart tracking IDs.',
    );
    await expectRefused(
      api,
      submit({
        trackingIds: [
          { trackingId: 'jane-21', source: 1 },
          { trackingId: 'JANE-21', source: 1 },
        ],
      }),
      400,
      SUBMISSION_MESSAGES.repeatedTrackingId('JANE-21'),
    );
    await expectRefused(
      api,
      submit({ trackingIds: [{ trackingId: WALMART_ID.toUpperCase(), source: 7 }] }),
      409,
      SUBMISSION_MESSAGES.activeTrackingId(WALMART_ID, 'submitted'),
    );
    await expectRefused(api, submit({ budget: usd(4_999) }), 400, BOOSTING_RULE_MESSAGES.budgetRange);
    await expectRefused(api, submit({ budget: usd(10_000_001) }), 400, BOOSTING_RULE_MESSAGES.budgetRange);
    await expectRefused(
      api,
      submit({ budget: { amountCents: 10_000, currency: 'EUR' } }),
      400,
      BOOSTING_RULE_MESSAGES.currency,
    );
    await expectRefused(
      api,
      submit({ startDate: daysFromToday(-1) }),
      400,
      BOOSTING_RULE_MESSAGES.startInPast(today()),
    );
    await expectRefused(
      api,
      submit({ startDate: daysFromToday(3), endDate: daysFromToday(2) }),
      400,
      BOOSTING_RULE_MESSAGES.endBeforeStart,
    );
    await expectRefused(api, submit({ draftId: 'no-such-draft' }), 404, BOOSTING_MESSAGES.draftMissing);
    await expectRefused(api, submit({ contentIds: [] }), 400, /^Invalid request/);
    await expectRefused(api, submit({ budget: { amountCents: 10.5, currency: 'USD' } }), 400, /^Invalid request/);
  });

  it('keeps shops apart: a shop off the whitelist gets no drafts or submissions, another shop is refused and changes nothing', async () => {
    const { api } = ctx;
    const jane = await api.boostingCreator();
    const outsider = await api.boostingCreator({ whitelisted: false });
    await expectRefused(
      api,
      () => api.post('/boosting/saveDraft', { contentIds: [outsider.links[0]] }, outsider.token),
      403,
      BOOSTING_MESSAGES.notWhitelisted,
    );
    await expectRefused(
      api,
      () => api.post('/user/submitBoosting', api.application(outsider.links), outsider.token),
      403,
      BOOSTING_MESSAGES.notWhitelisted,
    );
    // Reading needs no invitation: an empty list.
    expect(await api.ok(api.post('/user/boosting/list', {}, outsider.token))).toEqual({ list: [], total: 0 });

    const draft = await api.ok(api.post('/boosting/saveDraft', { contentIds: [jane.links[0]] }, jane.token));
    const application = await api.ok(api.post('/user/submitBoosting', api.application(jane.links), jane.token));
    await api.operator(application.id, 'review');
    const bob = await api.boostingCreator();
    await expectRefused(
      api,
      () => api.post('/boosting/delDraft', { id: draft.id }, bob.token),
      404,
      BOOSTING_MESSAGES.draftMissing,
    );
    await expectRefused(
      api,
      () => api.post('/boosting/saveDraft', { draftId: draft.id, note: 'mine now' }, bob.token),
      404,
      BOOSTING_MESSAGES.draftMissing,
    );
    await expectRefused(
      api,
      () => api.post('/user/submitBoosting', api.application(bob.links, { draftId: draft.id }), bob.token),
      404,
      BOOSTING_MESSAGES.draftMissing,
    );
    await expectRefused(
      api,
      () => api.post('/user/boosting/detail', { id: application.id }, bob.token),
      404,
      BOOSTING_MESSAGES.applicationMissing,
    );
    await expectRefused(
      api,
      () => api.post('/user/boosting/list', { shopDomain: jane.shopName }, bob.token),
      403,
      'This shop does not belong to your account.',
    );
    await expectRefused(api, () => api.post('/boosting/countUnread', {}), 401, 'Please log in to continue.');
    expect(await api.ok(api.post('/boosting/draftList', {}, bob.token))).toEqual({ list: [], total: 0 });
    expect(await api.ok(api.post('/boosting/countUnread', {}, bob.token))).toEqual({ count: 0 });
    // Jane's draft and her unread change are as they were.
    expect((await api.ok(api.post('/boosting/draftList', {}, jane.token))).list).toEqual([draft]);
    expect(await api.ok(api.post('/boosting/countUnread', {}, jane.token))).toEqual({ count: 1 });
  });

  it('deletes a draft once, and not once it was submitted', async () => {
    const { api } = ctx;
    const jane = await api.boostingCreator();
    const draft = await api.ok(api.post('/boosting/saveDraft', { contentIds: [jane.links[0]] }, jane.token));
    const deleted = await api.post('/boosting/delDraft', { id: draft.id }, jane.token);
    expectContract('delDraft', deleted);
    expect(deleted.data).toEqual({ id: draft.id, deletedAt: expect.any(String) });
    await expectRefused(
      api,
      () => api.post('/boosting/delDraft', { id: draft.id }, jane.token),
      404,
      BOOSTING_MESSAGES.draftMissing,
    );
    await expectRefused(
      api,
      () => api.post('/boosting/saveDraft', { draftId: draft.id }, jane.token),
      404,
      BOOSTING_MESSAGES.draftMissing,
    );
    const kept = await api.ok(api.post('/boosting/saveDraft', {}, jane.token));
    await api.ok(api.post('/user/submitBoosting', api.application(jane.links, { draftId: kept.id }), jane.token));
    await expectRefused(
      api,
      () => api.post('/boosting/delDraft', { id: kept.id }, jane.token),
      409,
      BOOSTING_MESSAGES.draftSubmitted,
    );
    await expectRefused(
      api,
      () => api.post('/user/submitBoosting', api.application(jane.links, { draftId: kept.id }), jane.token),
      409,
      BOOSTING_MESSAGES.draftSubmitted,
    );
  });

  it('moves through the lifecycle by operator steps, each unread until the creator opens the application', async () => {
    const { api } = ctx;
    const jane = await api.boostingCreator();
    const application = await api.ok(api.post('/user/submitBoosting', api.application(jane.links), jane.token));
    const id = application.id as string;
    const unread = async () => (await api.ok(api.post('/boosting/countUnread', {}, jane.token))).count;

    const early = await api.admin('boosting', 'approve', '--id', id);
    expect([early.code, early.err]).toEqual([
      1,
      [
        `boosting approve failed: Application ${id} is submitted: only an application that is reviewing can be approved.`,
      ],
    ]);
    expect((await api.admin('boosting', 'review', '--id', id)).out).toEqual([
      `Application ${id} of ${jane.shopName} is now reviewing.`,
    ]);
    expect(await unread()).toBe(1);
    const opened = await api.post('/user/boosting/detail', { id }, jane.token);
    expectContract('boostingDetail', opened);
    expect(opened.data).toMatchObject({ id, status: 'reviewing', unread: false });
    expect(opened.data.history.map((h: { status: string }) => h.status)).toEqual(['submitted', 'reviewing']);
    expect(await unread()).toBe(0);
    // Opening it again records nothing more.
    const events = await api.eventCount();
    await api.ok(api.post('/user/boosting/detail', { id }, jane.token));
    expect(await api.eventCount()).toBe(events);

    await api.operator(id, 'approve', 'start');
    expect(await unread()).toBe(1);
    const listed = (await api.ok(api.post('/user/boosting/list', {}, jane.token))).list[0];
    expect(listed).toMatchObject({ status: 'running', unread: true });
    expect(listed.history.map((h: { status: string }) => h.status)).toEqual([
      'submitted',
      'reviewing',
      'approved',
      'running',
    ]);
    // While it runs its tracking id is taken; once it ended, a new application may use it.
    await expectRefused(
      api,
      () => api.post('/user/submitBoosting', api.application(jane.links), jane.token),
      409,
      SUBMISSION_MESSAGES.activeTrackingId('jane-20', 'running'),
    );
    await api.operator(id, 'end');
    expect((await api.ok(api.post('/boosting/getActiveTrackingIdList', {}, jane.token))).list).toEqual([]);
    const again = await api.ok(api.post('/user/submitBoosting', api.application(jane.links), jane.token));
    const ended = await api.admin('boosting', 'start', '--id', id);
    expect(ended.err).toEqual([
      `boosting start failed: Application ${id} is ended: only an application that is approved can be started.`,
    ]);

    await api.operator(again.id, 'review');
    const noReason = await api.admin('boosting', 'reject', '--id', again.id);
    expect([noReason.code, noReason.err[0]]).toEqual([2, '--reason is required']);
    expect(
      (await api.admin('boosting', 'reject', '--id', again.id, '--reason', 'The links lead to products out of stock.'))
        .code,
    ).toBe(0);
    const rejected = await api.ok(api.post('/user/boosting/detail', { id: again.id }, jane.token));
    expect(rejected).toMatchObject({
      status: 'rejected',
      reviewNote: 'The links lead to products out of stock.',
      unread: false,
    });
    expect(rejected.history.at(-1)).toEqual({
      status: 'rejected',
      at: rejected.statusChangedAt,
      note: 'The links lead to products out of stock.',
    });
    expect((await api.ok(api.post('/boosting/getActiveTrackingIdList', {}, jane.token))).list).toEqual([]);

    const listedByAdmin = await api.admin('boosting', 'list', '--shop', jane.shopName, '--status', 'ended');
    expect(listedByAdmin.out.join('\n')).toContain(id);
    expect(listedByAdmin.out.join('\n')).not.toContain(again.id);
    expect((await api.admin('boosting', 'list', '--status', 'paused')).err[0]).toBe(
      '--status is one of submitted, reviewing, approved, rejected, running, ended',
    );
    expect((await api.admin('boosting', 'review', '--id', 'no-such-id')).err).toEqual([
      'boosting review failed: There is no boosting application no-such-id.',
    ]);
  });

  it('applies for one product with its link and one tracking id', async () => {
    const { api } = ctx;
    const jane = await api.boostingCreator();
    const product = (await api.ok(api.post('/app/product/add_product', { url: AMAZON_PRODUCT }, jane.token))).product;
    const body = {
      productId: product.id,
      trackingId: 'JANE-21',
      budget: usd(5_000),
      startDate: daysFromToday(1),
      endDate: daysFromToday(1),
    };
    const applied = await api.post('/app/apply_boosting', { ...body, contentId: jane.links[1] }, jane.token);
    expectContract('applyBoosting', applied);
    expect(applied.data).toMatchObject({
      status: 'submitted',
      trackingIds: [{ trackingId: 'jane-21', source: 1 }],
      budget: usd(5_000),
    });
    const [linkId, contentId] = applied.data.contentIds;
    expect(contentId).toBe(jane.links[1]);
    const link = await api.shortLinkRow(linkId);
    expect(link).toMatchObject({ shop_domain: jane.shopName, tracking_id: 'jane-21', product_id: product.id });

    const bob = await api.boostingCreator();
    const links = await api.eventCount();
    await expectRefused(
      api,
      () => api.post('/app/apply_boosting', body, jane.token),
      409,
      SUBMISSION_MESSAGES.activeTrackingId('jane-21', 'submitted'),
    );
    await expectRefused(
      api,
      () =>
        api.post('/app/apply_boosting', { ...body, trackingId: 'jane-20', startDate: daysFromToday(-3) }, jane.token),
      400,
      BOOSTING_RULE_MESSAGES.startInPast(today()),
    );
    await expectRefused(
      api,
      () => api.post('/app/apply_boosting', { ...body, productId: 'no-such-product' }, jane.token),
      404,
      APPLY_MESSAGES.unknownProduct,
    );
    await expectRefused(
      api,
      () => api.post('/app/apply_boosting', { ...body, trackingId: 'jane-20' }, bob.token),
      404,
      APPLY_MESSAGES.unknownProduct,
    );
    expect(await api.eventCount()).toBe(links);
  });

  it('answers the open content requests operators post, soonest due first', async () => {
    const { api } = ctx;
    const jane = await api.boostingCreator();
    const post = (title: string, due: string, ...more: string[]) =>
      api.admin('boosting', 'need', 'add', '--title', title, '--description', `${title} brief`, '--due', due, ...more);
    const later = await post(
      'Back to school',
      daysFromToday(30),
      '--retailer',
      'target',
      '--url',
      'https://www.target.com/p/backpack/-/A-12345678',
    );
    const sooner = await post('Summer lamps', today());
    expect([later.code, sooner.code]).toEqual([0, 0]);
    const laterId = /request (\d+)\./.exec(later.out[0]!)![1]!;
    const soonerId = /request (\d+)\./.exec(sooner.out[0]!)![1]!;
    const refused = await post('Too late', daysFromToday(-1));
    expect([refused.code, refused.err]).toEqual([
      1,
      [`boosting need add failed: The due date cannot be before today (${today()}, Pacific time).`],
    ]);
    expect((await post('No such day', '2026-13-01')).err).toEqual([
      'boosting need add failed: The due date must be a date written YYYY-MM-DD.',
    ]);

    const needs = await api.post('/boostingData/contentNeed', {}, jane.token);
    expectContract('contentNeed', needs);
    const mine = needs.data.list.filter((n: { id: string }) => [laterId, soonerId].includes(n.id));
    expect(mine).toEqual([
      { id: soonerId, title: 'Summer lamps', description: 'Summer lamps brief', dueDate: today() },
      {
        id: laterId,
        title: 'Back to school',
        description: 'Back to school brief',
        retailer: 'target',
        productUrl: 'https://www.target.com/p/backpack/-/A-12345678',
        dueDate: daysFromToday(30),
      },
    ]);
    expect((await api.admin('boosting', 'need', 'remove', '--id', soonerId)).out).toEqual([
      `Withdrew content request ${soonerId}.`,
    ]);
    expect(
      (await api.ok(api.post('/boostingData/contentNeed', {}, jane.token))).list.map((n: { id: string }) => n.id),
    ).not.toContain(soonerId);
    expect((await api.admin('boosting', 'need', 'list')).out.join('\n')).toContain('Back to school');
  });
});
