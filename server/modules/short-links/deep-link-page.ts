import { planDeepLink, type DeepLinkPlatform } from '../../../src/domain/deep-links';
import { escapeHtml, scriptJson } from '../../../src/domain/html';
import { classifyUserAgent } from '../../../src/domain/user-agent';
import { renderPage } from '../../audience-page';

/**
 * What the short-link redirect answers for a link of kind `deep` (the short-links module owns /s/{code} and
 * calls this once the click is stored): on a phone, a tiny page that opens the retailer's app and falls back to
 * the web page; anywhere else the plain 302. The answer is plain data so the redirect can write it on the raw
 * Node response (its fast route) or as a Response (deepLinkResponse).
 */

export interface DeepLinkAnswer {
  status: 200 | 302;
  headers: Record<string, string>;
  /** Empty for the redirect. */
  body: string;
}

/** The phone platform of a visitor whose app can be opened; undefined for desktops, tablets browsing as desktops and programs. */
export function deepLinkPlatform(userAgent: string | null | undefined): DeepLinkPlatform | undefined {
  const visitor = classifyUserAgent(userAgent);
  if (visitor.bot || visitor.device === 'desktop' || visitor.device === 'other') return undefined;
  return visitor.os === 'android' || visitor.os === 'ios' ? visitor.os : undefined;
}

/**
 * The page's one script, the same for every link (so its CSP hash is fixed); the addresses come from the JSON
 * block. Android: navigate to the intent at once (the tap that opened the link still counts as the gesture;
 * where it does not, Chrome follows browser_fallback_url itself). iOS: navigate to the app's scheme. Both: if
 * the page is still in front after a moment (no app, or an in-app browser that ignores the app address), go on
 * to the web page; leaving for the app hides the page and cancels that.
 */
export const DEEP_LINK_SCRIPT = `(function(){var d=JSON.parse(document.getElementById('deep-link').textContent);
var t=setTimeout(function(){if(!document.hidden)location.replace(d.webUrl)},d.platform==='ios'?1500:2500);
addEventListener('pagehide',function(){clearTimeout(t)});document.addEventListener('visibilitychange',function(){if(document.hidden)clearTimeout(t)});
location.href=d.appUrl})();`;

const NO_STORE = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex', vary: 'User-Agent' } as const;

export function deepLinkAnswer(destination: string, userAgent: string | null | undefined): DeepLinkAnswer {
  const plan = planDeepLink(destination, deepLinkPlatform(userAgent));
  if (plan.kind === 'redirect') return { status: 302, headers: { ...NO_STORE, location: plan.location }, body: '' };
  const name = escapeHtml(plan.app.name);
  const page = renderPage({
    title: `Opening ${plan.app.name}`,
    body:
      `<header><h1>Opening the ${name} app…</h1><p class="intro">If the app does not open, use a button below.</p></header>` +
      `<a class="button" href="${escapeHtml(plan.appUrl)}">Open in app</a>` +
      `<a class="button secondary" href="${escapeHtml(plan.webUrl)}">Continue in browser</a>` +
      `<script type="application/json" id="deep-link">${scriptJson({ platform: plan.platform, appUrl: plan.appUrl, webUrl: plan.webUrl })}</script>`,
    scripts: [DEEP_LINK_SCRIPT],
  });
  return { status: 200, headers: { ...page.headers, ...NO_STORE }, body: page.html };
}

/** deepLinkAnswer as a fetch Response, for handlers that answer with one. */
export function deepLinkResponse(destination: string, userAgent: string | null | undefined): Response {
  const answer = deepLinkAnswer(destination, userAgent);
  return new Response(answer.status === 302 ? null : answer.body, { status: answer.status, headers: answer.headers });
}
