import { describe, expect, it } from 'vitest';
import { earningsServer } from './earnings-support';

/**
 * userType of the sign-in answer and the creator record: 'new' until the shop's first visitor click or first order,
 * 'regular' from then on (server/modules/accounts/user-type.ts; the app's Account tab follows it).
 */
describe.each(['pglite', 'postgres'] as const)('account: when a creator stops being new (%s)', (kind) => {
  const ctx = earningsServer(kind);

  const userTypeNow = async (creator: { token: string }) =>
    (await ctx.api.post('/setting/getInfo', {}, creator.token)).data.userType;
  const signInAgain = async (creator: { username: string; password: string }) => {
    const answer = await ctx.api.post('/blogger/v2/login', {
      username: creator.username,
      password: await ctx.api.encrypt(creator.password),
    });
    expect(answer.code, answer.message).toBe(200);
    return answer.data.userType;
  };

  it('is new with links but no visitor yet (a bot does not count), and regular from the first visitor click, in getInfo and at sign-in', async () => {
    const creator = await ctx.api.creatorWithLink();
    expect(await userTypeNow(creator)).toBe('new');
    expect(await signInAgain(creator)).toBe('new');

    expect(
      (await ctx.api.visit(creator.code, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).status,
    ).toBe(302);
    expect(await userTypeNow(creator)).toBe('new');

    expect((await ctx.api.visit(creator.code)).status).toBe(302);
    expect(await userTypeNow(creator)).toBe('regular');
    expect(await signInAgain(creator)).toBe('regular');
  });

  it('is regular from the first order, even without a click counted', async () => {
    const creator = await ctx.api.creatorWithLink();
    expect(await userTypeNow(creator)).toBe('new');
    const res = await ctx.api.postback({
      orderId: `o-${creator.code}`,
      shortCode: creator.code,
      orderAmountCents: 2_500,
      commissionCents: 100,
      status: 'pending',
      orderedAt: new Date().toISOString(),
    });
    expect(res.status, res.message).toBe(200);
    expect(await userTypeNow(creator)).toBe('regular');
    expect(await signInAgain(creator)).toBe('regular');
  });
});
