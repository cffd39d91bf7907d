import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amazonListAddress, openGraphImage } from '../../server/integrations/retail-pages/amazon-list-cover';

const listId = fc.stringMatching(/^[A-Z0-9]{6,20}$/);
const amazonHost = fc.constantFrom(
  'www.amazon.com',
  'amazon.com',
  'www.amazon.co.uk',
  'www.amazon.de',
  'smile.amazon.com',
);

describe('Amazon list addresses', () => {
  it('accepts both list forms on every Amazon host, dropping the query so nothing else is sent on', () => {
    fc.assert(
      fc.property(amazonHost, listId, fc.constantFrom('', '?ref_=wl_share', '/gift-ideas'), (host, id, tail) => {
        expect(amazonListAddress(`https://${host}/hz/wishlist/ls/${id}${tail}`)?.href).toBe(
          `https://${host}/hz/wishlist/ls/${id}${tail.startsWith('/') ? tail : ''}`,
        );
        expect(amazonListAddress(`https://${host}/shop/creator_1/list/${id}${tail}`)?.search).toBe('');
      }),
    );
  });

  it('refuses any host that is not Amazon, whatever the path', () => {
    fc.assert(
      fc.property(fc.domain(), listId, (host, id) => {
        fc.pre(!/(^|\.)amazon\.[a-z.]+$/.test(host));
        expect(amazonListAddress(`https://${host}/hz/wishlist/ls/${id}`)).toBeUndefined();
        expect(amazonListAddress(`https://amazon.com.${host}/hz/wishlist/ls/${id}`)).toBeUndefined();
      }),
    );
  });

  it('finds og:image whatever the attribute order and quoting', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ validSchemes: ['https'] }),
        fc.boolean(),
        fc.constantFrom('"', "'"),
        (url, contentFirst, q) => {
          fc.pre(!url.includes(q));
          const attrs = contentFirst
            ? `content=${q}${url}${q} property=${q}og:image${q}`
            : `property=${q}og:image${q} content=${q}${url}${q}`;
          expect(openGraphImage(`<head><meta charset="utf-8"><meta ${attrs}></head>`)).toBe(url.replace(/&amp;/g, '&'));
        },
      ),
    );
  });
});
