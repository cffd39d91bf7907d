import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import { createCommandHandler, type CommandCall } from '../../events/command-handler';
import type { EventStore } from '../../events/event-store';
import { newShortCode } from '../short-links';
import { createCardLinks } from './auto-reply-card-links';
import { bioLinkDecider, bioLinkStream, type BioLinkCommand } from './bio-link-decider';
import {
  bioPostDecider,
  bioPostStream,
  type BioPostCommand,
  type BioPostEvent,
  type SyncedPost,
} from './bio-post-decider';
import { BIO_BUTTON_CLICK, BIO_CARD_BUTTON_CLICK, BIO_PAGE_CLICK, BIO_POST_LINK_CLICK } from './bio-link-queries';
import type { TrackedLinkSource } from '../../services';
import type { DestinationRule } from '../../../src/domain/destination-rules';

/**
 * The bio link's command side, shared by the operations and the operators' `bio post` command: one handler per
 * aggregate (a shop's page, a post), and the tracked codes of its links.
 */

/**
 * A tracked code of a bio link: ten base62 characters, so it can never be an eight-character short-link code, and
 * as hard to guess (62^10 codes; a clash among bio codes is refused by the tables' unique keys).
 */
const BIO_CODE_LENGTH = 10;
export const newBioCode = () => newShortCode(undefined, BIO_CODE_LENGTH);
export const BIO_CODE = /^[0-9A-Za-z]{10}$/;

export function createBioLinks(db: Database, store: EventStore) {
  const page = createCommandHandler(store, bioLinkDecider);
  const posts = createCommandHandler(store, bioPostDecider);
  return {
    page: (command: BioLinkCommand, call?: CommandCall) => page(bioLinkStream(command.shopDomain), command, call),
    /** The tracked addresses of Auto DM card buttons (auto-reply-card-links.ts). */
    cardLinks: createCardLinks(db, store, newBioCode),
    post: (command: BioPostCommand & { type: 'SetContent' | 'SetAutoReply' }, call?: CommandCall) =>
      posts(bioPostStream(command.shopDomain, command.mediaId), command, call),
    /** Runs a post command's rules on the stored post without appending (the check_ calls); throws what it would. */
    async checkPost(command: BioPostCommand, now: Date): Promise<void> {
      const streamId =
        command.type === 'SyncPost'
          ? bioPostStream(command.post.shopDomain, command.post.mediaId)
          : bioPostStream(command.shopDomain, command.mediaId);
      const state = (await store.readStream<BioPostEvent>(streamId)).reduce(
        bioPostDecider.evolve,
        bioPostDecider.initialState,
      );
      bioPostDecider.decide(command, state, { now, newId: randomUUID });
    },
    /** Records a post as its network reported it (a new one, or what changed); answers whether anything changed. */
    async syncPost(post: SyncedPost, call?: CommandCall): Promise<boolean> {
      const { events } = await posts(bioPostStream(post.shopDomain, post.mediaId), { type: 'SyncPost', post }, call);
      return events.length > 0;
    },
  };
}

/** /s/{code} for the codes of bio buttons, post links, Auto DM card buttons and pages (the short-links redirect asks after its own). */
export function bioTrackedLinks(db: Queryable): TrackedLinkSource {
  return {
    async resolve(code) {
      if (!BIO_CODE.test(code)) return undefined;
      const { rows } = await db.query<{
        link_type: string;
        shop_domain: string;
        destination: string;
        rules: DestinationRule[] | null;
      }>(
        `select '${BIO_BUTTON_CLICK}' as link_type, shop_domain, destination, rules from bio_buttons where code = $1
         union all select '${BIO_POST_LINK_CLICK}', shop_domain, url, null from bio_post_links where code = $1
         union all select '${BIO_CARD_BUTTON_CLICK}', shop_domain, destination, null from bio_card_links where code = $1
         union all select '${BIO_PAGE_CLICK}', shop_domain, page_destination, null from bio_links where page_code = $1`,
        [code],
      );
      const row = rows[0];
      return row
        ? {
            linkType: row.link_type,
            linkId: code,
            shopDomain: row.shop_domain,
            destination: row.destination,
            ...(row.rules && row.rules.length > 0 ? { rules: row.rules } : {}),
          }
        : undefined;
    },
  };
}

export type BioLinks = ReturnType<typeof createBioLinks>;
