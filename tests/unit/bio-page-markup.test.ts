import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { SOCIAL_PLATFORMS, SOCIAL_PLATFORM_LABELS, type SocialPlatform } from '../../src/domain/bio-link';
import { RANKED_ON_PAGE } from '../../src/domain/bio-link-rules';
import { BIO_THEMES, BIO_THEME_TABLE } from '../../src/domain/bio-themes';
import { bioPageMarkup, type BioPageContent } from '../../server/modules/bio-link/bio-page-markup';

/** The public bio page of a busy creator: 20 buttons, 12 posts with a product and a link each, and networks. */
function busyPage(
  theme: (typeof BIO_THEMES)[number],
  networks: readonly SocialPlatform[] = SOCIAL_PLATFORMS,
): BioPageContent {
  const { start } = BIO_THEME_TABLE[theme];
  const link = (title: string, i: number) => ({ title: `${title} ${i + 1}`, href: `https://lnk.example.com/s/Ab${i}` });
  return {
    url: 'https://lnk.example.com/b/ada',
    title: 'Ada picks',
    look: { ...start, theme, displayName: 'Ada', bio: 'Finds for a cosy home, tested at home first.' },
    avatar: { path: '/media/bio-avatars/a1.webp', absoluteUrl: 'https://lnk.example.com/media/bio-avatars/a1.webp' },
    // Each button with an uploaded picture's thumbnail (/t/{media id}).
    buttons: Array.from({ length: 20 }, (_, i) => ({
      ...link('My favourite spring find', i),
      thumbnail: `/t/Q${String(i).padStart(2, '0')}x4Rt7Yb2Kp9Lm`,
    })),
    social: networks.map((platform) => ({ platform, url: `https://${platform}.example.com/ada` })),
    popular: [],
    trending: [],
    posts: Array.from({ length: 12 }, (_, i) => ({
      id: `1789569566800455${i}`,
      caption: `A cosy corner of the living room, number ${i + 1}, with the lamp everyone asks about`,
      thumbnailUrl: `https://cdn.example.com/posts/${i}.jpg`,
      products: [{ ...link('Linen lamp shade', i), brand: 'Homely', price: '$39.00' }],
      links: [link('Read the story', i)],
    })),
  };
}

/** Two section headers: one above the first button, one halfway down. */
const BUSY_HEADERS = [
  { title: 'Spring finds', position: 0 },
  { title: 'Around the house', position: 10 },
];

