import { useSelector } from '@xstate/react';
import { formatAmount, formatCount } from '../../../domain/number-formats';
import { pacificDate } from '../../../domain/pacific-time';
import { PLACEMENT_NAME_MAX } from '../../../domain/placements';
import { RETAILER_NAMES } from '../../../domain/tracking-id-rules';
import { linkPlacementsMachine } from '../../../machines/link-placements.machine';
import { CopyLinkButton } from '../../components/copy-link-button';
import { LoadError } from '../../components/load-error';
import { RangeTabs } from '../../components/report-parts';
import { ScrollingTable } from '../../components/scrolling-table';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import '../../components/forms.css';
import './link-placements.css';

const usd = (amountCents: number) => formatAmount({ amountCents, currency: 'USD' });

/** The Placements section of a link's page (link-placements.machine.ts): add, copy, delete, and each one's figures. */
export function LinkPlacementsSection({ code }: { code: string }) {
  const actor = useAppActorRef(linkPlacementsMachine, { input: { code, today: pacificDate(Date.now()) } });
  useForwardToRuntime(actor);
  const snapshot = useSelector(actor, (s) => s);
  const { report, name, trackingId, failure, nameProblem, rangeId, range } = snapshot.context;
  const busy = snapshot.hasTag('busy');

  if (snapshot.matches('failed')) {
    return (
      <section className="lm-link-card" aria-label="Placements">
        <h2 className="lm-link-detail__title">Placements</h2>
        <LoadError message={failure} onRetry={() => actor.send({ type: 'placements.retry' })} />
      </section>
    );
  }
  const choices = report?.trackingIds ?? [];
  const canAdd = snapshot.can({ type: 'placement.add' });
  return (
    <section className="lm-link-card lm-placements" aria-label="Placements" aria-busy={busy}>
      <h2 className="lm-link-detail__title">Placements</h2>
      <p>Give each place you share this link its own address, to see which one earns.</p>
      <form
        className="lm-placements__form"
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'placement.add' });
        }}
      >
        <label className={`lm-field${nameProblem ? ' lm-field--invalid' : ''}`}>
          <span className="lm-field__label">Placement name</span>
          <input
            className="lm-field__input"
            value={name}
            maxLength={PLACEMENT_NAME_MAX + 20}
            placeholder="e.g. IG story, YouTube description, Newsletter"
            aria-invalid={nameProblem ? true : undefined}
            onChange={(e) => actor.send({ type: 'placement.name', name: e.target.value })}
          />
        </label>
        {choices.length > 1 && report ? (
          <label className="lm-field">
            <span className="lm-field__label">{RETAILER_NAMES[report.retailer]} tracking ID</span>
            <select
              className="lm-field__input"
              value={trackingId}
              onChange={(e) => actor.send({ type: 'placement.trackingId', trackingId: e.target.value })}
            >
              <option value="">The link's own</option>
              {choices.map((id) => (
                <option key={id} value={id}>
                  {id}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button type="submit" className="lm-button" disabled={!canAdd}>
          {snapshot.matches('adding') ? 'Adding…' : 'Add placement'}
        </button>
      </form>
      {nameProblem || failure ? (
        <p className="lm-field__error" role="alert">
          {nameProblem ?? failure}
        </p>
      ) : null}
      <RangeTabs current={rangeId} range={range} onSelect={(id) => actor.send({ type: 'range.select', range: id })} />
      {report && report.list.length > 0 ? (
        <ScrollingTable label="Placements report">
          <table className="lm-placements__table" aria-busy={busy}>
            <thead>
              <tr>
                {['Placement', 'Address', 'Clicks', 'Orders', 'Earnings', 'EPC', ''].map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.list.map((row) => (
                <tr key={row.placement.code} data-testid="placement-row">
                  <th scope="row">{row.placement.name}</th>
                  <td className="lm-placements__address">
                    <code data-testid="placement-url">{row.placement.shortUrl}</code>{' '}
                    <CopyLinkButton url={row.placement.shortUrl} />
                  </td>
                  <td data-testid="placement-clicks">{formatCount(row.clicks)}</td>
                  <td data-testid="placement-orders">{formatCount(row.orders)}</td>
                  <td data-testid="placement-earnings">{usd(row.earningsCents)}</td>
                  <td data-testid="placement-epc">{usd(Math.round(row.epcCents))}</td>
                  <td>
                    <button
                      type="button"
                      className="lm-button lm-button--secondary lm-mylinks__action--danger"
                      aria-label={`Delete ${row.placement.name}`}
                      disabled={!snapshot.can({ type: 'placement.delete', code: row.placement.code })}
                      onClick={() => actor.send({ type: 'placement.delete', code: row.placement.code })}
                    >
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      ) : report ? (
        <p data-testid="placements-empty">No placements yet.</p>
      ) : null}
    </section>
  );
}
