import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The phone width every page must fit (an iPhone 12 to 15 in portrait). */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** The axe rule sets a page is held to: WCAG 2.1 levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe findings a page fails on: those a screen-reader or keyboard user is blocked or badly hindered by. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export interface AuditFinding {
  page: string;
  rule: string;
  what: string;
}

/** The serious and critical axe violations of the page as it shows now, one finding per rule. */
export async function axeFindings(page: Page, where: string): Promise<AuditFinding[]> {
  // The bio page preview's sandboxed frame runs no script, so axe cannot enter it; the public page it shows is
  // audited on its own.
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude('iframe[sandbox]').analyze();
  return result.violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .map((v) => ({
      page: where,
      rule: `${v.id} (${v.impact})`,
      what: v.nodes.map((n) => n.target.join(' ')).join(' | '),
    }));
}

/**
 * What keeps the page from fitting a phone: a document wider than the window (horizontal scrolling), visible
 * controls in the window whose boxes overlap by more than a pixel (one inside the other does not count), and text
 * squeezed into a narrow column.
 */
export async function phoneWidthFindings(page: Page, where: string): Promise<AuditFinding[]> {
  const found = await page.evaluate(() => {
    const problems: Array<{ rule: string; what: string }> = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      const wide = [...document.body.querySelectorAll<HTMLElement>('*')]
        .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
        .filter((el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= root.clientWidth + 1)
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
      problems.push({
        rule: 'horizontal scrolling',
        what: `${root.scrollWidth}px wide in ${root.clientWidth}px; sticking out: ${wide.join(', ')}`,
      });
    }
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} '${(el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().slice(0, 30)}'`;
    const controls = [...document.querySelectorAll('a[href], button, input, select, textarea')].filter((el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return (
        box.width > 0 &&
        box.height > 0 &&
        style.visibility !== 'hidden' &&
        box.bottom > 0 &&
        box.top < window.innerHeight &&
        box.right > 0 &&
        box.left < window.innerWidth
      );
    });
    for (let i = 0; i < controls.length; i += 1) {
      for (let j = i + 1; j < controls.length; j += 1) {
        const a = controls[i]!;
        const b = controls[j]!;
        if (a.contains(b) || b.contains(a)) continue;
        const p = a.getBoundingClientRect();
        const q = b.getBoundingClientRect();
        const across = Math.min(p.right, q.right) - Math.max(p.left, q.left);
        const down = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
        if (across > 1 && down > 1)
          problems.push({ rule: 'overlapping controls', what: `${describe(a)} and ${describe(b)}` });
      }
    }
    // Text squeezed into a sliver: a box under 48 px wide holding a line's worth of its own words, drawn as a tall
    // column of one or two letters per line (a row whose controls took the width).
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const own = [...el.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (own.length < 12) continue;
      const box = el.getBoundingClientRect();
      if (box.width < 48 && box.height > 80 && getComputedStyle(el).visibility !== 'hidden')
        problems.push({ rule: 'squeezed text', what: `${describe(el)} is ${Math.round(box.width)}px wide` });
    }
    return problems;
  });
  return found.map((f) => ({ page: where, ...f }));
}

/** The findings as lines a failing test prints: page, rule, elements. */
export function findingLines(findings: readonly AuditFinding[]): string[] {
  return findings.map((f) => `${f.page}: ${f.rule}: ${f.what}`);
}
