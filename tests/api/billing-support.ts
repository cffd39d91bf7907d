import type { RunningServer } from '../../server/server';
import type { ApiCaller } from '../support/api-caller';

/** The local checkout page's form as a browser posts it; answers the status, the Location and the page. */
export async function payOnCheckoutPage(server: RunningServer, sessionId: string, fields: Record<string, string>) {
  const res = await fetch(`${server.url}/checkout/${sessionId}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return {
    status: res.status,
    location: res.headers.get('location'),
    html: await res.text(),
    csp: res.headers.get('content-security-policy'),
  };
}

export const TEST_CARD = {
  decision: 'pay',
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12/34',
  cardCvc: '123',
  cardName: 'Ada Lovelace',
};

/** Opens a checkout for the plan and pays it with the test card; answers the session id. */
export async function subscribe(
  server: RunningServer,
  api: Pick<ApiCaller, 'post'>,
  token: string,
  lookupKey = 'deeplink',
): Promise<string> {
  const session = await api.post('/stripe/create-checkout-session-v2', { lookup_key: lookupKey }, token);
  if (session.code !== 200) throw new Error(`checkout failed: ${session.message}`);
  const paid = await payOnCheckoutPage(server, session.data.sessionId, TEST_CARD);
  if (paid.status !== 303) throw new Error(`payment failed: ${paid.status}`);
  return session.data.sessionId;
}

/** A referrer and a creator who registered with its code: the creator's real payments credit the referrer. */
export async function referredCreator(api: ApiCaller) {
  const referrer = await api.registerCreator();
  const code = (await api.post('/code/getShopMaiCode', {}, referrer.token)).data as string;
  const creator = await api.registerCreator({ referCode: code });
  return { referrer, creator };
}

/** The shop's bills, oldest first, as [plan amount, proration credit, account credit, total] in cents. */
export async function billCents(
  api: Pick<ApiCaller, 'post'>,
  token: string,
): Promise<Array<[number, number, number, number]>> {
  const list = (await api.post('/stripe/get_bills_v2', { pageSize: 100 }, token)).data.list as any[];
  return list
    .slice()
    .reverse()
    .map((b) => [
      b.planAmount.amountCents,
      b.prorationCredit?.amountCents ?? 0,
      b.accountCredit?.amountCents ?? 0,
      b.total.amountCents,
    ]);
}

/** The referral credits in the shop's ledger, in cents, smallest first. */
export async function referralCredits(api: Pick<ApiCaller, 'post'>, token: string): Promise<number[]> {
  const list = (await api.post('/balance/get_ledger', { pageSize: 100 }, token)).data.list as any[];
  return list
    .filter((e) => e.kind === 'referral_credit')
    .map((e) => e.amount.amountCents as number)
    .sort((a, b) => a - b);
}

/** 20% of each paid bill, rounded down to the cent, smallest first: what the referrer's ledger must hold. */
export const twentyPercentOf = (totals: number[]) =>
  totals
    .filter((t) => t > 0)
    .map((t) => Math.floor(t / 5))
    .sort((a, b) => a - b);
