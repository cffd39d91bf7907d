import { createAdvertising } from '../../server/modules/advertising';
import type { RunningServer } from '../../server/server';

const HOUR_MS = 3_600_000;

/**
 * An advertising activity posted as the operator does, its picture served by Linkmint itself (nothing in the
 * tests reaches the internet); running from an hour ago for a day unless its times are given.
 */
export function postActivity(
  server: RunningServer,
  title: string,
  times: { startTime: string; endTime: string } = runningNow(),
) {
  return createAdvertising(server.services.database, server.services.eventStore).post({
    title,
    imageUrl: `${server.url}/catalog/images/source/amazon.svg`,
    ...times,
  });
}

function runningNow() {
  return {
    startTime: new Date(Date.now() - HOUR_MS).toISOString(),
    endTime: new Date(Date.now() + 24 * HOUR_MS).toISOString(),
  };
}
