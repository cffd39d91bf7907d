import type { BrowserContext } from 'playwright-core';

/**
 * Browser tests run the app under its Content-Security-Policy (server/http/app-shell-policy.ts); whatever the policy
 * blocks is collected here, from every context of every browser launchChromium opens, and fails the test it
 * happened in (tests/e2e/content-security-setup.ts). The witness is the securitypolicyviolation event of every
 * document and worker, written to the console with a mark; Chromium's own "Refused to …" lines are counted too
 * where they reach Playwright.
 */

const VIOLATION_MARK = '[csp-violation]';
const violations: string[] = [];

function reportViolations(scope: Pick<Window, 'addEventListener'>, mark: string) {
  scope.addEventListener('securitypolicyviolation', (event) => {
    console.error(
      `${mark} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`,
    );
  });
}

const isViolation = (text: string) =>
  text.startsWith(VIOLATION_MARK) || (/^Refused to /.test(text) && /Content Security Policy/.test(text));

/** Starts collecting the policy violations of a context's pages and workers. */
export async function watchContentSecurity(context: BrowserContext): Promise<BrowserContext> {
  context.on('console', (message) => {
    const text = message.text();
    if (isViolation(text)) violations.push(`${message.location().url || message.page()?.url() || 'worker'}: ${text}`);
  });
  // A worker (the statechart viewer's layout) is watched from when it is seen; one that ends first is let go.
  context.on('page', (page) =>
    page.on(
      'worker',
      (worker) =>
        void worker
          .evaluate(`(${reportViolations.toString()})(self, ${JSON.stringify(VIOLATION_MARK)})`)
          .catch(() => {}),
    ),
  );
  await context.addInitScript(`(${reportViolations.toString()})(document, ${JSON.stringify(VIOLATION_MARK)})`);
  return context;
}

/** The violations seen since the last call (and forgets them). */
export function takeContentSecurityViolations(): string[] {
  return violations.splice(0, violations.length);
}
