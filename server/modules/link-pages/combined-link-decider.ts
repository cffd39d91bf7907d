import type { Decider } from '../../events/command-handler';
import { invalid, missing } from '../../events/domain-error';

/**
 * A combined link: one page at /c/{code} listing several short links of a shop, each opened through its own
 * tracked redirect. Stream `combined-link:<code>`: the code is the aggregate's id, so two combined links can
 * never share one (the event store starts a stream once).
 */

export const combinedLinkStream = (code: string) => `combined-link:${code}`;

/** CombineLink.shortLinks (openapi.yaml): 1 to 50. */
export const MAX_COMBINED_SHORT_LINKS = 50;

export const COMBINED_LINK_MESSAGES = {
  unknown: (id: string) => `There is no combined link "${id}" in your shop.`,
  blankTitle: 'Give the combined link a title.',
  repeated: (code: string) => `The short link ${code} is listed twice; list each one once.`,
  notYours: (codes: readonly string[]) =>
    `${codes.length === 1 ? 'This short link is' : 'These short links are'} not in your shop: ${codes.join(', ')}.`,
} as const;

export type CombinedLinkEvent =
  | {
      type: 'CombinedLinkCreated';
      data: { code: string; shopDomain: string; title: string; shortLinkCodes: string[]; createdAt: string };
    }
  | { type: 'CombinedLinkDeleted'; data: { code: string; shopDomain: string; deletedAt: string } };

export type CombinedLinkCommand =
  /** The short links must be live links of the shop (the caller checks the short-links read model). */
  | { type: 'CreateCombinedLink'; code: string; shopDomain: string; title: string; shortLinkCodes: readonly string[] }
  | { type: 'DeleteCombinedLink'; code: string; shopDomain: string };

export interface CombinedLinkState {
  status: 'none' | 'live' | 'deleted';
  shopDomain: string | null;
}

/** A drawn code that some combined link already has: the caller draws another. */
export class CombinedCodeTakenError extends Error {
  override name = 'CombinedCodeTakenError';
}

/** The ids of a create form, in order; a repeated one is refused (the contract says so). */
export function shortLinkCodesOf(field: string): string[] {
  const codes = field.split(',').map((code) => code.trim());
  const seen = new Set<string>();
  for (const code of codes) {
    if (seen.has(code)) throw invalid(COMBINED_LINK_MESSAGES.repeated(code));
    seen.add(code);
  }
  return codes;
}

export const combinedLinkDecider: Decider<CombinedLinkCommand, CombinedLinkState, CombinedLinkEvent> = {
  initialState: { status: 'none', shopDomain: null },
  evolve: (state, event) =>
    event.type === 'CombinedLinkCreated'
      ? { status: 'live', shopDomain: event.data.shopDomain }
      : { ...state, status: 'deleted' },
  decide(command, state, { now }) {
    if (command.type === 'CreateCombinedLink') {
      if (state.status !== 'none') throw new CombinedCodeTakenError(`The combined-link code ${command.code} is taken`);
      const title = command.title.trim();
      if (title === '') throw invalid(COMBINED_LINK_MESSAGES.blankTitle);
      return [
        {
          type: 'CombinedLinkCreated',
          data: {
            code: command.code,
            shopDomain: command.shopDomain,
            title,
            shortLinkCodes: [...command.shortLinkCodes],
            createdAt: now.toISOString(),
          },
        },
      ];
    }
    // Another shop's combined link, a deleted one and a missing one are all unknown.
    if (state.status !== 'live' || state.shopDomain !== command.shopDomain)
      throw missing(COMBINED_LINK_MESSAGES.unknown(command.code));
    return [
      {
        type: 'CombinedLinkDeleted',
        data: { code: command.code, shopDomain: command.shopDomain, deletedAt: now.toISOString() },
      },
    ];
  },
};
