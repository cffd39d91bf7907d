import type { BrowserContext, Page, Request } from 'playwright-core';
import { PAGE_LOAD_ERROR_TEXT } from '../../src/domain/spec-constants';
import { routePath } from '../../src/domain/routes';
import { twoFrames } from './app-pages';

/**
 * A bounded crawl of the app in one signed-in browser page: it opens routes, activates the controls of each page
 * and records where each one led and whatever went wrong on the way (tests/support/no-dead-ends-crawl.ts).
 *
 * Bounds: a route is opened once per route key (its path, or the table pattern covering it, and the names of
 * its query parameters: every link's detail page is one route), a button once per page and name, a link once
 * per target route key. After a control navigated, the crawl steps back in the browser's history, and loads the
 * page afresh when that does not bring it back as it was (a dialog still open, history leading elsewhere).
 */

export interface Failure {
  where: string;
  what: string;
}

export interface Activation {
  from: string;
  control: string;
  to: string;
}

type Control = { href: string } | { name: string };
type Outcome = 'navigated' | 'stayed' | 'changed' | 'missing';

/**
 * Controls never activated: the ones that delete data or end the session ('Delete', 'Remove … from the
 * collection', 'Log out', 'Use another account (log out)', 'Unlink'), wherever the word is in the name.
 */
export const SKIPPED_CONTROLS = /\b(delete|remove|log ?out|sign ?out|unlink|disconnect|erase)\b/i;

/** The heading of the page shown for a route of neither table, and that page's own route (spec §2 404/index). */
const NOT_FOUND_HEADING = 'Page not found';
const NOT_FOUND_ROUTE = '/pages/404/index';

/** Only the test server answers; anything else (a retailer, Facebook, Stripe) is refused, never reached. */
const isLoopback = (url: string) => /^(https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/|data:|blob:|about:)/.test(url);

/**
 * In the page: whether the app shows a page that has loaded. An empty page is a lazy page still on its way (the
 * spinner shows only after 200 ms), unless it is the embedded page, drawn over the window outside #main.
 */
function pageShown(): boolean {
  const main = document.querySelector<HTMLElement>('#main');
  if (main === null || (main.innerText.trim() === '' && document.querySelector('.lm-embed') === null)) return false;
  return document.querySelector('.lm-spinner, .lm-shell-notice, [aria-busy="true"]') === null;
}

export class AppCrawler {
  readonly failures: Failure[] = [];
  readonly activations: Activation[] = [];
  /** Routes opened, by key. */
  readonly opened = new Map<string, string>();
  /** Server answers of 501 (an operation an open issue still owes), by operation path: listed, not failures. */
  readonly notImplemented = new Set<string>();
  /** Server answers of 503 for an integration this server is not configured for: listed, not failures. */
  readonly notConfigured = new Set<string>();
  private readonly reads: Array<Promise<unknown>> = [];
  /**
   * Controls seen on a page and not there again when their turn came, even on a fresh load: an earlier control
   * of the page changed what they stand for (a recent search cleared, a list filtered).
   */
  readonly gone = new Set<string>();
  /** Controls seen and not activated because SKIPPED_CONTROLS names them, counted by the word that names them. */
  readonly skipped = new Map<string, number>();
  /** Full loads of the app, and pages opened through the address bar's hash. */
  loads = 0;
  visits = 0;
  private readonly queue: string[] = [];
  private readonly queued = new Set<string>();
  private readonly checkedLinkTargets = new Set<string>();
  private readonly pending = new Set<Request>();
  /** Waiters for the moment no request is in flight. */
  private idle: Array<() => void> = [];
  private where = 'start';

  constructor(
    private readonly page: Page,
    private readonly appUrl: string,
    /** Path patterns of the route tables ('/statecharts/*'): routes under one count as one. */
    private readonly patterns: readonly string[],
  ) {
    page.on('pageerror', (error) => this.fail(`uncaught ${error.name}: ${error.message}`));
    page.on('console', (message) => {
      // A failed request is logged by the browser as well; answers are judged by their status below instead.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        this.fail(`console error: ${message.text()}`);
    });
    page.on('request', (request) => void this.pending.add(request));
    page.on('requestfinished', (request) => this.finished(request));
    page.on('requestfailed', (request) => this.finished(request));
    page.on('response', (response) => {
      const status = response.status();
      const path = new URL(response.url()).pathname;
      const where = this.where;
      if (status === 501) this.notImplemented.add(path);
      else if (status === 503) {
        // An optional integration this server runs without (Facebook sign-in) says so; any other 503 is a fault.
        this.reads.push(
          response.text().then(
            (body) =>
              / is not configured/.test(body)
                ? void this.notConfigured.add(path)
                : this.failures.push({ where, what: `503 from ${path}` }),
            () => void this.failures.push({ where, what: `503 from ${path}` }),
          ),
        );
      } else if (status >= 500) this.fail(`${status} from ${path}`);
    });
  }

  /** Refuses every request that is not to the test server, in this context and its pop-ups. */
  static async keepOffline(context: BrowserContext): Promise<void> {
    await context.route('**/*', (route) =>
      isLoopback(route.request().url()) ? route.continue() : route.abort('blockedbyclient'),
    );
  }

