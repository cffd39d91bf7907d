import { randomUUID } from 'node:crypto';
import { periodText } from '../../../src/domain/billing-pages';
import { escapeHtml } from '../../../src/domain/html';
import { pacificUsDate } from '../../../src/domain/pacific-time';
import { formatMoney } from '../../../src/domain/catalog-pricing';
import { formatThousands } from '../../../src/domain/plan-usage';
import { planById } from '../../../src/domain/plans';
import { chargeTestCard } from '../../integrations/payments/test-cards';
import { requestOrigin, type OperationHandlers, type RequestContext } from '../../operations';
import { notFoundPage, renderPage } from '../../audience-page';
import { checkoutReturnUrl } from './billing-operations';
import { checkoutById, type CheckoutRow } from './billing-queries';
import type { Billing } from './billing-service';

/**
 * The local checkout page (/checkout/{sessionId}): the embedded payment provider used while Stripe is not
 * configured. Server-rendered like the audience pages, no script; only its own form may be posted
 * (form-action 'self'). A paid card records the payment through billing's one payment path, the same one a
 * Stripe webhook takes; a declined or refused card shows the page again with the message and changes nothing.
 */

const FORM_STYLE = `<style>form{background:#fff;border-radius:14px;padding:1rem;box-shadow:0 1px 2px rgba(0,0,0,.08)}label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;font:inherit;padding:.65rem .75rem;border:1px solid #c7c7cc;border-radius:10px}.row{display:flex;gap:.75rem}.row>div{flex:1}
button{width:100%;font:inherit;font-weight:600;padding:.9rem;border-radius:12px;border:0;margin-top:1rem;cursor:pointer}
button.pay{background:#0e7c66;color:#fff}button.cancel{background:#fff;color:#0e7c66;box-shadow:inset 0 0 0 2px #0e7c66}
.error{background:#fdecea;color:#8a1c12;border-radius:10px;padding:.75rem;margin:.75rem 0}.price{font-size:1.6rem;font-weight:700}</style>`;

function checkoutPage(row: CheckoutRow, error: string | null, status: number): Response {
  const plan = planById(Number(row.plan_id));
  const money = (amountCents: number | string) =>
    formatMoney({ amountCents: Number(amountCents), currency: row.currency });
  const price = money(row.amount_cents);
  const name = plan?.name ?? 'Plan';
  // Sessions opened before proration carry no period: they charged the month whole.
  const period =
    row.period_start && row.period_end
      ? `<p class="note">For ${escapeHtml(periodText(row.period_start.toISOString(), row.period_end.toISOString()))}, then ${escapeHtml(money(plan?.monthlyPriceCents ?? 0))} a month from ${escapeHtml(pacificUsDate(row.period_end))}.</p>`
      : '';
  const page = renderPage({
    title: `Pay for ${name}`,
    body: `${FORM_STYLE}<header><p class="by">Linkmint checkout</p><h1>${escapeHtml(name)} plan</h1>
<p class="price">${escapeHtml(price)} <span class="meta">due today</span></p>${period}
<p class="note">${escapeHtml(formatThousands(plan?.includedClicks ?? 0))} clicks a month included; extra clicks $0.01 each, at most $999 a month.</p></header>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/checkout/${encodeURIComponent(row.session_id)}">
<label for="cardNumber">Card number</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="40" placeholder="4242 4242 4242 4242">
<div class="row"><div><label for="cardExpiry">Expiry</label><input id="cardExpiry" name="cardExpiry" autocomplete="cc-exp" maxlength="10" placeholder="MM/YY"></div>
<div><label for="cardCvc">CVC</label><input id="cardCvc" name="cardCvc" inputmode="numeric" autocomplete="cc-csc" maxlength="10" placeholder="123"></div></div>
<label for="cardName">Name on card</label><input id="cardName" name="cardName" autocomplete="cc-name" maxlength="100">
<button class="pay" type="submit" name="decision" value="pay">Pay ${escapeHtml(price)}</button>
<button class="cancel" type="submit" name="decision" value="cancel">Cancel</button>
</form>
<p class="note">Test mode: no money moves. Pay with a test card such as 4242 4242 4242 4242, any future expiry and any CVC.</p>`,
  });
  const headers = {
    ...page.headers,
    // The audience pages post nothing; this one posts its own form and nothing else.
    'content-security-policy': page.headers['content-security-policy']!.replace(
      "form-action 'none'",
      "form-action 'self'",
    ),
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex',
  };
  return new Response(page.html, { status, headers });
}

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });

export function checkoutPageOperations(billing: Billing, db: Parameters<typeof checkoutById>[0]): OperationHandlers {
  async function openSession(ctx: RequestContext): Promise<CheckoutRow | undefined> {
    const row = await checkoutById(db, ctx.params.sessionId ?? '');
    if (!row || row.provider !== 'local' || row.status !== 'open' || row.expires_at.getTime() <= ctx.now.getTime())
      return undefined;
    return row;
  }
  return {
    async renderCheckoutPage(ctx) {
      const row = await openSession(ctx);
      return row ? checkoutPage(row, null, 200) : notFoundPage('Checkout');
    },
    async submitCheckout(ctx) {
      const row = await openSession(ctx);
      if (!row) return notFoundPage('Checkout');
      const form = ctx.body as {
        decision: 'pay' | 'cancel';
        cardNumber?: string;
        cardExpiry?: string;
        cardCvc?: string;
      };
      const back = checkoutReturnUrl(requestOrigin(ctx), row.session_id);
      if (form.decision === 'cancel') {
        await billing.expireCheckout(row.shop_domain, row.session_id, ctx.now);
        return seeOther(back);
      }
      // A shop that pays for a plan already (paid in another tab) changes plan instead: its card is not charged.
      const problem = await billing.paymentProblem(row.shop_domain, row.session_id);
      if (problem) return checkoutPage(row, problem.message, 409);
      const outcome = chargeTestCard(
        { number: form.cardNumber ?? '', expiry: form.cardExpiry ?? '', cvc: form.cardCvc ?? '' },
        ctx.now,
      );
      if (outcome.kind !== 'paid') return checkoutPage(row, outcome.message, outcome.kind === 'declined' ? 402 : 400);
      await billing.recordPayment(
        {
          kind: 'checkout_completed',
          eventId: `evt_local_${randomUUID().replaceAll('-', '')}`,
          shopDomain: row.shop_domain,
          sessionId: row.session_id,
          card: outcome.card,
          customerId: null,
          subscriptionId: null,
          chargedHere: true,
        },
        ctx.now,
      );
      return seeOther(back);
    },
  };
}
