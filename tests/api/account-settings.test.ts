import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../../src/domain/validators';
import { setAppVersions, versionCode } from '../../server/modules/accounts/account-app-versions';
import { ACCOUNT_MESSAGES } from '../../server/modules/accounts/account-decider';
import { INDUSTRIES, UNKNOWN_INDUSTRY_MESSAGE } from '../../server/modules/accounts/account-industries';
import { STOREFRONT_SHAPE } from '../../server/modules/accounts/account-storefronts';
import { CODE_MESSAGES } from '../../server/modules/accounts/verification-decider';
import type { RunningServer } from '../../server/server';
import { recordClicks } from '../support/clicks';
import { sharedTestServer } from '../support/test-server';
import {
  accountApi,
  creatorWithoutHandle,
  expectContract,
  otherCode,
  unique,
  type AccountApi,
} from './account-support';

describe.each(['pglite', 'postgres'] as const)(
  'account: creator record, settings, referral, storefronts and preferences (%s)',
  (kind) => {
    let server: RunningServer;
    let api: AccountApi;

    // A server start on a busy machine can take longer than the default hook time-out.
    beforeAll(async () => {
      server = await sharedTestServer({}, kind);
      api = accountApi(server);
    }, 60_000);
    afterAll(() => server?.close());

    /** Reads that must not move when a save is refused. */
    const snapshot = async (token: string) => ({
      info: (await api.post('/setting/getInfo', {}, token)).data,
      form: (await api.post('/setting/v2/getInfo', {}, token)).data,
    });

    /** Asserts a refused call: its status, a message containing `text`, and nothing changed. */
    async function expectRefused(
      token: string,
      call: () => Promise<{ status: number; message: string }>,
      status: number,
      text: string,
    ) {
      const before = await snapshot(token);
      const events = await api.eventCount();
      const res = await call();
      expect(res.status, res.message).toBe(status);
      expect(res.message).toContain(text);
      expect(await api.eventCount()).toBe(events);
      expect(await snapshot(token)).toEqual(before);
    }

    describe('getInfo (the creator record)', () => {
      it('answers the session own account with its referral code and sign-in type', async () => {
        const creator = await api.registerCreator();
        const res = await api.post('/setting/getInfo', { shopDomain: creator.shopName }, creator.token);
        expectContract('getInfo', res);
        const row = await api.account(creator.userId);
        expect(res.data).toMatchObject({
          userId: creator.userId,
          shopDomain: creator.shopName,
          username: creator.username,
          email: creator.email,
          handle: creator.handle,
          referCode: row?.shop_code,
          planId: 0,
          userType: 'new',
          loginType: 1,
          isPro: false,
        });
        expect(res.data.sourceReferCode).toBeUndefined();
        expect(Date.parse(res.data.createdAt)).not.toBeNaN();
      });

      it('needs a session, and refuses naming another shop', async () => {
        const a = await api.registerCreator();
        const b = await api.registerCreator();
        expect((await api.post('/setting/getInfo', {})).status).toBe(401);
        expect((await api.post('/setting/getInfo', {}, 'not-a-token')).status).toBe(401);
        const other = await api.post('/setting/getInfo', { shopDomain: b.shopName }, a.token);
        expect(other.status).toBe(403);
      });
    });

    describe('saveInfo (v1, personal fields)', () => {
      it('saves the personal fields and answers the refreshed record', async () => {
        const creator = await api.registerCreator();
        const res = await api.post(
          '/setting/saveInfo',
          {
            maiNickName: 'Jane Picks',
            maiUserPicture: 'https://cdn.example.com/jane.png',
            firstName: 'Jane',
            lastName: 'Doe',
            phone: '+1 415 555 0101',
            industry: 'beauty',
            numbersOfFollowers: '10k_50k',
          },
          creator.token,
        );
        expectContract('saveInfo', res);
        expect(res.data).toMatchObject({
          maiNickName: 'Jane Picks',
          maiUserPicture: 'https://cdn.example.com/jane.png',
        });
        const form = await api.post('/setting/v2/getInfo', {}, creator.token);
        expect(form.data).toMatchObject({
          firstName: 'Jane',
          lastName: 'Doe',
          phone: '+1 415 555 0101',
          industry: 'beauty',
          numbersOfFollowers: '10k_50k',
        });
        // An empty save changes nothing and records nothing.
        const events = await api.eventCount();
        expectContract('saveInfo', await api.post('/setting/saveInfo', {}, creator.token));
        expect(await api.eventCount()).toBe(events);
      });

      it('refuses an unknown industry, a short phone number and fields it does not cover, changing nothing', async () => {
        const creator = await api.registerCreator();
        await expectRefused(
          creator.token,
          () => api.post('/setting/saveInfo', { maiNickName: 'X', industry: 'astrology' }, creator.token),
          400,
          UNKNOWN_INDUSTRY_MESSAGE,
        );
        await expectRefused(
          creator.token,
          () => api.post('/setting/saveInfo', { phone: '123456' }, creator.token),
          400,
          VALIDATION_MESSAGES.mobile,
        );
        await expectRefused(
          creator.token,
          () => api.post('/setting/saveInfo', { phone: 'call me' }, creator.token),
          400,
          'phone',
        );
        await expectRefused(
          creator.token,
          () => api.post('/setting/saveInfo', { email: 'x@example.com' }, creator.token),
          400,
          'email is not a known field',
        );
      });

      it('refuses a phone number another account uses', async () => {
        const first = await api.registerCreator();
        await api.post('/setting/saveInfo', { phone: '+1 (415) 555-0199' }, first.token);
        const second = await api.registerCreator();
        await expectRefused(
          second.token,
          () => api.post('/setting/saveInfo', { phone: '+14155550199' }, second.token),
          409,
          'This phone number is already registered.',
        );
      });
    });

    describe('the Account info form (v2 and v4)', () => {
      it('round-trips every field, with the registration tag first in the tracking-id list', async () => {
        const creator = await api.registerCreator({
          amazonTrackingId: 'jane-20',
          industry: 'fashion',
          numbersOfFollowers: 'under_1k',
        });
        const first = await api.post('/setting/v2/getInfo', {}, creator.token);
        expectContract('getInfoV2', first);
        expect(first.data.trackingIdList).toEqual([{ trackingId: 'jane-20', createdAt: expect.any(String) }]);

        const inviter = await api.registerCreator();
        const inviterCode = (await api.post('/code/getShopMaiCode', {}, inviter.token)).data as string;
        const handle = `jp_${unique()}`;
        const res = await api.post(
          '/setting/v2/saveInfo',
          {
            shopDomain: creator.shopName,
            maiNickName: 'Jane',
            firstName: 'Jane',
            lastName: 'Doe',
            phone: '+44 20 7946 0958',
            handle,
            industry: 'home-living',
            numbersOfFollowers: '100k_1m',
            referCode: inviterCode.toLowerCase(),
            amazonTrackingId: 'jane-20',
            amazonStoreFrontUrl: 'https://amazon.com/shop/jane?ref=share',
            targetStoreFrontUrl: 'https://www.target.com/curated/jane',
            walmartStoreFrontUrl: 'https://www.walmart.com/creator/jane',
            trackingIdList: ['jane-20', 'jane-21'],
            trackingId: 'jane-21',
          },
          creator.token,
        );
        expectContract('saveInfoV2', res);
        expect(res.data).toMatchObject({
          maiNickName: 'Jane',
          handle,
          industry: 'home-living',
          numbersOfFollowers: '100k_1m',
          referCode: inviterCode,
          amazonStoreFrontUrl: 'https://www.amazon.com/shop/jane',
          targetStoreFrontUrl: 'https://www.target.com/curated/jane',
          walmartStoreFrontUrl: 'https://www.walmart.com/creator/jane',
          trackingId: 'jane-21',
        });
        expect(res.data.trackingIdList.map((i: { trackingId: string }) => i.trackingId)).toEqual([
          'jane-20',
          'jane-21',
        ]);
        expect((await api.post('/setting/v2/getInfo', {}, creator.token)).data).toEqual(res.data);
        const info = await api.post('/setting/getInfo', {}, creator.token);
        expect(info.data).toMatchObject({ handle, sourceReferCode: inviterCode });

        // Dropping the preselected id from the list leaves nothing preselected.
        const trimmed = await api.post('/setting/v2/saveInfo', { trackingIdList: ['jane-20'] }, creator.token);
        expect(trimmed.data.trackingIdList.map((i: { trackingId: string }) => i.trackingId)).toEqual(['jane-20']);
        expect(trimmed.data.trackingId).toBeUndefined();
      });

      it('v4 answers the stored form and the refreshed creator record together', async () => {
        const creator = await api.registerCreator();
        const res = await api.post('/setting/v4/saveInfo', { maiNickName: 'Four', industry: 'pets' }, creator.token);
        expectContract('saveInfoV4', res);
        expect(res.data.settings).toMatchObject({ maiNickName: 'Four', industry: 'pets' });
        expect(res.data.userInfo).toMatchObject({ maiNickName: 'Four', userId: creator.userId });
        expect(res.data.settings).toEqual((await api.post('/setting/v2/getInfo', {}, creator.token)).data);
      });

      it('refuses a handle or email of another account (any letter case), an invalid handle and a stray default id', async () => {
        const other = await api.registerCreator();
        const creator = await api.registerCreator();
        const save = (body: object) => () => api.post('/setting/v2/saveInfo', body, creator.token);
        await expectRefused(
          creator.token,
          save({ maiNickName: 'X', handle: other.handle.toUpperCase() }),
          409,
          'This handle is already taken.',
        );
        await expectRefused(
          creator.token,
          save({ email: other.email.toUpperCase(), emailCode: '123456' }),
          409,
          'This email address is already registered.',
        );
        await expectRefused(creator.token, save({ handle: 'ab' }), 400, VALIDATION_MESSAGES.handle);
        await expectRefused(creator.token, save({ handle: 'no spaces' }), 400, 'handle');
        await expectRefused(creator.token, save({ trackingId: 'nobody-20' }), 400, 'Choose the default tracking id');
        await expectRefused(creator.token, save({ industry: 'Beauty' }), 400, UNKNOWN_INDUSTRY_MESSAGE);
        await expectRefused(
          creator.token,
          save({ targetStoreFrontUrl: 'https://www.target.com/p/lamp/-/A-12345678' }),
          400,
          STOREFRONT_SHAPE.target,
        );
        await expectRefused(
          creator.token,
          save({ referCode: 'NOSUCHCODE' }),
          400,
          'This referral code does not exist.',
        );
        // The same handle in another case is the creator's own: allowed.
        const own = await api.post('/setting/v2/saveInfo', { handle: creator.handle.toUpperCase() }, creator.token);
        expect(own.data.handle).toBe(creator.handle.toUpperCase());
      });

      it('changes the email only with a code mailed to the new address, used once', async () => {
        const creator = await api.registerCreator();
        const newEmail = `moved_${unique()}@example.com`;
        await expectRefused(
          creator.token,
          () => api.post('/setting/v2/saveInfo', { email: newEmail }, creator.token),
          400,
          'emailCode',
        );

        const sent = await api.post('/user/get_code_v2', { email: newEmail, type: 'change' }, creator.token);
        expectContract('getCodeV2', sent);
        const code = (await api.lastCode(newEmail))!;
        const wrong = await api.post(
          '/setting/v2/saveInfo',
          { email: newEmail, emailCode: otherCode(code), maiNickName: 'Moved' },
          creator.token,
        );
        expect(wrong.status).toBe(400);
        expect(wrong.message).toBe(CODE_MESSAGES.wrong(4));
        expect((await api.post('/setting/getInfo', {}, creator.token)).data).toMatchObject({ email: creator.email });
        expect((await api.post('/setting/v2/getInfo', {}, creator.token)).data.maiNickName).toBeUndefined();

        const res = await api.post(
          '/setting/v2/saveInfo',
          { email: newEmail, emailCode: code, maiNickName: 'Moved' },
          creator.token,
        );
        expectContract('saveInfoV2', res);
        expect(res.data).toMatchObject({ email: newEmail, maiNickName: 'Moved' });
        await api.login(newEmail, creator.password);
        // The old address is free again; the used code does not work twice.
        const back = await api.post('/setting/v2/saveInfo', { email: creator.email, emailCode: code }, creator.token);
        expect(back.status).toBe(400);
        // The unchanged address with any code is harmless.
        const same = await api.post(
          '/setting/v2/saveInfo',
          { email: newEmail.toUpperCase(), emailCode: '000000', lastName: 'Same' },
          creator.token,
        );
        expectContract('saveInfoV2', same);
        expect(same.data).toMatchObject({ email: newEmail, lastName: 'Same' });
      });

      it('does not mail a change code to an address another account uses, answering the same', async () => {
        const other = await api.registerCreator();
        const creator = await api.registerCreator();
        const res = await api.post('/user/get_code_v2', { email: other.email, type: 'change' }, creator.token);
        expectContract('getCodeV2', res);
        expect(await api.mailCount(other.email)).toBe(0);
      });
    });

    describe('profile completion (v3)', () => {
      it('lists what is missing, handle first, and the forced save sets the handle', async () => {
        const creator = await creatorWithoutHandle(server);
        const before = await api.post('/setting/v3/getInfo', {}, creator.token);
        expectContract('getInfoV3', before);
        expect(before.data.missingFields).toEqual(['handle', 'industry', 'numbersOfFollowers', 'amazonTrackingId']);
        const info = await api.post('/setting/getInfo', {}, creator.token);
        expectContract('getInfo', info);
        expect(info.data.handle).toBeUndefined();
        expect(info.data.loginType).toBe(2);

        const handle = `done_${unique()}`;
        const res = await api.post(
          '/setting/v3/saveInfo',
          {
            handle,
            industry: 'travel',
            numbersOfFollowers: '1k_10k',
            primaryPlatform: 'instagram',
            primaryPlatformHandle: handle,
          },
          creator.token,
        );
        expectContract('saveInfoV3', res);
        expect(res.data).toMatchObject({ handle, shopDomain: creator.shopName });
        const after = await api.post('/setting/v3/getInfo', {}, creator.token);
        expect(after.data.missingFields).toEqual(['amazonTrackingId']);
        expect(after.data.settings).toMatchObject({ handle, industry: 'travel', numbersOfFollowers: '1k_10k' });
      });

      it('refuses a missing, taken or invalid handle and an unknown industry, changing nothing', async () => {
        const other = await api.registerCreator();
        const creator = await creatorWithoutHandle(server);
        const save = (body: object) => () => api.post('/setting/v3/saveInfo', body, creator.token);
        await expectRefused(creator.token, save({ industry: 'travel' }), 400, 'handle is required');
        await expectRefused(
          creator.token,
          save({ handle: other.handle.toUpperCase() }),
          409,
          'This handle is already taken.',
        );
        await expectRefused(creator.token, save({ handle: '.dot' }), 400, VALIDATION_MESSAGES.handle);
        await expectRefused(
          creator.token,
          save({ handle: `ok_${unique()}`, industry: 'astrology' }),
          400,
          UNKNOWN_INDUSTRY_MESSAGE,
        );
        await expectRefused(
          creator.token,
          save({ handle: `ok_${unique()}`, email: 'x@example.com' }),
          400,
          'email is not a known field',
        );
      });
    });

    describe('referral codes', () => {
      it('the shop code is the one in the creator record, unique and stable', async () => {
        const creator = await api.registerCreator();
        const res = await api.post('/code/getShopMaiCode', {}, creator.token);
        expectContract('getShopMaiCode', res);
        expect(res.data).toMatch(/^[A-Z2-9]{8}$/);
        expect((await api.post('/code/getShopMaiCode', {}, creator.token)).data).toBe(res.data);
        expect((await api.post('/setting/getInfo', {}, creator.token)).data.referCode).toBe(res.data);
        const other = await api.registerCreator();
        expect((await api.post('/code/getShopMaiCode', {}, other.token)).data).not.toBe(res.data);
      });

      it('saves another creator code once (any letter case), then refuses to change it', async () => {
        const inviter = await api.registerCreator();
        const code = (await api.post('/code/getShopMaiCode', {}, inviter.token)).data as string;
        const creator = await api.registerCreator();
        const res = await api.post('/setting/saveReferCode', { referCode: code.toLowerCase() }, creator.token);
        expectContract('saveReferCode', res);
        expect(res.data).toEqual({ sourceReferCode: code });
        expect((await api.post('/setting/getInfo', {}, creator.token)).data.sourceReferCode).toBe(code);
        expect((await api.post('/setting/v2/getInfo', {}, creator.token)).data.referCode).toBe(code);

        const third = await api.registerCreator();
        const thirdCode = (await api.post('/code/getShopMaiCode', {}, third.token)).data as string;
        await expectRefused(
          creator.token,
          () => api.post('/setting/saveReferCode', { referCode: thirdCode }, creator.token),
          409,
          ACCOUNT_MESSAGES.referCodeLocked,
        );
        await expectRefused(
          creator.token,
          () => api.post('/setting/saveReferCode', { referCode: code }, creator.token),
          409,
          ACCOUNT_MESSAGES.referCodeLocked,
        );
      });

      it('refuses the shop own code, an unknown code and an empty one, changing nothing', async () => {
        const creator = await api.registerCreator();
        const own = (await api.post('/code/getShopMaiCode', {}, creator.token)).data as string;
        const save = (referCode: string) => () => api.post('/setting/saveReferCode', { referCode }, creator.token);
        await expectRefused(creator.token, save(own.toLowerCase()), 400, ACCOUNT_MESSAGES.ownReferCode);
        await expectRefused(creator.token, save('ZZZZ9999'), 400, 'This referral code does not exist.');
        await expectRefused(creator.token, save(''), 400, 'referCode');
        await expectRefused(creator.token, save('no-dash'), 400, 'referCode');
      });
    });

    describe('storefront addresses', () => {
      it('stores each retailer canonical address, answers all three, and null removes one', async () => {
        const creator = await api.registerCreator();
        const amazon = await api.post(
          '/setting/saveStorefrontUrl',
          { retailer: 'amazon', url: 'https://amazon.co.uk/shop/jane/?ref_=x' },
          creator.token,
        );
        expectContract('saveStorefrontUrl', amazon);
        expect(amazon.data).toEqual({ amazonStoreFrontUrl: 'https://www.amazon.co.uk/shop/jane' });
        await api.post(
          '/setting/saveStorefrontUrl',
          { retailer: 'target', url: 'https://www.target.com/curated/jane' },
          creator.token,
        );
        const walmart = await api.post(
          '/setting/saveStorefrontUrl',
          { retailer: 'walmart', url: 'https://www.walmart.com/creator/jane' },
          creator.token,
        );
        expect(walmart.data).toEqual({
          amazonStoreFrontUrl: 'https://www.amazon.co.uk/shop/jane',
          targetStoreFrontUrl: 'https://www.target.com/curated/jane',
          walmartStoreFrontUrl: 'https://www.walmart.com/creator/jane',
        });
        const removed = await api.post('/setting/saveStorefrontUrl', { retailer: 'target', url: null }, creator.token);
        expectContract('saveStorefrontUrl', removed);
        expect(removed.data).toEqual({
          amazonStoreFrontUrl: 'https://www.amazon.co.uk/shop/jane',
          walmartStoreFrontUrl: 'https://www.walmart.com/creator/jane',
        });
        expect((await api.post('/setting/v2/getInfo', {}, creator.token)).data.targetStoreFrontUrl).toBeUndefined();
        // Saving what is stored records nothing.
        const events = await api.eventCount();
        await api.post('/setting/saveStorefrontUrl', { retailer: 'target', url: null }, creator.token);
        await api.post(
          '/setting/saveStorefrontUrl',
          { retailer: 'walmart', url: 'https://walmart.com/creator/jane/' },
          creator.token,
        );
        expect(await api.eventCount()).toBe(events);
      });

      it.each([
        ['amazon', 'https://www.amazon.com/dp/B08N5WRWNW', 'This is a product page, not a storefront.'],
        ['amazon', 'https://www.target.com/curated/jane', 'This address is on Target, not Amazon.'],
        ['target', 'https://www.target.com/', STOREFRONT_SHAPE.target],
        ['walmart', 'https://www.walmart.com/ip/Thing/123456789', STOREFRONT_SHAPE.walmart],
        ['walmart', 'walmart.com/creator/jane', 'url'],
        ['costco', 'https://www.costco.com/shop/jane', 'retailer'],
      ])('refuses %s %s with a message naming the expected shape', async (retailer, url, text) => {
        const creator = await api.registerCreator();
        await expectRefused(
          creator.token,
          () => api.post('/setting/saveStorefrontUrl', { retailer, url }, creator.token),
          400,
          text,
        );
      });
    });

    describe('honor level', () => {
      it('answers the level of the creator with pictures the app serves and the month', async () => {
        const creator = await api.registerCreator();
        const res = await api.post('/shophonor/myhonor', {}, creator.token);
        expectContract('myhonor', res);
        // Registration gave a handle only: 5 points, a Rookie.
        expect(res.data).toMatchObject({
          level: 0,
          name: 'Rookie',
          levelImage: `${server.url}/pc/honor/rookie.svg`,
          levelImageBackground: `${server.url}/pc/honor/rookie-background.svg`,
        });
        expect(res.data.timeRange).toMatch(/^[A-Z][a-z]{2} \d{4}$/);
        expect(res.data.descriptionPc).toContain('Add a profile picture');

        await api.post(
          '/setting/v2/saveInfo',
          {
            maiNickName: 'Jane',
            maiUserPicture: 'https://cdn.example.com/j.png',
            industry: 'beauty',
            numbersOfFollowers: '1k_10k',
            amazonTrackingId: 'jane-20',
          },
          creator.token,
        );
        const risen = await api.post('/shophonor/myhonor', {}, creator.token, {
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'app.linkmint.example',
        });
        expectContract('myhonor', risen);
        expect(risen.data).toMatchObject({
          level: 1,
          name: 'Rising',
          levelImagePc: 'https://app.linkmint.example/pc/honor/rising.svg',
        });
        expect(risen.data.descriptionPc).not.toContain('Quick wins');

        // This month's audience clicks count too: 100 of them are 10 points.
        await recordClicks(server.services, creator.shopName, 'honor-link', 100);
        const clicked = await api.post('/shophonor/myhonor', {}, creator.token);
        expect(clicked.data.descriptionPc).toContain('Audience clicks this month: 10 of 50');
      });
    });

    describe('AI collage preference', () => {
      it('answers the defaults, then what was saved, per shop', async () => {
        const creator = await api.registerCreator();
        const other = await api.registerCreator();
        const defaults = await api.post('/gallery/get_gallery_setting', {}, creator.token);
        expectContract('getGallerySetting', defaults);
        expect(defaults.data).toEqual({
          style: 'grid',
          backgroundColor: '#FFFFFF',
          spacing: 12,
          showPrices: true,
          showRetailerLogos: true,
          maxItems: 9,
        });

        const wanted = {
          style: 'magazine',
          backgroundColor: '#10B981',
          spacing: 24,
          showPrices: false,
          showRetailerLogos: false,
          maxItems: 4,
        };
        const saved = await api.post(
          '/gallery/add_gallery_setting',
          { shopDomain: creator.shopName, ...wanted },
          creator.token,
        );
        expectContract('addGallerySetting', saved);
        expect(saved.data).toEqual(wanted);
        expect((await api.post('/gallery/get_gallery_setting', {}, creator.token)).data).toEqual(wanted);
        expect((await api.post('/gallery/get_gallery_setting', {}, other.token)).data).toEqual(defaults.data);
      });

      it.each([
        [
          { style: 'grid', backgroundColor: '#ffffff', showPrices: true, showRetailerLogos: true, maxItems: 9 },
          'backgroundColor',
        ],
        [
          { style: 'grid', backgroundColor: '#FFFFFF', showPrices: true, showRetailerLogos: true, maxItems: 10 },
          'maxItems',
        ],
        [
          {
            style: 'grid',
            backgroundColor: '#FFFFFF',
            spacing: 49,
            showPrices: true,
            showRetailerLogos: true,
            maxItems: 9,
          },
          'spacing',
        ],
        [
          { style: 'collage', backgroundColor: '#FFFFFF', showPrices: true, showRetailerLogos: true, maxItems: 9 },
          'style',
        ],
        [{ style: 'grid', backgroundColor: '#FFFFFF', showPrices: true, maxItems: 9 }, 'showRetailerLogos'],
      ])('refuses %j naming %s, keeping the stored preference', async (body, field) => {
        const creator = await api.registerCreator();
        const before = await api.eventCount();
        const res = await api.post('/gallery/add_gallery_setting', body, creator.token);
        expect(res.status).toBe(400);
        expect(res.message).toContain(field);
        expect(await api.eventCount()).toBe(before);
        expect((await api.post('/gallery/get_gallery_setting', {}, creator.token)).data.style).toBe('grid');
      });
    });

    describe('account deletion', () => {
      it('erases the shop settings streams with the account (tracking ids can name a person)', async () => {
        const creator = await api.registerCreator({ amazonTrackingId: 'jane-20' });
        await api.post('/setting/v2/saveInfo', { trackingIdList: ['jane-20', 'janedoe-21'] }, creator.token);
        await api.post(
          '/gallery/add_gallery_setting',
          { style: 'mosaic', backgroundColor: '#000000', showPrices: true, showRetailerLogos: true, maxItems: 6 },
          creator.token,
        );
        const res = await api.post(
          '/blogger/destroy',
          { confirm: 'DELETE', password: await api.encrypt(creator.password) },
          creator.token,
        );
        expect(res.code, res.message).toBe(200);
        for (const stream of [`tracking-ids:${creator.shopName}`, `collage-preference:${creator.shopName}`]) {
          const events = await server.services.eventStore.readStream(stream);
          expect(events.length).toBeGreaterThan(0);
          expect(events.map((e) => e.data)).toEqual(events.map(() => ({ redacted: true })));
        }
        const log = JSON.stringify((await server.services.database.query('select data from events')).rows);
        expect(log).not.toContain('janedoe-21');
      });
    });

    describe('Instagram account, industries and update versions', () => {
      it('says no Instagram account is connected rather than inventing one', async () => {
        const creator = await api.registerCreator();
        const res = await api.post('/setting/getInsUserInfo', {}, creator.token);
        expectContract('getInsUserInfo', res);
        expect(res.data).toEqual({ connected: false });
      });

      it('lists the industries without a session and refuses any input', async () => {
        const res = await api.post('/setting/industry/list/v2', {});
        expectContract('industryListV2', res);
        expect(res.data).toEqual(INDUSTRIES.map(({ id, name }) => ({ id, name })));
        expect(res.data.map((i: { name: string }) => i.name)).toEqual(
          expect.arrayContaining(['Fashion', 'Beauty', 'Home & Living', 'Other']),
        );
        const bad = await api.post('/setting/industry/list/v2', { page: 1 });
        expect(bad.status).toBe(400);
      });

      it('answers the app version by default and what operators set, per platform', async () => {
        const res = await api.post('/user/getAppForceUpdateInfo', { platform: 'ios', versionCode: 6_003_000 });
        expectContract('getAppForceUpdateInfo', res);
        expect(res.data).toEqual({
          forceUpdateVersion: versionCode('6.3.67'),
          freshNewsVersion: versionCode('6.3.67'),
        });
        await setAppVersions(
          server.services.eventStore,
          'android',
          { forceUpdateVersion: versionCode('6.4.0'), freshNewsVersion: versionCode('6.4.2') },
          new Date(),
        );
        const android = await api.post('/user/getAppForceUpdateInfo', { platform: 'android' });
        expect(android.data).toEqual({ forceUpdateVersion: 6_004_000, freshNewsVersion: 6_004_002 });
        expect((await api.post('/user/getAppForceUpdateInfo', { platform: 'web' })).data).toEqual(res.data);
        const bad = await api.post('/user/getAppForceUpdateInfo', { platform: 'symbian' });
        expect(bad.status).toBe(400);
        expect(bad.message).toContain('platform');
      });
    });
  },
);
