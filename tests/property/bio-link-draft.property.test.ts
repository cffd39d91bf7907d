import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { BIO_LINK_TEXTS, moveItem, savePlan, webAddressProblem, type ButtonDraft } from '../../src/domain/bio-link';

const ids = fc.uniqueArray(fc.stringMatching(/^[a-z0-9]{4}$/), { maxLength: 12 });

/** The server after the plan's calls: deletes, then the new buttons appended, then the order set. */
function applyPlan(serverIds: readonly string[], buttons: readonly ButtonDraft[]) {
  const plan = savePlan(serverIds, buttons);
  const left = serverIds.filter((id) => !plan.deleteIds.includes(id));
  const created = plan.create.map((_, i) => `new${i}`);
  const all = [...left, ...created];
  const order = plan.order.map((slot) => ('id' in slot ? slot.id : created[slot.created]!));
  return { plan, all, order };
}

describe('bio page draft rules', () => {
  it.prop([ids, ids, fc.array(fc.boolean(), { maxLength: 12 })])(
    "saving makes the server's buttons the draft's, in the draft's order, whatever changed elsewhere meanwhile",
    (serverIds, draftIds, fresh) => {
      // The draft holds buttons it loaded (some possibly deleted elsewhere since) and new ones.
      const buttons: ButtonDraft[] = draftIds.map((id, i) => (fresh[i] ? { key: `k${i}`, title: `T${i}`, url: 'https://a.example.com', clicks: 0 } : { key: id, id, title: `T${i}`, url: 'https://a.example.com', clicks: 0 }));
      const { plan, all, order } = applyPlan(serverIds, buttons);
      // The order names every button left on the server exactly once, as update_button_batch_sort requires.
      expect([...order].sort()).toEqual([...all].sort());
      // Kept buttons keep their ids (and clicks); only what the draft dropped is deleted.
      const kept = buttons.flatMap((b) => (b.id !== undefined && serverIds.includes(b.id) ? [b.id] : []));
      expect(order.filter((id) => !id.startsWith('new'))).toEqual(kept);
      expect(plan.deleteIds.every((id) => !kept.includes(id))).toBe(true);
      expect(order.length).toBe(buttons.length);
    },
  );

  it.prop([fc.array(fc.nat(), { maxLength: 10 }), fc.integer({ min: -3, max: 12 }), fc.integer({ min: -3, max: 12 })])('moving keeps every button once', (list, from, to) => {
    expect([...moveItem(list, from, to)].sort()).toEqual([...list].sort());
  });

  it.prop([fc.webUrl({ validSchemes: ['http', 'https'] }).filter((u) => new URL(u).hostname.includes('.'))])('http(s) addresses are accepted', (url) => {
    expect(webAddressProblem(url)).toBeNull();
  });

  it.prop([fc.constantFrom('javascript', 'JavaScript', 'data', 'vbscript', 'file', 'ftp', 'mailto', 'blob'), fc.string({ maxLength: 40 })])(
    'every other scheme is refused with the sentence that says only web addresses are taken',
    (scheme, rest) => {
      expect(webAddressProblem(`${scheme}:${rest}`)).toBe(BIO_LINK_TEXTS.urlNotWeb);
      expect(webAddressProblem(` ${scheme}:alert(1)`)).toBe(BIO_LINK_TEXTS.urlNotWeb);
    },
  );
});
