import type { LocalisationSwitch } from '../../../src/domain/amazon-localisation';
import type { Queryable } from '../../db/database';
import { createCommandHandler } from '../../events/command-handler';
import { invalid } from '../../events/domain-error';
import type { EventStore } from '../../events/event-store';
import type { Projection } from '../../events/projections';
import { announceAmazonIdsChanged } from './amazon-ids-changes';

/**
 * The shop's switch "send visitors to their own Amazon store": automatic (on once the creator has ids for two
 * stores), or on, or off as the creator set it. Stream `amazon-localisation:<shopDomain>`; the table
 * amazon_localisation_switches holds the shops that set it on or off (automatic is the absence of a row).
 */

export const amazonLocalisationStream = (shopDomain: string) => `amazon-localisation:${shopDomain}`;

export const LOCALISATION_SWITCHES: readonly LocalisationSwitch[] = ['auto', 'on', 'off'];

export type AmazonLocalisationEvent = {
  type: 'AmazonLocalisationSet';
  data: { shopDomain: string; setting: LocalisationSwitch; setAt: string };
};

type SetAmazonLocalisation = { type: 'SetAmazonLocalisation'; data: { shopDomain: string; setting: string } };

export const SWITCH_MESSAGES = { unknown: 'Choose automatic, on or off.' } as const;

const isSwitch = (value: string): value is LocalisationSwitch => (LOCALISATION_SWITCHES as string[]).includes(value);

const decider = {
  initialState: 'auto' as LocalisationSwitch,
  // An erased shop's events keep only { redacted: true }.
  evolve: (state: LocalisationSwitch, event: AmazonLocalisationEvent): LocalisationSwitch =>
    event.data?.setting ?? state,
  decide(command: SetAmazonLocalisation, state: LocalisationSwitch, { now }: { now: Date }): AmazonLocalisationEvent[] {
    const { shopDomain, setting } = command.data;
    if (!isSwitch(setting)) throw invalid(SWITCH_MESSAGES.unknown);
    if (setting === state) return [];
    return [{ type: 'AmazonLocalisationSet', data: { shopDomain, setting, setAt: now.toISOString() } }];
  },
};

export const amazonLocalisationProjection: Projection<AmazonLocalisationEvent> = {
  name: 'amazon-localisation-switches',
  tables: ['amazon_localisation_switches'],
  handles: ['AmazonLocalisationSet'],
  async apply(tx, event) {
    const d = event.data;
    if (typeof d.shopDomain !== 'string') return;
    if (d.setting === 'auto') {
      await tx.query('delete from amazon_localisation_switches where shop_domain = $1', [d.shopDomain]);
      return;
    }
    await tx.query(
      `insert into amazon_localisation_switches (shop_domain, setting, set_at) values ($1, $2, $3)
       on conflict (shop_domain) do update set setting = excluded.setting, set_at = excluded.set_at`,
      [d.shopDomain, d.setting, d.setAt],
    );
  },
};

/** The shop's switch as set (automatic where it never was). */
export async function shopLocalisationSwitch(db: Queryable, shopDomain: string): Promise<LocalisationSwitch> {
  const { rows } = await db.query<{ setting: 'on' | 'off' }>(
    'select setting from amazon_localisation_switches where shop_domain = $1',
    [shopDomain],
  );
  return rows[0]?.setting ?? 'auto';
}

/** Sets the switch (the same setting again changes nothing) and tells this process's redirect. */
export async function setLocalisationSwitch(
  store: Pick<EventStore, 'readStream' | 'append'>,
  shopDomain: string,
  setting: string,
  now: Date,
): Promise<void> {
  const handle = createCommandHandler(store, decider);
  await handle(
    amazonLocalisationStream(shopDomain),
    { type: 'SetAmazonLocalisation', data: { shopDomain, setting } },
    { now },
  );
  await announceAmazonIdsChanged(store, shopDomain);
}
