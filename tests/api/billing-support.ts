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
  return { status: res.status, location: res.headers.get('location'), html: await res.text(), csp: res.headers.get('content-security-policy') };
}

export const TEST_CARD = { decision: 'pay', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/34', cardCvc: '123', cardName: 'Ada Lovelace' };

/** Opens a checkout for the plan and pays it with the test card; answers the session id. */
export async function subscribe(server: RunningServer, api: Pick<ApiCaller, 'post'>, token: string, lookupKey = 'deeplink'): Promise<string> {
  const session = await api.post('/stripe/create-checkout-session-v2', { lookup_key: lookupKey }, token);
  if (session.code !== 200) throw new Error(`checkout failed: ${session.message}`);
  const paid = await payOnCheckoutPage(server, session.data.sessionId, TEST_CARD);
  if (paid.status !== 303) throw new Error(`payment failed: ${paid.status}`);
  return session.data.sessionId;
}
