import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { BIO_LINK_TEXTS, moveItem, webAddressProblem, type ButtonDraft } from '../../src/domain/bio-link';
import { savePageRequest } from '../../src/machines/bio-link-calls';
import { bioDetail, button } from '../support/bio-link-fixtures';

const ids = fc.uniqueArray(fc.stringMatching(/^[a-z0-9]{4}$/), { maxLength: 12 });

describe('bio page draft rules', () => {
  it.prop([ids, ids, fc.array(fc.boolean(), { maxLength: 12 })])(
    "save_page gets every draft button once in the draft's order: by id when it is on the page saved against, else by title and address",
    (pageIds, draftIds, fresh) => {
      // The draft holds buttons it loaded (some possibly deleted elsewhere since) and new ones.
      const buttons: ButtonDraft[] = draftIds.map((id, i) =>
        fresh[i]
          ? { key: `k${i}`, title: ` T${i} `, url: 'https://a.example.com', clicks: 0 }
          : { key: id, id, title: `T${i}`, url: 'https://a.example.com', clicks: 0 },
      );
      const against = bioDetail({ buttons: pageIds.map((id) => button(id, `P ${id}`)) });
      const request = savePageRequest({ profile: { displayName: '', bio: '' }, buttons, social: [] }, against);
      expect(request.buttons).toEqual(
        buttons.map((b, i) =>
          b.id !== undefined && pageIds.includes(b.id)
            ? { id: b.id }
            : { title: `T${i}`, url: 'https://a.example.com' },
        ),
      );
      expect(request.loaded.buttons.map((b) => b.id)).toEqual(pageIds);
    },
  );

  it.prop([fc.array(fc.nat(), { maxLength: 10 }), fc.integer({ min: -3, max: 12 }), fc.integer({ min: -3, max: 12 })])(
    'moving keeps every button once',
    (list, from, to) => {
      expect([...moveItem(list, from, to)].sort()).toEqual([...list].sort());
    },
  );

  it.prop([fc.webUrl({ validSchemes: ['http', 'https'] }).filter((u) => new URL(u).hostname.includes('.'))])(
    'http(s) addresses are accepted',
    (url) => {
      expect(webAddressProblem(url)).toBeNull();
    },
  );

  it.prop([
    fc.constantFrom('javascript', 'JavaScript', 'data', 'vbscript', 'file', 'ftp', 'mailto', 'blob'),
    fc.string({ maxLength: 40 }),
  ])('every other scheme is refused with the sentence that says only web addresses are taken', (scheme, rest) => {
    expect(webAddressProblem(`${scheme}:${rest}`)).toBe(BIO_LINK_TEXTS.urlNotWeb);
    expect(webAddressProblem(` ${scheme}:alert(1)`)).toBe(BIO_LINK_TEXTS.urlNotWeb);
  });
});
