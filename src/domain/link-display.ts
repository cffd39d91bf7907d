/**
 * How the link lists write a link's facts: its clicks, the day it was made, and what it leads to. Pure and
 * locale-fixed (en-US, like the rest of the app's text), so every list writes them alike.
 */
import { retailerOfDestination } from './deep-links';
import type { Retailer } from './retailer-links';

const COUNT = new Intl.NumberFormat('en-US');
const DAY = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** "1 click", "1,204 clicks". */
export function clicksLabel(clicks: number): string {
  return `${COUNT.format(clicks)} ${clicks === 1 ? 'click' : 'clicks'}`;
}

/** "Nov 21, 2026" in the viewer's time zone; '' for a value that is no instant. */
export function createdLabel(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? DAY.format(ms) : '';
}

/** What a link leads to, as a line of a list: its title, else its address without scheme and query. */
export function linkHeadline(link: { title?: string; originalUrl: string }): string {
  const title = link.title?.trim();
  if (title) return title;
  try {
    const url = new URL(link.originalUrl);
    return `${url.host}${url.pathname}`;
  } catch {
    return link.originalUrl;
  }
}

/** The retailer a link's destination belongs to (links only ever lead to the three; Amazon if unreadable). */
export function linkRetailer(link: { originalUrl: string }): Retailer {
  return retailerOfDestination(link.originalUrl) ?? 'amazon';
}
