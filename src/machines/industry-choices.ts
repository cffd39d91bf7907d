/**
 * The industry choices (industryListV2) that the registration, Additional Info and Edit Profile forms offer. A
 * form machine spreads `industryImplementations` into its setup and adds `industriesRegion()` as a parallel
 * region: the list loads beside the form, and a failed load leaves the rest of the form usable.
 */
import { assign, fromPromise, type EventObject } from 'xstate';
import { industryListV2 } from '../api/account';

export type Industry = Awaited<ReturnType<typeof industryListV2>>[number];

export const industryListActor = fromPromise<Industry[]>(({ signal }) =>
  industryListV2(undefined, { signal, ignoreErrors: true }),
);

export function industryImplementations<C extends { industries: Industry[] }, E extends EventObject>() {
  return {
    assignIndustries: assign<C, E, { industries: Industry[] }, E, never>(((
      _: unknown,
      params: { industries: Industry[] },
    ) => ({
      industries: params.industries,
    })) as never),
  };
}

export function industriesRegion() {
  return {
    description: 'The industry choices (industryListV2) for the industry field.',
    initial: 'loading',
    states: {
      loading: {
        description: 'Loading the industries.',
        tags: ['industries-loading'],
        invoke: {
          id: 'industryListV2',
          src: 'industryListV2',
          onDone: {
            target: 'ready',
            actions: {
              type: 'assignIndustries',
              params: ({ event }: { event: { output: Industry[] } }) => ({ industries: event.output }),
            },
            description: 'The choices are in the select.',
          },
          onError: { target: 'failed', description: 'The list could not be loaded; the field offers a retry.' },
        },
      },
      ready: { description: 'The industries can be chosen.' },
      failed: {
        description: 'No industries to choose from; the rest of the form works.',
        tags: ['industries-failed'],
        on: { 'industries.retry': { target: 'loading', description: 'The creator asks to load them again.' } },
      },
    },
  } as const;
}
