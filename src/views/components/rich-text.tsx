import { createElement, Fragment, type ReactNode } from 'react';

/** The limited HTML that server texts may use (system messages, honor descriptions); anything else is dropped. */
const ALLOWED = new Set(['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'a', 'ul', 'ol', 'li', 'span', 'h3', 'h4']);
const SAFE_HREF = /^(https?:|mailto:|#\/)/i;

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const children = Array.from(element.childNodes, toReact);
  // An unknown tag keeps its text but loses itself (and so its attributes, handlers and styles).
  if (!ALLOWED.has(tag))
    return tag === 'script' || tag === 'style' ? null : createElement(Fragment, { key }, ...children);
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = element.getAttribute('href') ?? '';
    if (!SAFE_HREF.test(href)) return createElement(Fragment, { key }, ...children);
    return createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer' }, ...children);
  }
  return createElement(tag, { key }, ...children);
}

/**
 * Server-written rich text rendered as React elements from an allow-list, never as raw HTML: no attribute,
 * script or style of the source reaches the page except a checked link address.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <div className={className}>{Array.from(body.childNodes, toReact)}</div>;
}
