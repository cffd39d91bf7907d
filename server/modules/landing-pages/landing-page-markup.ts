import { escapeHtml } from '../../../src/domain/html';
import { pageHeader, productMarkup } from '../creator-pages';
import { mediaPath } from '../galleries';
import type { StoredBlock } from './landing-blocks';

/** The body of a public landing page: its blocks in order, every clickable part through its tracked address. */

function blockMarkup(block: StoredBlock, href: (code: string) => string): string {
  switch (block.type) {
    case 'heading':
      return `<h2>${escapeHtml(block.text ?? '')}</h2>`;
    case 'text':
      return `<p class="text">${escapeHtml(block.text ?? '')}</p>`;
    case 'image': {
      const img = `<img src="${escapeHtml(mediaPath(block.imageFile ?? ''))}" alt="${escapeHtml(block.alt ?? '')}">`;
      return `<figure>${block.code ? `<a href="${escapeHtml(href(block.code))}" rel="nofollow noopener">${img}</a>` : img}</figure>`;
    }
    case 'product':
      return block.product && block.code
        ? `<div class="block">${productMarkup(block.product, href(block.code))}</div>`
        : '';
    case 'button':
      return block.code
        ? `<a class="button" href="${escapeHtml(href(block.code))}" rel="nofollow noopener">${escapeHtml(block.title ?? '')}</a>`
        : '';
    case 'links': {
      const title = block.title ? `<h3>${escapeHtml(block.title)}</h3>` : '';
      const items = (block.links ?? [])
        .map(
          (link) =>
            `<li><a class="item" href="${escapeHtml(href(link.code))}" rel="nofollow noopener"><span class="title">${escapeHtml(link.title)}</span></a></li>`,
        )
        .join('');
      return `${title}<ul>${items}</ul>`;
    }
  }
}

export function landingPageBody(
  page: { title: string; description: string | null; blocks: readonly StoredBlock[] },
  handle: string | null,
  linkBase: string,
): string {
  const href = (code: string) => `${linkBase}/s/${code}`;
  return `${pageHeader(page.title, handle, page.description)}${page.blocks.map((block) => blockMarkup(block, href)).join('')}`;
}

/** The first picture of the page, for link previews. */
export const firstPicture = (blocks: readonly StoredBlock[]) =>
  blocks.find((block) => block.type === 'image')?.imageFile;
