import { useSelector } from '@xstate/react';
import { LINK_IMPORT_HELP } from '../../../domain/link-import';
import {
  linkImportMachine,
  rowsToStore,
  type LinkImportPreview,
  type LinkImportRow,
} from '../../../machines/link-import.machine';
import { FormAlert } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import '../../components/forms.css';
import './link-import.css';

const FORMAT_NAMES: Record<LinkImportPreview['format'], string> = {
  bitly: 'Bitly export',
  generic: 'CSV (destination,title,slug,tags)',
  'link-in-bio': 'Link-in-bio export: buttons for your bio page',
  list: 'List of addresses',
};

/** The rows of one outcome, each with its line; the accepted ones with where they will lead. */
function RowList({ label, rows }: { label: string; rows: readonly LinkImportRow[] }) {
  if (rows.length === 0) return null;
  return (
    <section className="lm-import__rows" aria-label={label}>
      <h2 className="lm-import__heading">
        {label} ({rows.length})
      </h2>
      <ol className="lm-import__list">
        {rows.map((row) => (
          <li key={row.line}>
            <strong>Line {row.line}</strong>
            {row.title ? ` · ${row.title}` : ''}: {row.reason ?? row.destination ?? row.address}
            {row.untagged ? ' (kept without a tracking ID)' : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** myLinks/import: links from other tools, previewed by line and then stored (see link-import.machine.ts). */
export default function LinkImportPage() {
  const flow = useAppActorRef(linkImportMachine);
  useForwardToRuntime(flow);
  const snapshot = useSelector(flow, (s) => s);
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const { preview, result } = context;
  const rows = preview?.rows ?? [];
  const accepted = rows.filter((row) => row.outcome === 'link' || row.outcome === 'button');
  const toStore = rowsToStore(preview);

  return (
    <section className="lm-import" aria-label="Import links">
      <PageHeader title="Import links" back />
      <p className="lm-import__help">{LINK_IMPORT_HELP}</p>

      {snapshot.hasTag('done') && result ? (
        <div className="lm-import__done" role="status">
          <p>
            {result.stored} {result.format === 'link-in-bio' ? 'buttons added to your bio page' : 'links imported'}
            {result.imported > 0 ? `, ${result.imported} already there` : ''}
            {result.refused > 0 ? `, ${result.refused} refused` : ''}.
          </p>
          <button type="button" className="lm-button" onClick={() => flow.send({ type: 'import.restart' })}>
            Import more
          </button>
        </div>
      ) : (
        <>
          <div className="lm-import__source">
            <label className="lm-import__field">
              <span>CSV file</span>
              <input
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                disabled={busy}
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0];
                  event.currentTarget.value = '';
                  if (file) flow.send({ type: 'file.choose', file });
                }}
              />
            </label>
            <label className="lm-import__field">
              <span>Or paste addresses, one a line</span>
              <textarea
                rows={4}
                value={context.fileName === null ? context.text : ''}
                disabled={busy || !snapshot.matches('choosing')}
                onChange={(event) => flow.send({ type: 'paste.change', text: event.currentTarget.value })}
              />
            </label>
            <label className="lm-import__check">
              <input
                type="checkbox"
                checked={context.keepUntagged}
                disabled={busy || !snapshot.can({ type: 'untagged.toggle' })}
                onChange={() => flow.send({ type: 'untagged.toggle' })}
              />
              Keep links I cannot tag (they earn no commission until you add the tracking ID)
            </label>
            <div className="lm-import__actions">
              {snapshot.matches('choosing') && (
                <button
                  type="button"
                  className="lm-button"
                  disabled={!snapshot.can({ type: 'import.preview' })}
                  onClick={() => flow.send({ type: 'import.preview' })}
                >
                  Preview
                </button>
              )}
              {!snapshot.matches('choosing') && (
                <button
                  type="button"
                  className="lm-button lm-button--secondary"
                  disabled={busy}
                  onClick={() => flow.send({ type: 'import.restart' })}
                >
                  Start over
                </button>
              )}
            </div>
          </div>

          {busy && (
            <p className="lm-import__busy" role="status">
              {snapshot.matches('importing') ? 'Importing…' : 'Reading your links…'}
            </p>
          )}
          {snapshot.hasTag('error') && (
            <div className="lm-import__failure">
              <FormAlert message={context.failure} />
              {snapshot.can({ type: 'import.retry' }) && (
                <button type="button" className="lm-button" onClick={() => flow.send({ type: 'import.retry' })}>
                  Try again
                </button>
              )}
            </div>
          )}

          {snapshot.hasTag('preview-visible') && preview && (
            <section className="lm-import__preview" aria-label="Import preview">
              <p className="lm-import__summary" role="status">
                {FORMAT_NAMES[preview.format]}: {preview.counts.links + preview.counts.buttons} to import,{' '}
                {preview.counts.refused} refused, {preview.counts.imported} already imported. Nothing is stored until
                you confirm.
              </p>
              <RowList label="Refused" rows={rows.filter((row) => row.outcome === 'refused')} />
              <RowList label="Already imported" rows={rows.filter((row) => row.outcome === 'imported')} />
              <RowList label="To import" rows={accepted} />
              <button
                type="button"
                className="lm-button"
                disabled={!snapshot.can({ type: 'import.confirm' })}
                onClick={() => flow.send({ type: 'import.confirm' })}
              >
                Import {toStore} {preview.format === 'link-in-bio' ? 'buttons' : 'links'}
              </button>
            </section>
          )}
        </>
      )}
    </section>
  );
}
