import type { DestinationRule } from '../../../src/domain/destination-rules';
import type { LinkSchedule } from '../../../src/domain/link-schedule';
import { LINK_LOCALISATIONS, type LinkLocalisation } from '../../../src/domain/amazon-localisation';
import type { Retailer } from '../../../src/domain/retailer-links';
import { invalid, missing } from '../../events/domain-error';
import type { Decider } from '../../events/command-handler';

/**
 * A short link is an aggregate of its own: stream `short-link:<code>`. Its code is its id, so claiming a code
 * is starting its stream, which the event store allows once: two links can never share a code, even when two
 * servers draw the same one at the same moment.
 */

export type LinkKind = 'short' | 'deep';

export interface ShortLinkDetails {
  code: string;
  shopDomain: string;
  kind: LinkKind;
  retailer: Retailer;
  /** ASIN, TCIN or Walmart item id of the product the address names. */
  retailerItemId: string;
  /** The product page without tracking or session parameters: what "the same address" is compared on. */
  normalizedUrl: string;
  /** Where the link redirects: the address with its tracking id. */
  destination: string;
  trackingId: string | null;
  /** Shop source dictionary id (spec §3) of where the link was made. */
  source: number | null;
  title: string | null;
  /** The shop product it was made for (products module), when it was. */
  productId: string | null;
  /**
   * Made by a get-or-create call: then it is the one link of its shop, kind and destination that such calls
   * answer (get_new_shortlink's links are extra ones and leave this false).
   */
  reusable: boolean;
}

export type ShortLinkEvent =
  | { type: 'ShortLinkCreated'; data: ShortLinkDetails & { createdAt: string } }
  | { type: 'ShortLinkDeleted'; data: { code: string; shopDomain: string; deletedAt: string } }
  /** The link's whole list of destination rules (src/domain/destination-rules.ts), checked and tagged; [] for none. */
  | {
      type: 'ShortLinkRulesSet';
      data: { code: string; shopDomain: string; rules: DestinationRule[]; at: string };
    }
  /** The link's whole schedule and limits (src/domain/link-schedule.ts), checked and its fallback tagged. */
  | {
      type: 'ShortLinkScheduleSet';
      data: { code: string; shopDomain: string; schedule: LinkSchedule; at: string };
    }
  /** The link's choice of sending Amazon visitors to their own store (amazon-localisation.ts); 'shop' until set. */
  | {
      type: 'ShortLinkLocalisationSet';
      data: { code: string; shopDomain: string; localisation: LinkLocalisation; setAt: string };
    };

export type ShortLinkCommand =
  | { type: 'CreateShortLink'; data: ShortLinkDetails }
  | { type: 'DeleteShortLink'; data: { shopDomain: string } }
  | { type: 'SetDestinationRules'; data: { shopDomain: string; rules: DestinationRule[] } }
  | { type: 'SetShortLinkSchedule'; data: { shopDomain: string; schedule: LinkSchedule } }
  | { type: 'SetShortLinkLocalisation'; data: { shopDomain: string; localisation: string } };

export interface ShortLinkState {
  status: 'none' | 'live' | 'deleted';
  code: string | null;
  shopDomain: string | null;
  localisation: LinkLocalisation;
}

export const SHORT_LINK_MESSAGES = {
  missing: 'This short link does not exist.',
  deleted: 'This short link was already deleted.',
  localisation: 'Choose shop setting, always or never.',
  codeTaken: (code: string) => `The short code ${code} was taken a moment ago: preview the import again.`,
} as const;

/** A drawn code that is already some link's: the caller draws another. */
export class ShortCodeTakenError extends Error {
  override name = 'ShortCodeTakenError';
}

export const shortLinkStream = (code: string) => `short-link:${code}`;

export const shortLinkDecider: Decider<ShortLinkCommand, ShortLinkState, ShortLinkEvent> = {
  initialState: { status: 'none', code: null, shopDomain: null, localisation: 'shop' },
  evolve(state, event) {
    // An erased link's events keep only { redacted: true }; its code stays taken.
    if (event.type === 'ShortLinkCreated')
      return {
        status: 'live',
        code: event.data.code ?? null,
        shopDomain: event.data.shopDomain ?? null,
        localisation: 'shop',
      };
    if (event.type === 'ShortLinkLocalisationSet')
      return { ...state, localisation: event.data.localisation ?? state.localisation };
    // The stream also holds the link's placements (placement-decider.ts), which leave the link as it is.
    return event.type === 'ShortLinkDeleted' ? { ...state, status: 'deleted' } : state;
  },
  decide(command, state, { now }) {
    if (command.type === 'CreateShortLink') {
      if (state.status !== 'none') throw new ShortCodeTakenError(`The code ${command.data.code} is taken`);
      return [{ type: 'ShortLinkCreated', data: { ...command.data, createdAt: now.toISOString() } }];
    }
    // Another shop's link is answered as if it did not exist: codes are public, ownership is not.
    if (state.status === 'none' || !state.code || state.shopDomain !== command.data.shopDomain)
      throw missing(SHORT_LINK_MESSAGES.missing);
    if (state.status === 'deleted') throw missing(SHORT_LINK_MESSAGES.deleted);
    if (command.type === 'SetDestinationRules')
      return [
        {
          type: 'ShortLinkRulesSet',
          data: { code: state.code, shopDomain: state.shopDomain, rules: command.data.rules, at: now.toISOString() },
        },
      ];
    if (command.type === 'SetShortLinkSchedule')
      return [
        {
          type: 'ShortLinkScheduleSet',
          data: {
            code: state.code,
            shopDomain: state.shopDomain,
            schedule: command.data.schedule,
            at: now.toISOString(),
          },
        },
      ];
    if (command.type === 'SetShortLinkLocalisation') {
      const { localisation } = command.data;
      if (!(LINK_LOCALISATIONS as readonly string[]).includes(localisation))
        throw invalid(SHORT_LINK_MESSAGES.localisation);
      if (localisation === state.localisation) return [];
      return [
        {
          type: 'ShortLinkLocalisationSet',
          data: {
            code: state.code,
            shopDomain: state.shopDomain,
            localisation: localisation as LinkLocalisation,
            setAt: now.toISOString(),
          },
        },
      ];
    }
    return [
      {
        type: 'ShortLinkDeleted',
        data: { code: state.code, shopDomain: state.shopDomain, deletedAt: now.toISOString() },
      },
    ];
  },
};