  /** Waits for the answers still being read (503 bodies); call before looking at `failures`. */
  async flush(): Promise<void> {
    await Promise.all(this.reads);
  }

  fail(what: string) {
    this.failures.push({ where: this.where, what });
  }

  private skip(name: string) {
    const word = SKIPPED_CONTROLS.exec(name)?.[1]?.toLowerCase() ?? name;
    this.skipped.set(word, (this.skipped.get(word) ?? 0) + 1);
  }

  /** The key a route is opened once under. */
  routeKey(route: string): string {
    const path = routePath(route);
    const pattern = this.patterns.find(
      (p) => p.endsWith('/*') && (path === p.slice(0, -2) || path.startsWith(p.slice(0, -1))),
    );
    const names = [
      ...new URLSearchParams(route.includes('?') ? route.slice(route.indexOf('?') + 1) : '').keys(),
    ].sort();
    return `${pattern ?? path}${names.length ? `?${names.join('&')}` : ''}`;
  }

  /** Routes another crawl opens (a shard of its own, tests/support/shards.ts): never queued here. */
  leaveTo(routes: readonly string[]): void {
    for (const route of routes) this.queued.add(this.routeKey(route));
  }

  private enqueue(route: string) {
    const key = this.routeKey(route);
    if (this.queued.has(key)) return;
    this.queued.add(key);
    this.queue.push(route);
  }

  /** Whether the browser shows the app, not a page a control led out of it to (the local checkout page). */
  private inApp(): boolean {
    return new URL(this.page.url()).pathname === new URL(this.appUrl).pathname;
  }

