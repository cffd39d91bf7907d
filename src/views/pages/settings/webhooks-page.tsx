import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  deliveryStatusText,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_NAME_MAX,
  WEBHOOK_SIGNATURE_HEADER,
} from '../../../domain/webhooks';
import { webhooksMachine, type WebhookDeliveryRow, type WebhookEndpointRow } from '../../../machines/webhooks.machine';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { useConfirmStep } from '../../components/delete-confirmation';
import { FieldGroup, Form, FormAlert, SubmitButton, TextField } from '../../components/form-field';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import '../../components/forms.css';
import './api-keys.css';
import { ActionRow, ShownOnce } from './shown-once';

const REMOVE_EVENTS = { confirm: 'remove.confirm', cancel: 'remove.cancel' };

function EndpointRow(props: { endpoint: WebhookEndpointRow; onRemove(): void; disabled: boolean }) {
  const { endpoint } = props;
  return (
    <ActionRow
      title={endpoint.name}
      actionLabel={`Remove ${endpoint.name}`}
      onAction={props.onRemove}
      disabled={props.disabled}
    >
      {endpoint.url}
      <br />
      {endpoint.events.map((event) => WEBHOOK_EVENT_LABELS[event]).join(' · ')}
    </ActionRow>
  );
}

function DeliveryRow(props: { delivery: WebhookDeliveryRow; onResend(): void; disabled: boolean }) {
  const { delivery } = props;
  return (
    <ActionRow
      label={`Delivery ${delivery.deliveryId}`}
      title={`${delivery.eventType} to ${delivery.endpointName}`}
      actionLabel="Send again"
      onAction={props.onResend}
      disabled={props.disabled}
    >
      {deliveryStatusText(delivery)}
      {delivery.lastError && delivery.status !== 'delivered' ? ` · ${delivery.lastError}` : ''}
      <br />
      {delivery.itemCount} event{delivery.itemCount === 1 ? '' : 's'} · {delivery.createdAt.slice(0, 19)}Z ·{' '}
      <code>{delivery.deliveryId}</code>
    </ActionRow>
  );
}

/** /pages/setting/webhooks: the creator's webhook endpoints and their deliveries (see webhooks.machine.ts). */
export default function WebhooksPage() {
  const hooks = useAppActorRef(webhooksMachine);
  useForwardToRuntime(hooks);
  const snapshot = useSelector(hooks, (s) => s);
  const { context } = snapshot;
  const removing = context.endpoints.find((e) => e.endpointId === context.removingId);
  const confirmTexts = useMemo(
    () => ({
      title: 'Remove this endpoint?',
      content: [`Nothing more will be sent to "${removing?.name ?? ''}", and its deliveries are removed with it.`],
      confirmText: 'Remove',
      autoHide: true,
    }),
    [removing?.name],
  );
  useConfirmStep(hooks, snapshot.hasTag('confirm-visible'), confirmTexts, REMOVE_EVENTS);
  const header = <PageHeader title="Webhooks" back />;

  if (snapshot.hasTag('loading') || snapshot.matches('loadFailed')) {
    return (
      <section className="lm-api-keys">
        {header}
        {snapshot.hasTag('loading') ? (
          <DelayedSpinner />
        ) : (
          <LoadError message={context.failure} onRetry={() => hooks.send({ type: 'webhooks.retry' })} />
        )}
      </section>
    );
  }

  return (
    <section className="lm-api-keys" aria-labelledby="webhooks-title">
      {header}
      <p className="lm-api-keys__lead">
        Linkmint posts your clicks (a few seconds&apos; worth at a time), conversions and sent Auto DMs to your own
        https address as JSON. Each delivery is signed in the <code>{WEBHOOK_SIGNATURE_HEADER}</code> header with the
        endpoint&apos;s secret, carries an id you can drop repeats by, and is retried for about a day until you answer
        2xx.
      </p>
      {context.created && (
        <ShownOnce
          label="Your signing secret"
          title={`Signing secret of “${context.created.name}”`}
          value={context.created.secret}
          copyLabel="Copy secret"
          onDismiss={() => hooks.send({ type: 'secret.dismiss' })}
        >
          <strong>Copy it now: it will not be shown again.</strong> Use it to check that deliveries come from Linkmint;
          if you lose it, remove the endpoint and add it again.
        </ShownOnce>
      )}
      <div className="lm-auth__card">
        <h2 id="webhooks-title" className="lm-auth__title">
          New endpoint
        </h2>
        <Form label="New webhook endpoint" onSubmit={() => hooks.send({ type: 'endpoint.create' })}>
          <TextField
            label="Name"
            name="webhookName"
            required
            maxLength={WEBHOOK_NAME_MAX}
            placeholder="e.g. My CRM"
            value={context.name}
            onChange={(name) => hooks.send({ type: 'draft.name.change', name })}
          />
          <TextField
            label="Address (https)"
            name="webhookUrl"
            required
            placeholder="https://hooks.example.com/linkmint"
            value={context.url}
            onChange={(url) => hooks.send({ type: 'draft.url.change', url })}
          />
          <FieldGroup title="Events to receive">
            {WEBHOOK_EVENT_TYPES.map((event) => (
              <label key={event} className="lm-pick">
                <input
                  type="checkbox"
                  checked={context.events.includes(event)}
                  onChange={() => hooks.send({ type: 'draft.event.toggle', event })}
                />
                {WEBHOOK_EVENT_LABELS[event]}
              </label>
            ))}
          </FieldGroup>
          <FormAlert message={context.problem ?? context.failure} />
          <SubmitButton
            enabled={snapshot.can({ type: 'endpoint.create' })}
            busy={snapshot.matches('creating')}
            busyLabel="Adding…"
          >
            Add endpoint
          </SubmitButton>
        </Form>
      </div>
      <div className="lm-auth__card">
        <h2 className="lm-auth__title">Your endpoints</h2>
        {context.endpoints.length === 0 ? (
          <p className="lm-api-keys__meta">No endpoints yet.</p>
        ) : (
          <ul className="lm-api-keys__list" aria-label="Your webhook endpoints">
            {context.endpoints.map((endpoint) => (
              <EndpointRow
                key={endpoint.endpointId}
                endpoint={endpoint}
                disabled={!snapshot.can({ type: 'remove.ask', endpointId: endpoint.endpointId })}
                onRemove={() => hooks.send({ type: 'remove.ask', endpointId: endpoint.endpointId })}
              />
            ))}
          </ul>
        )}
      </div>
      <div className="lm-auth__card">
        <h2 className="lm-auth__title">Recent deliveries</h2>
        <div className="lm-api-keys__actions">
          <button
            type="button"
            className="lm-button lm-button--secondary"
            disabled={!snapshot.can({ type: 'deliveries.refresh' })}
            onClick={() => hooks.send({ type: 'deliveries.refresh' })}
          >
            Refresh deliveries
          </button>
        </div>
        {context.deliveries.length === 0 ? (
          <p className="lm-api-keys__meta">No deliveries yet.</p>
        ) : (
          <ul className="lm-api-keys__list" aria-label="Recent deliveries">
            {context.deliveries.map((delivery) => (
              <DeliveryRow
                key={delivery.deliveryId}
                delivery={delivery}
                disabled={!snapshot.can({ type: 'delivery.resend', deliveryId: delivery.deliveryId })}
                onResend={() => hooks.send({ type: 'delivery.resend', deliveryId: delivery.deliveryId })}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
