import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { NO_NETWORK_TEXT, Z_NO_NETWORK } from '../../domain/spec-constants';
import type { networkStatusMachine } from '../../machines/network-status.machine';

/** The no-network tip (spec §8, stacked at 10080): shown while the browser is offline. */
export function NoNetworkTip({ network }: { network: Actor<typeof networkStatusMachine> }) {
  const offline = useSelector(network, (s) => s.hasTag('no-network'));
  if (!offline) return null;
  return (
    <div className="lm-no-network" role="status" style={{ zIndex: Z_NO_NETWORK }}>
      {NO_NETWORK_TEXT}
    </div>
  );
}