describe('the public bio page markup', () => {
  it('draws each social account as its icon, hidden from screen readers, in a link named after the network', () => {
    const { html } = bioPageMarkup(busyPage('classic'));
    const doc = new JSDOM(html).window.document;
    const links = [...doc.querySelectorAll('nav[aria-label="Social accounts"] a')];
    expect(links.map((a) => a.textContent)).toEqual(SOCIAL_PLATFORMS.map((p) => SOCIAL_PLATFORM_LABELS[p]));
    for (const a of links) {
      const svg = a.querySelector('svg')!;
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      expect(svg.querySelector('path')).not.toBeNull();
    }
    // Each network its own mark; the website a globe.
    const marks = links.map((a) => a.querySelector('svg')!.innerHTML);
    expect(new Set(marks).size).toBe(SOCIAL_PLATFORMS.length);
    expect(links.at(-1)!.querySelector('circle')).not.toBeNull();
  });

  // Issue 26's budget: every network, 20 buttons (one featured, each with a thumbnail), 2 section headers, the most
  // popular and trending three and 12 posts in under 20,000 bytes. Before the marks were rounded by point, their size
  // and paint moved to the stylesheet, same-origin addresses written as paths and unneeded attributes and end tags
  // left out, this page weighed about 23.4 kB. The thumbnails (about 1.2 kB) fit because the frame's rules the bio
  // page never uses are left out and a post tile is named by its caption (aria-labelledby) instead of repeating it.
  it.each(BIO_THEMES)(
    'stays under 20,000 bytes with every network, 20 buttons (one featured, all with thumbnails), 2 headers, the ranked three and 12 posts (%s)',
    (theme) => {
      const page = busyPage(theme);
      const { html } = bioPageMarkup({
        ...page,
        buttons: page.buttons.map((b, i) => ({ ...b, featured: i === 2 })),
        headers: BUSY_HEADERS,
        // What the page draws of a ranking (rankedOnPage): its first three.
        popular: page.buttons.slice(0, RANKED_ON_PAGE).map(({ title, href }) => ({ title, href })),
        trending: page.buttons.slice(5, 5 + RANKED_ON_PAGE).map(({ title, href }) => ({ title, href })),
      });
      const doc = new JSDOM(html).window.document;
      expect(doc.querySelectorAll('nav[aria-label="Social accounts"] svg')).toHaveLength(SOCIAL_PLATFORMS.length);
      expect(doc.querySelectorAll('a.b.f')).toHaveLength(1);
      expect([...doc.querySelectorAll('.theme > h2')].map((h) => h.textContent)).toEqual(
        BUSY_HEADERS.map((h) => h.title),
      );
      expect(doc.querySelectorAll('main > div > ul a.b > img[alt=""][loading="lazy"][src^="/t/"]')).toHaveLength(20);
      expect(doc.querySelectorAll('section a.item')).toHaveLength(2 * RANKED_ON_PAGE);
      // Each tile is named by its post's caption, written once.
      for (const tile of doc.querySelectorAll('a.tile')) {
        const caption = doc.getElementById(tile.getAttribute('aria-labelledby')!);
        expect(caption?.textContent).toMatch(/^A cosy corner of the living room, number \d+/);
      }
      expect(doc.querySelectorAll('a.tile')).toHaveLength(12);
      expect(Buffer.byteLength(html)).toBeLessThan(20_000);
    },
  );

  it('draws only thumbnails that are paths of the shop’s own pictures', () => {
    const page = busyPage('classic');
    const thumbnails = [
      '/t/AbCdEfGhIjKlMnOp',
      '/catalog/images/brand/homely.svg',
      'https://evil.example/x.png',
      '//evil.example/t/AbCdEfGhIjKlMnOp',
      '/t/AbCdEfGhIjKlMnOp?x=1',
      '/media/uploads/AbCdEfGhIjKlMnOp.webp',
    ];
    const { html } = bioPageMarkup({
      ...page,
      buttons: thumbnails.map((thumbnail, i) => ({ ...page.buttons[i]!, thumbnail })),
    });
    const sources = [...new JSDOM(html).window.document.querySelectorAll('main > div > ul a.b')].map(
      (a) => a.querySelector('img')?.getAttribute('src') ?? null,
    );
    expect(sources).toEqual(['/t/AbCdEfGhIjKlMnOp', '/catalog/images/brand/homely.svg', null, null, null, null]);
  });

  it('writes tracked addresses on the page’s own origin as paths, and others whole', () => {
    const page = busyPage('classic');
    const { html } = bioPageMarkup({
      ...page,
      buttons: [
        page.buttons[0]!,
        { title: 'Elsewhere', href: 'https://short.example.net/s/Zz1' },
        { title: 'Two slashes', href: 'https://lnk.example.com//evil.example/x' },
        { title: 'Backslash', href: 'https://lnk.example.com/\\evil.example/x' },
      ],
    });
    const hrefs = [...new JSDOM(html).window.document.querySelectorAll('main > div > ul a.b')].map((a) =>
      a.getAttribute('href'),
    );
    // Never a path another host could be read from (//host or /\host).
    expect(hrefs).toEqual([
      '/s/Ab0',
      'https://short.example.net/s/Zz1',
      'https://lnk.example.com//evil.example/x',
      'https://lnk.example.com/\\evil.example/x',
    ]);
  });
});
