import { escapeHtml } from '../../../src/domain/html';
import { isSimulator, simulatedPair } from '../../integrations/messaging/simulated-messaging';
import type { OperationHandlers, RequestContext } from '../../operations';
import type { Services } from '../../services';
import { accountByShop } from '../accounts';
import { notFoundPage, renderPage } from '../../audience-page';
import { shopOfState } from './auto-dm-service';
import { REQUESTED_SCOPES } from './connect-operations';

/**
 * The simulator's permissions dialog (/connect/facebook), standing in for Facebook's while no Facebook app is
 * configured. Server-rendered like the local checkout page: escaped, no script, only its own form may be posted.
 * It shows the simulated Page and Instagram account named after the creator the state was issued to, and the
 * permissions, each ticked and each can be unticked; Allow goes back to the app with a code carrying the ticked ones,
 * signed for that shop and state (simulated-messaging.ts), Cancel with error=access_denied, the way Facebook does.
 * With the Graph API configured the page does not exist.
 */

const DIALOG_STYLE = `<style>form{background:#fff;border-radius:14px;padding:1rem;box-shadow:0 1px 2px rgba(0,0,0,.08)}
.account{display:flex;gap:.75rem;align-items:center;margin:.5rem 0}.badge{width:2.5rem;height:2.5rem;border-radius:50%;background:#1877f2;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:700}
.badge.ig{background:#c13584}label{display:flex;gap:.5rem;align-items:flex-start;margin:.6rem 0}label code{font-weight:600}
button{width:100%;font:inherit;font-weight:600;padding:.9rem;border-radius:12px;border:0;margin-top:1rem;cursor:pointer}
button.allow{background:#1877f2;color:#fff}button.cancel{background:#fff;color:#1877f2;box-shadow:inset 0 0 0 2px #1877f2}</style>`;

const WHY: Record<string, string> = {
  instagram_basic: 'Read your Instagram professional account and its posts',
  instagram_manage_comments: 'See the comments on your posts',
  instagram_manage_messages: 'Send direct messages from your Instagram account',
  pages_manage_metadata: 'Receive the comment notifications of your Page',
  pages_show_list: 'List the Pages you manage',
  pages_messaging: 'Send direct messages from your Page',
};

function dialogPage(state: string, handle: string): Response {
  const pair = simulatedPair(handle);
  const permissions = REQUESTED_SCOPES.map(
    (scope) =>
      `<label><input type="checkbox" name="scope" value="${escapeHtml(scope)}" checked><span><code>${escapeHtml(scope)}</code><br><span class="meta">${escapeHtml(WHY[scope] ?? scope)}</span></span></label>`,
  ).join('\n');
  const page = renderPage({
    title: 'Connect Facebook (simulated)',
    body: `${DIALOG_STYLE}<header><p class="by">Simulated Facebook dialog</p><h1>Connect Linkmint to your Page</h1>
<p class="note">No Facebook app is configured on this server, so Linkmint simulates Facebook: nothing leaves this machine.</p></header>
<form method="post" action="/connect/facebook">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<div class="account"><span class="badge" aria-hidden="true">f</span><div><strong>${escapeHtml(pair.pageName)}</strong><br><span class="meta">Facebook Page ${escapeHtml(pair.pageId)}</span></div></div>
<div class="account"><span class="badge ig" aria-hidden="true">ig</span><div><strong>@${escapeHtml(pair.instagramUserName)}</strong><br><span class="meta">Instagram professional account linked to the Page</span></div></div>
<h2>Linkmint asks to</h2>
${permissions}
<button class="allow" type="submit" name="decision" value="allow">Allow</button>
<button class="cancel" type="submit" name="decision" value="cancel">Cancel</button>
</form>`,
  });
  const headers = {
    ...page.headers,
    'content-security-policy': page.headers['content-security-policy']!.replace(
      "form-action 'none'",
      "form-action 'self'",
    ),
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex',
  };
  return new Response(page.html, { status: 200, headers });
}

/** The redirect address with the dialog's answer added to its query, as Facebook sends it back. */
function backTo(redirectUri: string, answer: Record<string, string>): Response {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(answer)) url.searchParams.set(key, value);
  return new Response(null, { status: 303, headers: { location: url.href, 'cache-control': 'no-store' } });
}

export function connectPageOperations(services: Services): OperationHandlers {
  const simulator = isSimulator(services.messaging) ? services.messaging : undefined;
  /** The state's shop and the creator's handle, while the state is open and the simulator is the adapter. */
  async function openDialog(ctx: RequestContext, state: string) {
    if (!simulator) return undefined;
    const issued = await shopOfState(services.database, state, ctx.now);
    const handle = issued && (await accountByShop(services.database, issued.shopDomain))?.handle;
    return issued && handle ? { ...issued, handle } : undefined;
  }
  return {
    async renderFacebookConnectPage(ctx) {
      const state = ctx.query.state ?? '';
      const dialog = await openDialog(ctx, state);
      return dialog ? dialogPage(state, dialog.handle) : notFoundPage('Connection');
    },
    async submitFacebookConnect(ctx) {
      const form = ctx.body as { state: string; decision: 'allow' | 'cancel' };
      const dialog = await openDialog(ctx, form.state);
      if (!dialog || !simulator) return notFoundPage('Connection');
      if (form.decision === 'cancel') return backTo(dialog.redirectUri, { error: 'access_denied', state: form.state });
      // One scope field per ticked box: read them all from the form as sent (the parsed body keeps one value per
      // name). Only the permissions the dialog asked for count, however the form was edited.
      const sent = new URLSearchParams(await ctx.raw.req.text()).getAll('scope');
      const ticked = REQUESTED_SCOPES.filter((scope) => sent.includes(scope));
      const code = await simulator.issueCode({
        handle: dialog.handle,
        scopes: ticked,
        shopDomain: dialog.shopDomain,
        state: form.state,
      });
      return backTo(dialog.redirectUri, { code, state: form.state });
    },
  };
}
