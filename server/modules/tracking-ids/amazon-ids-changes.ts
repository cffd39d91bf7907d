/**
 * Word that a shop's Amazon ids changed (its ids per store, its Amazon list, the id preselected in Account info or
 * its switch "send visitors to their own Amazon store"),
 * for whoever keeps them in memory in this process: the short-link redirect localises Amazon links from a copy of
 * every shop's ids (short-links/amazon-localising.ts). Listeners are kept per event store, the one object every
 * change passes through in a process, so the changes of one server's modules reach that server's listeners only.
 */

/** A listener refreshes its copy; the change's caller waits for it, so the next request sees the change. */
type Listener = (shopDomain: string) => Promise<void>;

const listenersOf = new WeakMap<object, Set<Listener>>();

/** Calls `listener` after every change of a shop's Amazon ids appended through `store`; answers the unsubscribe. */
export function onAmazonIdsChanged(store: object, listener: Listener): () => void {
  let listeners = listenersOf.get(store);
  if (!listeners) listenersOf.set(store, (listeners = new Set()));
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells this process's listeners that the shop's Amazon ids changed (after the change is stored); resolves once they caught up. */
export async function announceAmazonIdsChanged(store: object, shopDomain: string): Promise<void> {
  await Promise.all([...(listenersOf.get(store) ?? [])].map((listener) => listener(shopDomain)));
}

/** The streams whose events change a shop's Amazon ids, by prefix; the shop domain follows the prefix. */
export const AMAZON_IDS_STREAM_PREFIXES = [
  'marketplace-tracking-ids:',
  'tracking-ids:',
  'amazon-localisation:',
] as const;
