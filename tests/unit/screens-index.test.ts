import { describe, expect, it } from 'vitest';
import { screensIndex } from '../../scripts/screens-index';

describe('the screens index (npm run screens)', () => {
  const html = screensIndex(
    'Linkmint screens',
    [
      {
        group: 'My Links',
        name: 'myLinks',
        address: '/pc/#/pages/myLinks/index',
        pictures: { desktop: 'desktop/myLinks.png', phone: 'phone/myLinks.png' },
      },
      {
        group: 'Public pages (JavaScript off)',
        name: 'Bio <page> & "more"',
        address: '/b/jane',
        pictures: { phone: 'phone/public-bio.png' },
      },
      { group: 'My Links', name: 'linkDetail', address: '/pc/#/pages/myLinks/detail', pictures: {} },
    ],
    '2026-11-28T21:00:00.000Z',
  );

  it('lists each group once with its screens, their addresses and a picture per width', () => {
    expect(html.match(/<h2>/g)).toHaveLength(2);
    expect(html.indexOf('<h2>My Links</h2>')).toBeLessThan(html.indexOf('linkDetail'));
    expect(html).toContain('<code>/pc/#/pages/myLinks/index</code>');
    expect(html).toContain(
      '<a href="phone/myLinks.png"><img src="phone/myLinks.png" alt="myLinks, phone" loading="lazy"></a>',
    );
    expect(html).toContain('3 screens, taken 2026-11-28T21:00:00.000Z.');
  });

  it('escapes every text it shows', () => {
    expect(html).toContain('Bio &lt;page&gt; &amp; &quot;more&quot;');
    expect(html).not.toContain('<page>');
  });
});
