import type { Decider } from '../../events/command-handler';
import { missing } from '../../events/domain-error';

/**
 * One decider for the creator's public documents (landing pages, link galleries, collages): each is a stream
 * `<kind>:<id>` that is created once with its whole content, changed by replacing the content, published or
 * unpublished, and deleted. The content is checked and completed (tracked codes, product cards) by the module
 * before the command, so the decider only guards ownership and the life cycle; every event carries the whole
 * document, so a projection is an upsert.
 */

export interface DocumentEventNames {
  created: string;
  changed: string;
  published: string;
  unpublished: string;
  deleted: string;
}

export type DocumentEvent<Doc> =
  | { type: string; data: { id: string; shopDomain: string; at: string; document: Doc } }
  | { type: string; data: { id: string; shopDomain: string; at: string; document?: undefined } };

export type DocumentCommand<Doc> =
  | { type: 'Create'; id: string; shopDomain: string; document: Doc }
  | { type: 'Change'; id: string; shopDomain: string; document: Doc }
  | { type: 'Publish' | 'Unpublish' | 'Delete'; id: string; shopDomain: string };

export interface DocumentState<Doc> {
  status: 'none' | 'live' | 'deleted';
  shopDomain: string | null;
  published: boolean;
  document: Doc | null;
}

/** A drawn id that some document of the kind already has: the caller draws another. */
export class DocumentIdTakenError extends Error {
  override name = 'DocumentIdTakenError';
}

export function documentDecider<Doc>(
  names: DocumentEventNames,
  unknown: (id: string) => string,
): Decider<DocumentCommand<Doc>, DocumentState<Doc>, DocumentEvent<Doc>> {
  return {
    initialState: { status: 'none', shopDomain: null, published: false, document: null },
    evolve(state, event) {
      const d = event.data as { shopDomain?: string; document?: Doc };
      // An erased shop's events keep only { redacted: true }: the document is gone.
      if (typeof d.shopDomain !== 'string') return { ...state, status: 'deleted' };
      if (event.type === names.created)
        return { status: 'live', shopDomain: d.shopDomain, published: false, document: d.document ?? null };
      if (event.type === names.changed) return { ...state, document: d.document ?? state.document };
      if (event.type === names.published) return { ...state, published: true };
      if (event.type === names.unpublished) return { ...state, published: false };
      if (event.type === names.deleted) return { ...state, status: 'deleted', published: false };
      return state;
    },
    decide(command, state, { now }) {
      const at = now.toISOString();
      const base = { id: command.id, shopDomain: command.shopDomain, at };
      if (command.type === 'Create') {
        if (state.status !== 'none') throw new DocumentIdTakenError(`The id ${command.id} is taken`);
        return [{ type: names.created, data: { ...base, document: command.document } }];
      }
      // Another shop's document, a deleted one and a missing one are all unknown.
      if (state.status !== 'live' || state.shopDomain !== command.shopDomain) throw missing(unknown(command.id));
      if (command.type === 'Change') return [{ type: names.changed, data: { ...base, document: command.document } }];
      if (command.type === 'Publish') return state.published ? [] : [{ type: names.published, data: base }];
      if (command.type === 'Unpublish') return state.published ? [{ type: names.unpublished, data: base }] : [];
      return [{ type: names.deleted, data: base }];
    },
  };
}
