import { dirname, join } from 'node:path';
import { storeOfAddress } from '../../../src/domain/amazon-marketplaces';
import type { DestinationRule, DestinationRuleInput } from '../../../src/domain/destination-rules';
import { earnRule } from '../../../src/domain/earn-rule';
import {
  ALWAYS_LIVE,
  scheduleState,
  type LinkSchedule,
  type LinkScheduleInput,
  type ScheduleState,
} from '../../../src/domain/link-schedule';
import type { RedirectDestination } from '../../../src/domain/redirect-destination';
import { badRequest, conflict, notFound } from '../../errors';
import { ConcurrencyError } from '../../events/events';
import { createCommandHandler } from '../../events/command-handler';
import { ProjectionError } from '../../events/projections';
import { isUniqueViolation } from '../../db/database';
import type { Services, TrackedLinkSource } from '../../services';
import { earnedRules, earnedSchedule, readEarnSettings } from '../tracking-ids';
import { createAmazonLocalising } from './amazon-localising';
import { openCountryLookup, visitorCountryRule, type VisitorCountry } from './click-country';
import { createClickImporter } from './click-importer';
import { openClickJournal } from './click-journal';
import { createClickRecorder, createJournalClickRecorder, type ClickRecorder } from './click-recorder';
import { chooseDestination } from './destination-choice';
import { linkClick, SHORT_LINK_CLICK, type ClickRequest, type LinkClick } from './link-clicks';
import { refusalOf, requireAddress, sourceFor, type Destination } from './short-link-addresses';
import { createShortLinkCache } from './short-link-cache';
import { newShortCode } from './short-link-codes';
import {
  SHORT_LINK_MESSAGES,
  ShortCodeTakenError,
  shortLinkDecider,
  shortLinkStream,
  type LinkKind,
  type ShortLinkDetails,
  type ShortLinkEvent,
} from './short-link-decider';
import {
  clicksOfLinks,
  liveLinkTo,
  shortLinkByCode,
  shortLinkView,
  takenCodes,
  type ShortLinkRow,
  type ShortLinkView,
} from './short-link-queries';
import { REUSE_CONSTRAINT } from './short-links-projections';

/** A link to make: where it goes (short-link-addresses.ts) and how the shop files it. */
export interface NewShortLink extends Destination {
  shopDomain: string;
  kind: LinkKind;
  source: number | null;
  title: string | null;
  productId: string | null;
}

/** A link to a product address with one of the shop's tracking ids, as other modules make them for their pages. */
export interface ProductLinkRequest {
  shopDomain: string;
  /** A retailer product address (parseProductUrl); a tracking id in it that is not the shop's is replaced. */
  url: string;
  /** One of the shop's tracking ids of that retailer; absent: the earn rule's default (src/domain/earn-rule.ts). */
  trackingId?: string;
  kind?: LinkKind;
  source?: number;
  title?: string;
  /** The shop product the link is made for. */
  productId?: string;
  now: Date;
}

/** Where the redirect sends the visitor (a deep link may first try the retailer's app), or one of two small HTML pages. */
export type RedirectOutcome =
  | { status: 302; location: string; kind: LinkKind }
  /** Outside its schedule without a fallback address: a small page saying so (short-link-redirect.ts). */
  | { status: 410; state: Exclude<ScheduleState, 'live'> }
  | { status: 404 }
  | { status: 503 };

/** A link's schedule as the app reads it: what is stored, where it stands now and the people's clicks counted. */
export interface ScheduleView {
  schedule: LinkSchedule;
  state: ScheduleState;
  humanClicks: number;
}

