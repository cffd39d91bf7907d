import { useEffect, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { waitFor, type Actor } from 'xstate';
import { pageCount, pageRange } from '../../../domain/link-paging';
import { deepLinkListMachine, type DeepLinkListSnapshot } from '../../../machines/deep-link-list.machine';
import { useConfirmDialog } from '../../components/confirm-dialog';
import { CopyLinkButton } from '../../components/copy-link-button';
import { EmptyState } from '../../components/empty-state';
import { LinkQrCode } from '../../components/link-qr-code';
import { Modal } from '../../components/modal';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef, useCanGoBack } from '../../shell/app-runtime';
import { DeepLinkLoadError, DeepLinkRow, DeepLinkSkeleton } from './deep-link-row';
import './deep-link-list.css';

type ListActor = Actor<typeof deepLinkListMachine>;

/** deepLinkList/index: every deep link, a page at a time, searchable; see deep-link-list.machine.ts. */
export default function DeepLinkListPage() {
  const list = useAppActorRef(deepLinkListMachine);
  useForwardToRuntime(list);
  useDeleteConfirmation(list);
  const snapshot = useSelector(list, (s) => s);
  const { keyword, query, links, total, loaded, qrCode, page, pageSize } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const qrLink = links.find((link) => link.code === qrCode);
  // Back only when the page was opened from another page of the app (See all), not from a bookmark.
  const canGoBack = useCanGoBack();

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    list.send({ type: 'list.search' });
  };

  return (
    <>
      <PageHeader
        title="Deep Links"
        back={canGoBack}
        actions={
          <div className="lm-deep-actions">
            <button type="button" className="lm-button lm-button--secondary" disabled={busy} onClick={() => list.send({ type: 'list.refresh' })}>
              Refresh
            </button>
            <button type="button" className="lm-button" onClick={() => list.send({ type: 'list.create' })}>
              Create a deep link
            </button>
          </div>
        }
      />
      <form className="lm-deep-search" role="search" onSubmit={onSearch}>
        <input
          type="search"
          aria-label="Search deep links"
          placeholder="Search by title or product URL"
          value={keyword}
          maxLength={100}
          onChange={(event) => list.send({ type: 'list.keyword.change', value: event.target.value })}
        />
        {(keyword !== '' || query !== '') && (
          <button type="button" className="lm-button lm-button--secondary" onClick={() => list.send({ type: 'list.search.clear' })}>
            Clear
          </button>
        )}
        <button type="submit" className="lm-button">
          Search
        </button>
      </form>
      <DeepLinkListBody snapshot={snapshot} list={list} />
      {loaded && total > 0 && <Pager list={list} page={page} total={total} pageSize={pageSize} busy={busy} />}
      {qrLink && (
        <Modal label="QR code" width={320} className="lm-deep-qr" onEscape={() => list.send({ type: 'qr.close' })} onOverlayClick={() => list.send({ type: 'qr.close' })}>
          <button type="button" className="lm-modal__close" aria-label="Close" onClick={() => list.send({ type: 'qr.close' })}>
            ×
          </button>
          <h2 className="lm-modal__title">QR code</h2>
          <p className="lm-deep-qr__url">
            {qrLink.shortUrl} <CopyLinkButton url={qrLink.shortUrl} />
          </p>
          <LinkQrCode url={qrLink.shortUrl} size={220} fileName={`deep-link-${qrLink.code}`} />
        </Modal>
      )}
    </>
  );
}

function DeepLinkListBody({ snapshot, list }: { snapshot: DeepLinkListSnapshot; list: ListActor }) {
  const { query, links, loaded, pageSize } = snapshot.context;
  if (snapshot.hasTag('error')) return <DeepLinkLoadError onRetry={() => list.send({ type: 'list.retry' })} />;
  if (!loaded) return <DeepLinkSkeleton rows={Math.min(pageSize, 4)} />;
  if (links.length === 0 && query === '') {
    return (
      <EmptyState icon="phone" title="No deep links yet">
        <p>A deep link opens the product in the retailer's app on your follower's phone, and in the browser everywhere else.</p>
        <button type="button" className="lm-button" onClick={() => list.send({ type: 'list.create' })}>
          Create a deep link
        </button>
      </EmptyState>
    );
  }
  if (links.length === 0) {
    return (
      <p className="lm-deep-none" role="status">
        No deep link matches “{query}”.
      </p>
    );
  }
  const deleting = snapshot.hasTag('deleting');
  return (
    <ul className="lm-deep-list" aria-label="Deep links" aria-busy={snapshot.hasTag('busy')}>
      {links.map((link) => (
        <DeepLinkRow key={link.code} link={link}>
          <button type="button" className="lm-button lm-button--secondary" aria-label={`QR code of ${link.shortUrl}`} onClick={() => list.send({ type: 'qr.open', code: link.code })}>
            QR
          </button>
          <button
            type="button"
            className="lm-button lm-button--secondary lm-deep-row__delete"
            aria-label={`Delete ${link.shortUrl}`}
            disabled={deleting}
            onClick={() => list.send({ type: 'link.delete.request', code: link.code })}
          >
            Delete
          </button>
        </DeepLinkRow>
      ))}
    </ul>
  );
}

function Pager({ list, page, total, pageSize, busy }: { list: ListActor; page: number; total: number; pageSize: number; busy: boolean }) {
  const canBack = useSelector(list, (s) => s.can({ type: 'list.page.go', page: page - 1 }));
  const canForward = useSelector(list, (s) => s.can({ type: 'list.page.go', page: page + 1 }));
  const { first, last } = pageRange(page, total, pageSize);
  return (
    <nav className="lm-deep-pager" aria-label="Pages">
      <span role="status">
        {first}–{last} of {total} · page {page} of {pageCount(total, pageSize)}
      </span>
      <button type="button" className="lm-button lm-button--secondary" disabled={busy || !canBack} onClick={() => list.send({ type: 'list.page.go', page: page - 1 })}>
        Previous
      </button>
      <button type="button" className="lm-button lm-button--secondary" disabled={busy || !canForward} onClick={() => list.send({ type: 'list.page.go', page: page + 1 })}>
        Next
      </button>
    </nav>
  );
}

/** The confirm dialog while the machine asks whether to delete; its OK keeps loading until the link is gone. */
function useDeleteConfirmation(list: ListActor) {
  const dialog = useConfirmDialog();
  const asking = useSelector(list, (s) => s.hasTag('confirm-visible'));
  useEffect(() => {
    if (!asking) return;
    dialog.send({
      type: 'dialog.show',
      options: {
        title: 'Delete this deep link?',
        content: ['Its address and QR code stop working at once, wherever you shared them. Its clicks stay in your statistics.'],
        confirmText: 'Delete',
        cancelText: 'Cancel',
      },
      onConfirm: async () => {
        list.send({ type: 'link.delete.confirm' });
        await waitFor(list, (s) => !s.hasTag('deleting') && !s.hasTag('confirm-visible'));
      },
      onCancel: () => list.send({ type: 'link.delete.cancel' }),
    });
  }, [asking, dialog, list]);
}
