import { createCommandHandler } from '../../events/command-handler';
import type { EventStore } from '../../events/event-store';
import {
  decideImpactSettings,
  evolveImpactSettings,
  type ImpactSettingsCommand,
  type ImpactSettingsEvent,
  type ImpactSettingsState,
} from './impact-settings-decider';

/**
 * A shop's Impact ids for the retailers paid through Impact (Target, Walmart): what their links' click
 * addresses are built with (buildAffiliateUrl). One stream per shop, `impact-settings:<shopDomain>`, one of
 * the shop's settings streams that account deletion erases; no read table: the settings are a fold of it.
 * A save replaces one retailer's ids as a whole, a clear removes them.
 */

export const impactSettingsStream = (shopDomain: string) => `impact-settings:${shopDomain}`;

export async function readImpactSettings(
  store: Pick<EventStore, 'readStream'>,
  shopDomain: string,
): Promise<ImpactSettingsState> {
  const events = await store.readStream<ImpactSettingsEvent>(impactSettingsStream(shopDomain));
  return events.reduce(evolveImpactSettings, {});
}

/** Decides a save or clear on the shop's stream and answers the settings after it. */
export async function changeImpactSettings(
  store: Pick<EventStore, 'readStream' | 'append'>,
  shopDomain: string,
  command: ImpactSettingsCommand,
  now: Date,
): Promise<ImpactSettingsState> {
  const handle = createCommandHandler(store, {
    initialState: {} as ImpactSettingsState,
    evolve: evolveImpactSettings,
    decide: decideImpactSettings,
  });
  return (await handle(impactSettingsStream(shopDomain), command, { now })).state;
}
