import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { IMPACT_ID_LABELS, IMPACT_RETAILERS, impactRetailerName } from '../../../domain/impact-settings';
import { impactSettingsMachine } from '../../../machines/impact-settings.machine';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { Form, FormAlert, SubmitButton, TextField } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { RetailerIcon } from '../../components/retailer-icon';
import { useField, useFormStatus } from '../../components/use-flow';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import '../../components/forms.css';
import './impact-settings.css';
import { ROUTES } from '../../../domain/route-table';

const IMPACT_HOSTS = { target: 'goto.target.com', walmart: 'goto.walmart.com' } as const;
/** Where creators add Target and Walmart tracking ids (the Create link page's picker). */
const TRACKING_IDS_PATH = ROUTES.linkCreate.path;

/** /pages/setting/impact: the Impact ids Target and Walmart links are built with (see impact-settings.machine.ts). */
export default function ImpactSettingsPage() {
  const impact = useAppActorRef(impactSettingsMachine);
  useForwardToRuntime(impact);
  const loading = useSelector(impact, (s) => s.hasTag('loading'));
  const loadFailed = useSelector(impact, (s) => s.matches('loadFailed'));
  const retailer = useSelector(impact, (s) => s.context.retailer);
  const saved = useSelector(impact, (s) => s.context.saved);
  const canClear = useSelector(impact, (s) => s.can({ type: 'impact.clear' }));
  const clearing = useSelector(impact, (s) => s.matches('clearing'));
  const link = useSelector(impact, (s) => s.context.link);
  const linkProblem = useSelector(impact, (s) => s.context.linkProblem);
  const { busy, canSubmit, failure } = useFormStatus(impact, 'impact.save');
  const fields = {
    publisherId: useField(impact, 'publisherId'),
    adId: useField(impact, 'adId'),
    campaignId: useField(impact, 'campaignId'),
  };
  const name = impactRetailerName(retailer);
  const header = (
    <PageHeader
      title="Impact (Target & Walmart)"
      back
      actions={
        <Link className="lm-link" to={TRACKING_IDS_PATH}>
          Tracking IDs
        </Link>
      }
    />
  );

  if (loading || loadFailed) {
    return (
      <section className="lm-impact">
        {header}
        {loading ? (
          <DelayedSpinner />
        ) : (
          <div className="lm-form">
            <FormAlert message="Your Impact settings could not be loaded." />
            <button type="button" className="lm-button" onClick={() => impact.send({ type: 'impact.retry' })}>
              Try again
            </button>
          </div>
        )}
      </section>
    );
  }

  return (
    <section className="lm-impact" aria-labelledby="impact-title">
      {header}
      <div className="lm-auth__card">
        <h2 id="impact-title" className="lm-auth__title">
          Your Impact IDs
        </h2>
        <p className="lm-impact__help">
          Target and Walmart pay creators through Impact. With these three numbers, your Target and Walmart links carry
          your tracking ID to Impact. To find them, sign in to Impact, open the {name} program and create a tracking
          link to any product: it looks like{' '}
          <code>
            https://{IMPACT_HOSTS[retailer]}/c/<b>1234567</b>/<b>565706</b>/<b>9383</b>
          </code>
          . The numbers after <code>/c/</code> are, in order, your publisher ID, the ad ID and the campaign ID: paste
          the link below to fill them in.
        </p>
        <div className="lm-tabs" role="radiogroup" aria-label="Retailer">
          {IMPACT_RETAILERS.map((r) => (
            <button
              key={r}
              type="button"
              role="radio"
              aria-checked={r === retailer}
              className="lm-tabs__tab lm-impact__retailer"
              disabled={busy}
              onClick={() => impact.send({ type: 'retailer.select', retailer: r })}
            >
              <RetailerIcon retailer={r} size={18} /> {impactRetailerName(r)}
              <span className="lm-impact__status">{saved[r] ? 'saved' : 'not set'}</span>
            </button>
          ))}
        </div>
        <Form label={`${name} Impact settings`} onSubmit={() => impact.send({ type: 'impact.save' })}>
          <TextField
            label={`${name} tracking link from Impact`}
            name="impactLink"
            type="url"
            inputMode="url"
            placeholder={`https://${IMPACT_HOSTS[retailer]}/c/…`}
            value={link}
            error={linkProblem}
            onChange={(text) => impact.send({ type: 'link.change', text })}
          />
          <TextField
            label={IMPACT_ID_LABELS.publisherId}
            inputMode="numeric"
            maxLength={12}
            required
            placeholder="e.g. 1234567"
            {...fields.publisherId}
          />
          <TextField
            label={IMPACT_ID_LABELS.adId}
            inputMode="numeric"
            maxLength={12}
            required
            placeholder="e.g. 565706"
            {...fields.adId}
          />
          <TextField
            label={IMPACT_ID_LABELS.campaignId}
            inputMode="numeric"
            maxLength={12}
            required
            placeholder="e.g. 9383"
            {...fields.campaignId}
          />
          <FormAlert message={failure} />
          <div className="lm-impact__actions">
            <SubmitButton enabled={canSubmit} busy={busy && !clearing} busyLabel="Saving…">
              Save {name} settings
            </SubmitButton>
            {saved[retailer] && (
              <button
                type="button"
                className="lm-button lm-button--secondary"
                disabled={!canClear}
                onClick={() => impact.send({ type: 'impact.clear' })}
              >
                {clearing ? 'Removing…' : `Remove ${name} settings`}
              </button>
            )}
          </div>
        </Form>
      </div>
    </section>
  );
}
