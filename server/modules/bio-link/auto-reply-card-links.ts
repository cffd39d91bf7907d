import { dmCardSubId } from '../../../src/domain/dm-funnel';
import type { EarnSettings } from '../../../src/domain/earn-rule';
import type { Queryable, Transaction } from '../../db/database';
import { createCommandHandler, type CommandCall } from '../../events/command-handler';
import type { EventStore } from '../../events/event-store';
import type { RecordedEvent } from '../../events/events';
import type { Projection } from '../../events/projections';
import { checkEarned } from '../tracking-ids';
import type { AutoReply } from './bio-post-decider';
import { shortAddress } from './bio-link-queries';
import {
  CARD_LINK_EVENT_TYPES,
  cardLinksDecider,
  cardLinksStream,
  type CardLink,
  type CardLinksEvent,
} from './card-links-decider';

/**
 * The buttons of an Auto DM's carousel cards go out through tracked addresses like every other link of the bio page:
 * each button address of a post gets a code of its own (/s/{code}, answered by bioTrackedLinks, its clicks counted
 * like any other), leading to the address through the earn rule. The codes are made when the auto reply is saved,
 * where the creator's request gives the address's origin, and written before the auto reply itself, so a stored reply
 * never names a button address without one. Stream `bio-card-links:<shopDomain>:<mediaId>`; a button address that
 * keeps leading to the same place keeps its code (and its clicks). Replies stored before this kept their addresses.
 * A retailer's address carries the card link's sub-id where the retailer's tracking has one (dm-funnel.ts).
 */

async function applyCardLinks(tx: Transaction, event: RecordedEvent<CardLinksEvent>) {
  if (!event.data?.shopDomain) return;
  const { shopDomain, mediaId, links } = event.data;
  await tx.query('delete from bio_card_links where shop_domain = $1 and media_id = $2', [shopDomain, mediaId]);
  await tx.query(
    `insert into bio_card_links (code, shop_domain, media_id, content_url, destination, untagged, short_url)
     select l.code, $1, $2, l.content_url, l.destination, l.untagged, l.short_url
     from unnest($3::text[], $4::text[], $5::text[], $6::boolean[], $7::text[]) as l(code, content_url, destination, untagged, short_url)`,
    [
      shopDomain,
      mediaId,
      links.map((l) => l.code),
      links.map((l) => l.contentUrl),
      links.map((l) => l.destination),
      links.map((l) => l.untagged),
      links.map((l) => l.shortUrl),
    ],
  );
}

export const cardLinksProjection: Projection<CardLinksEvent> = {
  name: 'bio-card-links',
  tables: ['bio_card_links'],
  handles: CARD_LINK_EVENT_TYPES,
  apply: applyCardLinks,
};

/** The part of an auto reply (as asked for or as stored) whose buttons carry addresses. */
type Carousel = { carouselReplyContentList?: AutoReply['carouselReplyContentList'] };

/** Every button of the reply that carries an address, with where it sits. */
function buttonsOf(reply: Carousel) {
  return (reply.carouselReplyContentList ?? []).flatMap((card, c) =>
    card.chatButtonReqList.flatMap((button, b) =>
      button.contentUrl === undefined
        ? []
        : [
            {
              contentUrl: button.contentUrl,
              keepUntagged: button.keepUntagged ?? false,
              where: `Button ${b + 1} of card ${c + 1}`,
              field: `/carouselReplyContentList/${c}/chatButtonReqList/${b}/contentUrl`,
            },
          ],
    ),
  );
}

/** The card buttons whose retailer address the earn rule cannot tag and that the creator has not chosen to keep untagged. */
export function cardButtonProblems(settings: EarnSettings, reply: Carousel): Array<{ field: string; message: string }> {
  return buttonsOf(reply).flatMap((button) => {
    const checked = checkEarned(settings, button.where, button.contentUrl, { keepUntagged: button.keepUntagged });
    return checked.ok ? [] : [{ field: button.field, message: checked.message }];
  });
}

export interface CardLinkRequest {
  shopDomain: string;
  mediaId: string;
  reply: Carousel;
  settings: EarnSettings;
  /** The origin tracked addresses are written with (the short-link base). */
  shortBase: string;
}

export function createCardLinks(
  db: Queryable,
  store: Pick<EventStore, 'readStream' | 'append'>,
  newCode: () => string,
) {
  const handle = createCommandHandler(store, cardLinksDecider);
  return {
    /** Gives every button address of the reply its tracked address (call it with a reply cardButtonProblems accepts). */
    async store(
      { shopDomain, mediaId, reply, settings, shortBase }: CardLinkRequest,
      call?: CommandCall,
    ): Promise<void> {
      const { rows } = await db.query<{ code: string; content_url: string; destination: string; short_url: string }>(
        'select code, content_url, destination, short_url from bio_card_links where shop_domain = $1 and media_id = $2',
        [shopDomain, mediaId],
      );
      const links = new Map<string, CardLink>();
      for (const button of buttonsOf(reply)) {
        if (links.has(button.contentUrl)) continue;
        // The destination carries the code's own sub-id (Impact's subId2), so an order names the post it came from:
        // an address keeps its code while the earn rule still sends it to the same place with that code's sub-id.
        const earned = (code: string) => {
          const choice = { keepUntagged: button.keepUntagged, subId: dmCardSubId(code) };
          const checked = checkEarned(settings, button.where, button.contentUrl, choice);
          if (!checked.ok) throw new Error(`card button ${button.where} was stored without its earn check`);
          return checked;
        };
        const old = rows.find(
          (row) =>
            row.content_url === button.contentUrl &&
            row.short_url.startsWith(`${shortBase}/s/`) &&
            row.destination === earned(row.code).destination,
        );
        const code = old?.code ?? newCode();
        const checked = earned(code);
        links.set(button.contentUrl, {
          code,
          contentUrl: button.contentUrl,
          destination: checked.destination,
          untagged: checked.untagged,
          shortUrl: shortAddress(shortBase, code),
        });
      }
      await handle(
        cardLinksStream(shopDomain, mediaId),
        { type: 'SetCardLinks', shopDomain, mediaId, links: [...links.values()] },
        call,
      );
    },
  };
}

/** The tracked address of each button address of a post (by the address the creator gave), for the DM. */
export async function cardLinkAddresses(
  db: Queryable,
  shopDomain: string,
  mediaId: string,
): Promise<Map<string, string>> {
  const { rows } = await db.query<{ content_url: string; short_url: string }>(
    'select content_url, short_url from bio_card_links where shop_domain = $1 and media_id = $2',
    [shopDomain, mediaId],
  );
  return new Map(rows.map((row) => [row.content_url, row.short_url]));
}