export interface ShortLinks {
  /** The origin short addresses are written with: SHORT_LINK_BASE_URL, else the given request origin. */
  baseUrl(requestOrigin: string): string;
  /** Makes a link, or with `reuse` answers the shop's live link of that kind to that destination if there is one. */
  create(link: NewShortLink, options: { reuse: boolean; now: Date }): Promise<ShortLinkRow>;
  /** The get-or-create of a product link tagged by the earn rule (get_shortlink_with_trackingid semantics). */
  linkForProduct(request: ProductLinkRequest): Promise<ShortLinkRow>;
  /** Deletes a live link of the shop; its address answers 404 at once. */
  delete(shopDomain: string, code: string, now: Date): Promise<{ deletedAt: string }>;
  /** A live link's destination rules, in order (another shop's link: 404 as if there were none). */
  rules(shopDomain: string, code: string): Promise<DestinationRule[]>;
  /**
   * Replaces a live link's destination rules: each checked and its address tagged by the earn rule, or 400 naming
   * the first rule at fault. The redirect uses them at once in this process, on other servers within the cache's sync.
   */
  setRules(
    shopDomain: string,
    code: string,
    rules: readonly DestinationRuleInput[],
    now: Date,
  ): Promise<DestinationRule[]>;
  /** A live link's schedule and limits (always live when none was set); another shop's link: 404. */
  schedule(shopDomain: string, code: string, now: Date): Promise<ScheduleView>;
  /**
   * Replaces a live link's schedule: checked and its fallback tagged by the earn rule, or 400 with the reason. The
   * redirect follows it at once in this process, on other servers within the cache's sync.
   */
  setSchedule(shopDomain: string, code: string, input: LinkScheduleInput, now: Date): Promise<ScheduleView>;
  /** Sets a live link's choice of sending Amazon visitors to their own store; answers the link after it. */
  setLocalisation(shopDomain: string, code: string, localisation: string, now: Date): Promise<ShortLinkRow>;
  /**
   * Makes many links at once, all or none, in one append (a link import): each with the code it asks for or a drawn
   * one. A drawn code found taken is drawn again; an asked code taken meanwhile refuses the whole batch (409).
   */
  createMany(links: ReadonlyArray<NewShortLink & { code?: string }>, now: Date): Promise<string[]>;
  /** Which of `codes` a short link (live or deleted) or another module's tracked address of any shop holds. */
  takenCodes(codes: readonly string[]): Promise<Set<string>>;
  /** Looks the code up (in memory), records the click (a GET's) and says what to answer. */
  follow(code: string, request: ClickRequest, options?: { record?: boolean }): Promise<RedirectOutcome>;
  /**
   * Before an account's erasure (accounts module): stops serving its shop's links in this process at once (other
   * servers learn it within their cache's sync) and waits until the clicks already answered are in the log.
   */
  retireShop(shopDomain: string): Promise<void>;
  /**
   * The visitor's country for a click (ClickRequest.country): CLICK_COUNTRY_HEADER's value when it is configured,
   * else the country database's answer for the visitor's address (click-country.ts).
   */
  visitorCountry: VisitorCountry;
  /** Records a click on any link of a shop (other modules' pages and buttons); resolves once it is stored. */
  recordClick(click: LinkClick): Promise<void>;
  /** Resolves once every click answered before the call is in the log (the embedded journal imported). */
  flushClicks(): Promise<void>;
  /** The contract's ShortLink with its clicks since creation. */
  view(row: ShortLinkRow, baseUrl: string): Promise<ShortLinkView>;
  /** Stores the clicks still waiting and stops background work. */
  close(): Promise<void>;
}

/**
 * What the click records of where it was sent: the Amazon store, when the destination is one, and for a link with
 * destination rules the rule's number (0: none matched).
 */
function sentTo(
  link: { rules?: readonly unknown[] },
  sent: RedirectDestination,
): Pick<LinkClick, 'amazonStore' | 'rule'> {
  const amazonStore = sent.kind === 'localised' ? sent.store : storeOfAddress(sent.address);
  return {
    ...(amazonStore ? { amazonStore } : {}),
    ...(link.rules?.length ? { rule: sent.kind === 'rule' ? sent.ruleNumber : 0 } : {}),
  };
}