  /** The route the address bar shows, e.g. '/pages/myLinks/detail?code=abc'. */
  currentRoute(): string {
    return new URL(this.page.url()).hash.replace(/^#/, '') || '/';
  }

  /**
   * Opens `route` and waits until the page has settled: through the address bar's hash, as a creator typing an
   * address would, when the app shows another page and nothing covers it; else by a full load of the app.
   */
  async open(route: string): Promise<void> {
    this.where = route;
    if (this.loads > 0 && this.inApp() && this.currentRoute() !== route && !(await this.hasDialog())) {
      this.visits += 1;
      await this.page.evaluate((hash) => void (window.location.hash = hash), route);
    } else {
      this.loads += 1;
      await this.page.goto(`${this.appUrl}?load=${this.loads}#${route}`);
    }
    await this.settle();
  }

  /**
   * Waits for the page to settle: no request (call or lazy chunk) in flight, no loading indicator (spinner, busy
   * region, the launch screen), and still none of either two animation frames later, when the effects of what
   * arrived have started their own requests. A page that keeps polling is let go after a while.
   */
  async settle(): Promise<void> {
    const until = Date.now() + 8_000;
    while (Date.now() < until) {
      await this.requestsDone(until);
      // A page out of the app (the checkout page) has no app to wait for.
      if (!this.inApp()) return;
      // A page replaced while polled (a full load) is polled again; one still loading at the end is let go.
      const shown = await this.page
        .waitForFunction(pageShown, undefined, { polling: 'raf', timeout: Math.max(1, until - Date.now()) })
        .then(
          () => true,
          (error: Error) => error.name !== 'TimeoutError',
        );
      if (!shown) return;
      await twoFrames(this.page).catch(() => null);
      if (this.pending.size === 0 && (!this.inApp() || (await this.page.evaluate(pageShown).catch(() => false))))
        return;
    }
  }

  private finished(request: Request) {
    this.pending.delete(request);
    if (this.pending.size > 0) return;
    const waiters = this.idle;
    this.idle = [];
    for (const wake of waiters) wake();
  }

  /** Resolves once no request of the page is in flight, or at `until`. */
  private requestsDone(until: number): Promise<void> {
    if (this.pending.size === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, Math.max(0, until - Date.now()));
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.idle.push(done);
    });
  }

  private hasDialog(): Promise<boolean> {
    return this.page
      .locator('[role="dialog"], [aria-modal="true"]')
      .count()
      .then((n) => n > 0);
  }

  /** Whether the page's content is the 404 page. */
  async showsNotFound(): Promise<boolean> {
    return (await this.page.locator('#main').getByRole('heading', { name: NOT_FOUND_HEADING }).count()) > 0;
  }

  /** What the page shows that it must not: the 404 page (unless its own route asked for it) or the error boundary. */
  async checkPage(label: string, notFoundExpected = false): Promise<void> {
    if (!notFoundExpected && (await this.showsNotFound())) this.fail(`${label} shows 'Page not found'`);
    if ((await this.page.getByText(PAGE_LOAD_ERROR_TEXT).count()) > 0)
      this.fail(`${label} shows '${PAGE_LOAD_ERROR_TEXT}'`);
  }

  /** Opens every queued route, checks it, and activates its controls; routes they lead to are queued too. */
  async crawl(start: readonly string[]): Promise<void> {
    for (const route of start) this.enqueue(route);
    while (this.queue.length > 0) {
      const route = this.queue.shift()!;
      await this.open(route);
      this.opened.set(this.routeKey(route), route);
      await this.checkPage(`opening ${route}`, routePath(route) === NOT_FOUND_ROUTE);
      const landed = this.currentRoute();
      // A page that moves on by itself (default/index relaunches a tab, the popup screen steps back): its controls
      // are the landing page's, crawled under that route.
      if (this.routeKey(landed) !== this.routeKey(route)) this.enqueue(landed);
      else await this.activateControls(route);
    }
  }

  /**
   * Back to `route` as a fresh page after the last control's `outcome`: nothing to do when it stayed; one step
   * back in history when it navigated; a full load otherwise (a dialog open, history not leading back).
   */
  private async returnTo(route: string, outcome: Outcome | 'fresh'): Promise<void> {
    if (outcome === 'fresh' || outcome === 'stayed') return;
    if (outcome === 'navigated') {
      await this.page.goBack().catch(() => null);
      await this.settle();
      if (this.currentRoute() === route && !(await this.hasDialog())) return;
    }
    await this.open(route);
  }

  /**
   * Clicks the first visible control in `scope` (the page's content unless told) that is a link to `href` or a
   * button named `name`, after `prepare` (e.g. opening a panel), and checks where it led.
   */
  async activate(
    route: string,
    label: string,
    control: Control,
    options: { scope?: string; prepare?: () => Promise<void> } = {},
  ): Promise<Outcome> {
    await options.prepare?.();
    this.where = `${route} > ${label}`;
    const found = await this.page
      .locator(options.scope ?? '#main')
      .first()
      .evaluate((root, wanted) => {
        root.ownerDocument.querySelector('[data-crawl-target]')?.removeAttribute('data-crawl-target');
        const candidates =
          'href' in wanted
            ? [...root.querySelectorAll('a[href]')]
            : [...root.querySelectorAll('button:not([disabled])')];
        const match = candidates.find(
          (el) =>
            (el as HTMLElement).offsetParent !== null &&
            ('href' in wanted
              ? el.getAttribute('href') === wanted.href
              : (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() === wanted.name),
        );
        match?.setAttribute('data-crawl-target', '');
        return match !== undefined;
      }, control)
      .catch(() => false);
    if (!found) return 'missing';
    const before = this.currentRoute();
    await this.page
      .locator('[data-crawl-target]')
      .click({ timeout: 5_000 })
      .catch((error: Error) => this.fail(`could not be clicked: ${error.message.split('\n')[0]}`));
    await this.settle();
    const after = this.currentRoute();
    if (after !== before) {
      this.activations.push({ from: route, control: label, to: after });
      await this.checkPage(`${label} on ${route} (led to ${after})`);
      this.enqueue(after);
      return 'navigated';
    }
    // A dialog or panel now covers the page: the next control starts from a fresh load.
    return (await this.hasDialog()) ? 'changed' : 'stayed';
  }

  /** `activate` on `route` as the last outcome left it, and once more on a fresh load when the control is not there. */
  private async activateOnPage(
    route: string,
    label: string,
    control: Control,
    last: Outcome | 'fresh',
  ): Promise<Outcome> {
    await this.returnTo(route, last);
    const outcome = await this.activate(route, label, control);
    if (outcome !== 'missing' || last === 'fresh') return outcome;
    await this.open(route);
    return this.activate(route, label, control);
  }

  private async activateControls(route: string): Promise<void> {
    const main = this.page.locator('#main');
    const links = await main.locator('a[href]').evaluateAll((anchors) =>
      anchors.map((a) => ({
        href: a.getAttribute('href') ?? '',
        name: (a.getAttribute('aria-label') ?? a.textContent ?? '').trim(),
      })),
    );
    const buttons = await main
      .locator('button:not([disabled])')
      .evaluateAll((elements) =>
        elements
          .filter((b) => (b as HTMLElement).offsetParent !== null)
          .map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim()),
      );
    let last: Outcome | 'fresh' = 'fresh';
    const run = async (label: string, control: Control) => {
      const outcome = await this.activateOnPage(route, label, control, last);
      if (outcome === 'missing') this.gone.add(`${route} > ${label}`);
      // A missing control left the page as a fresh load did.
      last = outcome === 'missing' ? 'fresh' : outcome;
    };
    // Links: each target once; links out of the app (audience pages, retailers) are not its routes.
    for (const link of links) {
      if (!link.href.startsWith('#/')) continue;
      const target = link.href.slice(1);
      const key = this.routeKey(target);
      if (this.checkedLinkTargets.has(key)) continue;
      this.checkedLinkTargets.add(key);
      if (SKIPPED_CONTROLS.test(link.name)) this.skip(link.name);
      else await run(`link '${link.name}' (${target})`, { href: link.href });
    }
    // Buttons: each name once on this page.
    const seen = new Set<string>();
    for (const name of buttons) {
      if (name === '' || seen.has(name)) continue;
      seen.add(name);
      if (SKIPPED_CONTROLS.test(name)) this.skip(name);
      else await run(`button '${name}'`, { name });
    }
  }
}