/** The journal's folder in DATA_DIR, beside the embedded database's. */
export const CLICK_JOURNAL_DIR = 'click-journal';

/** How often a freshly drawn code may turn out taken before giving up (at 62^8 codes, once is already rare). */
const CODE_ATTEMPTS = 5;

function createShortLinks(services: Services): ShortLinks {
  const { database: db, eventStore: store, config, log } = services;
  // Read before anything that runs in the background starts: a bad database file stops the start.
  const visitorCountry = visitorCountryRule(
    config.CLICK_COUNTRY_HEADER,
    config.CLICK_COUNTRY_HEADER ? undefined : openCountryLookup(config.CLICK_COUNTRY_DB),
  );
  const cache = createShortLinkCache(db, { log });
  const localising = createAmazonLocalising(db, store, { log });
  const batching = { maxBatch: config.CLICK_BATCH_MAX, maxWaitMs: config.CLICK_BATCH_WAIT_MS };
  // On the embedded database in a folder, clicks are made durable in a journal beside it (click-journal.ts).
  const journal = db.filesDir ? openClickJournal(join(dirname(db.filesDir), CLICK_JOURNAL_DIR)) : undefined;
  const clicks: ClickRecorder = journal
    ? createJournalClickRecorder(journal, createClickImporter({ journal, store, db, log }), batching)
    : createClickRecorder(store, { ...batching, concurrency: config.CLICK_BATCH_CONCURRENCY });
  const handle = createCommandHandler(store, shortLinkDecider);
  // The other modules' tracked codes (ServerModule.trackedLinks), asked in module order after a cache miss.
  let trackedSources: TrackedLinkSource[] | undefined;
  const trackedLinks = () =>
    (trackedSources ??= services.modules.flatMap((module) => {
      const source = module.trackedLinks?.(services);
      return source ? [source] : [];
    }));

  /** A short link of the cache, else another module's tracked link, with what its click is recorded as. */
  async function lookUp(code: string) {
    const link = await cache.get(code);
    if (link)
      return {
        shopDomain: link.shopDomain,
        destination: link.destination,
        rules: link.rules,
        kind: link.kind,
        localisation: link.localisation,
        schedule: link.schedule,
        click: { linkType: SHORT_LINK_CLICK, linkId: code, shopDomain: link.shopDomain },
      };
    for (const source of trackedLinks()) {
      const tracked = await source.resolve(code);
      if (tracked)
        return {
          shopDomain: tracked.shopDomain,
          destination: tracked.destination,
          rules: tracked.rules,
          kind: 'short' as const,
          schedule: null,
          click: tracked,
        };
    }
    return undefined;
  }

  /** A link just made, served by this process's redirect at once (other servers within the cache's sync). */
  const remember = (link: ShortLinkDetails) =>
    cache.put(link.code, {
      shopDomain: link.shopDomain,
      destination: link.destination,
      kind: link.kind,
      rules: [],
      localisation: 'shop',
      schedule: null,
    });

  async function create(link: NewShortLink, { reuse, now }: { reuse: boolean; now: Date }): Promise<ShortLinkRow> {
    if (reuse) {
      const existing = await liveLinkTo(db, link.shopDomain, link.kind, link.destination);
      if (existing) return existing;
    }
    for (let attempt = 1; ; attempt += 1) {
      const details: ShortLinkDetails = { ...link, code: newShortCode(), reusable: reuse };
      try {
        await handle(shortLinkStream(details.code), { type: 'CreateShortLink', data: details }, { now });
      } catch (error) {
        if (error instanceof ShortCodeTakenError && attempt < CODE_ATTEMPTS) continue;
        // Another request made the same reusable link a moment ago: that one is the answer.
        if (reuse && error instanceof ProjectionError && isUniqueViolation(error.cause, REUSE_CONSTRAINT)) {
          const winner = await liveLinkTo(db, link.shopDomain, link.kind, link.destination);
          if (winner) return winner;
        }
        throw error;
      }
      remember(details);
      const row = await shortLinkByCode(db, details.code);
      if (!row) throw new Error(`Short link ${details.code} was stored but is not in short_links`);
      return row;
    }
  }

  async function createMany(batch: ReadonlyArray<NewShortLink & { code?: string }>, now: Date): Promise<string[]> {
    const asked = new Set(batch.flatMap((link) => (link.code ? [shortLinkStream(link.code)] : [])));
    for (let attempt = 1; ; attempt += 1) {
      const details: ShortLinkDetails[] = batch.map(({ code, ...link }) => ({
        ...link,
        code: code ?? newShortCode(),
        reusable: false,
      }));
      try {
        // Starting a link's stream is claiming its code (short-link-decider.ts): appendMany starts each once or fails all.
        await store.appendMany<ShortLinkEvent>(
          details.map((data) => ({
            streamId: shortLinkStream(data.code),
            event: { type: 'ShortLinkCreated', data: { ...data, createdAt: now.toISOString() } },
          })),
        );
      } catch (error) {
        if (!(error instanceof ConcurrencyError)) throw error;
        if (asked.has(error.streamId) || attempt >= CODE_ATTEMPTS)
          throw conflict(SHORT_LINK_MESSAGES.codeTaken(error.streamId.slice(shortLinkStream('').length)));
        continue;
      }
      details.forEach(remember);
      return details.map((link) => link.code);
    }
  }

  async function scheduleView(schedule: LinkSchedule, code: string, now: Date): Promise<ScheduleView> {
    const humanClicks = (await clicksOfLinks(db, [code])).get(code) ?? 0;
    return { schedule, state: scheduleState(schedule, now.getTime(), humanClicks), humanClicks };
  }

  const links: ShortLinks = {
    baseUrl: (requestOrigin) => config.SHORT_LINK_BASE_URL ?? requestOrigin,
    create,
    createMany,

    async takenCodes(codes) {
      const taken = await takenCodes(db, codes);
      for (const code of codes) if (!taken.has(code) && (await lookUp(code))) taken.add(code);
      return taken;
    },

    async linkForProduct(request) {
      const { product, href } = requireAddress(request.url);
      const settings = await readEarnSettings({ db, store }, request.shopDomain);
      const decision = earnRule(
        href,
        settings,
        request.trackingId !== undefined ? { trackingId: request.trackingId } : {},
      );
      if (decision.outcome !== 'tagged') throw badRequest(refusalOf(product.retailer, decision));
      return create(
        {
          retailer: product.retailer,
          retailerItemId: product.productId,
          normalizedUrl: product.canonicalUrl,
          destination: decision.address,
          trackingId: decision.trackingId,
          shopDomain: request.shopDomain,
          kind: request.kind ?? 'short',
          source: sourceFor(product.retailer, request.source),
          title: request.title?.trim() || null,
          productId: request.productId ?? null,
        },
        { reuse: true, now: request.now },
      );
    },

    async delete(shopDomain, code, now) {
      const { events } = await handle(
        shortLinkStream(code),
        { type: 'DeleteShortLink', data: { shopDomain } },
        { now },
      );
      cache.remove(code);
      const deleted = events[0];
      if (deleted?.type !== 'ShortLinkDeleted') throw notFound(SHORT_LINK_MESSAGES.missing);
      return { deletedAt: deleted.data.deletedAt };
    },

    async rules(shopDomain, code) {
      const row = await shortLinkByCode(db, code);
      if (!row || row.shop_domain !== shopDomain || row.deleted_at) throw notFound(SHORT_LINK_MESSAGES.missing);
      return row.rules;
    },

    async setRules(shopDomain, code, inputs, now) {
      const rules = await earnedRules({ db, store }, shopDomain, inputs);
      await handle(shortLinkStream(code), { type: 'SetDestinationRules', data: { shopDomain, rules } }, { now });
      cache.update(code, { rules });
      return rules;
    },

    async schedule(shopDomain, code, now) {
      const row = await shortLinkByCode(db, code);
      if (!row || row.shop_domain !== shopDomain || row.deleted_at) throw notFound(SHORT_LINK_MESSAGES.missing);
      return scheduleView(row.schedule ?? ALWAYS_LIVE, code, now);
    },

    async setSchedule(shopDomain, code, input, now) {
      const schedule = await earnedSchedule({ db, store }, shopDomain, input);
      await handle(shortLinkStream(code), { type: 'SetShortLinkSchedule', data: { shopDomain, schedule } }, { now });
      const view = await scheduleView(schedule, code, now);
      cache.update(code, { schedule });
      cache.setStoredClicks(code, view.humanClicks);
      return view;
    },

    async setLocalisation(shopDomain, code, localisation, now) {
      await handle(
        shortLinkStream(code),
        { type: 'SetShortLinkLocalisation', data: { shopDomain, localisation } },
        { now },
      );
      const row = await shortLinkByCode(db, code);
      if (!row) throw notFound(SHORT_LINK_MESSAGES.missing);
      cache.update(code, { localisation: row.localisation });
      return row;
    },

    async follow(code, request, { record = true } = {}) {
      let link;
      try {
        link = await lookUp(code);
      } catch (error) {
        log.error('short link lookup failed', { err: error });
        return { status: 503 };
      }
      if (!link) return { status: 404 };
      // Outside its schedule (off, before or after its window, past its cap) the link's destination is not offered.
      const state = link.schedule
        ? scheduleState(link.schedule, request.at.getTime(), cache.humanClicks(code))
        : 'live';
      const fallback = state === 'live' ? undefined : link.schedule?.fallbackUrl;
      // Destination rules, then the visitor's own Amazon store, then the link's own destination (destination-choice.ts).
      const sent = state === 'live' ? await chooseDestination(localising, link, request) : undefined;
      if (record) {
        const click = linkClick(link.click, request, sent ? sentTo(link, sent) : {});
        // Every person's click on a capped link counts (as the daily counters do), before it is stored, so two
        // clicks at once cannot both take a cap's last place.
        const counts = !click.bot && link.schedule !== null && link.schedule.clickCap !== null;
        if (counts) cache.countClick(code);
        try {
          await clicks.record(click);
        } catch (error) {
          if (counts) cache.countClick(code, -1);
          // No 302 for a click that is not stored: the visitor is asked to try again instead.
          log.error('click not stored', { err: error, clickId: request.clickId });
          return { status: 503 };
        }
      }
      if (state !== 'live')
        return fallback ? { status: 302, location: fallback, kind: 'short' } : { status: 410, state };
      return sent ? { status: 302, location: sent.address, kind: link.kind } : { status: 503 };
    },

    async retireShop(shopDomain) {
      cache.removeShop(shopDomain);
      await clicks.flush();
    },

    visitorCountry,
    recordClick: (click) => clicks.record(click),
    flushClicks: () => clicks.flush(),

    async view(row, baseUrl) {
      const counts = await clicksOfLinks(db, [row.code]);
      return shortLinkView(row, counts.get(row.code) ?? 0, baseUrl);
    },

    async close() {
      cache.close();
      localising.close();
      await clicks.close();
    },
  };
  return links;
}

const perServices = new WeakMap<Services, ShortLinks>();

/**
 * The short links of a running server (one per services: one cache and one click queue, shared by the
 * operations, the redirect and other modules that make links or record clicks on their pages).
 */
export function shortLinksOf(services: Services): ShortLinks {
  let links = perServices.get(services);
  if (!links) {
    links = createShortLinks(services);
    perServices.set(services, links);
  }
  return links;
}

/** Closes the short links of these services if they were ever used. */
export async function closeShortLinksOf(services: Services): Promise<void> {
  await perServices.get(services)?.close();
}
