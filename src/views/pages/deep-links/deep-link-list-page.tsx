import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { DEEP_LINKS_LOAD_FAILED } from '../../../domain/deep-link-pages';
import {
  DEEP_LINK_DELETE_CONFIRM,
  deepLinkListMachine,
  type DeepLinkListSnapshot,
} from '../../../machines/deep-link-list.machine';
import { CopyLinkButton } from '../../components/copy-link-button';
import { useDeleteConfirmation } from '../../components/delete-confirmation';
import { EmptyState } from '../../components/empty-state';
import { LinkPager } from '../../components/link-pager';
import { LoadError } from '../../components/load-error';
import { LinkRow, LinkRowsSkeleton } from '../../components/link-row';
import { LinkSearch } from '../../components/link-search';
import { LinkQrCode } from '../../components/link-qr-code';
import { Modal } from '../../components/modal';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef, useCanGoBack } from '../../shell/app-runtime';
import './deep-link-list.css';

type ListActor = Actor<typeof deepLinkListMachine>;

/** deepLinkList/index: every deep link, a page at a time, searchable; see deep-link-list.machine.ts. */
export default function DeepLinkListPage() {
  const list = useAppActorRef(deepLinkListMachine);
  useForwardToRuntime(list);
  const snapshot = useSelector(list, (s) => s);
  useDeleteConfirmation(list, snapshot.hasTag('confirm-visible'), DEEP_LINK_DELETE_CONFIRM);
  const { keyword, query, links, total, loaded, qrCode, page, pageSize } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const qrLink = links.find((link) => link.code === qrCode);
  // Back only when the page was opened from another page of the app (See all), not from a bookmark.
  const canGoBack = useCanGoBack();

  return (
    <>
      <PageHeader
        title="Deep Links"
        back={canGoBack}
        actions={
          <div className="lm-deep-actions">
            <button
              type="button"
              className="lm-button lm-button--secondary"
              disabled={busy}
              onClick={() => list.send({ type: 'list.refresh' })}
            >
              Refresh
            </button>
            <button type="button" className="lm-button" onClick={() => list.send({ type: 'list.create' })}>
              Create a deep link
            </button>
          </div>
        }
      />
      <LinkSearch
        label="Search deep links"
        placeholder="Search by title or product URL"
        keyword={keyword}
        searching={keyword !== '' || query !== ''}
        onKeyword={(value) => list.send({ type: 'list.keyword.change', value })}
        onSearch={() => list.send({ type: 'list.search' })}
        onClear={() => list.send({ type: 'list.search.clear' })}
      />
      <DeepLinkListBody snapshot={snapshot} list={list} />
      {loaded && total > 0 && (
        <LinkPager
          page={page}
          total={total}
          pageSize={pageSize}
          canBack={!busy && snapshot.can({ type: 'list.page.go', page: page - 1 })}
          canForward={!busy && snapshot.can({ type: 'list.page.go', page: page + 1 })}
          onGo={(to) => list.send({ type: 'list.page.go', page: to })}
        />
      )}
      {qrLink && (
        <Modal
          label="QR code"
          width={320}
          className="lm-deep-qr"
          onEscape={() => list.send({ type: 'qr.close' })}
          onOverlayClick={() => list.send({ type: 'qr.close' })}
        >
          <button
            type="button"
            className="lm-modal__close"
            aria-label="Close"
            onClick={() => list.send({ type: 'qr.close' })}
          >
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
  if (snapshot.hasTag('error'))
    return <LoadError message={DEEP_LINKS_LOAD_FAILED} onRetry={() => list.send({ type: 'list.retry' })} />;
  if (!loaded) return <LinkRowsSkeleton rows={Math.min(pageSize, 4)} label="Loading deep links" />;
  if (links.length === 0 && query === '') {
    return (
      <EmptyState icon="phone" title="No deep links yet">
        <p>
          A deep link opens the product in the retailer's app on your follower's phone, and in the browser everywhere
          else.
        </p>
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
  return (
    <ul className="lm-link-list" aria-label="Deep links" aria-busy={snapshot.hasTag('busy')}>
      {links.map((link) => (
        <LinkRow key={link.code} link={link}>
          <button
            type="button"
            className="lm-button lm-button--secondary"
            aria-label={`QR code of ${link.shortUrl}`}
            onClick={() => list.send({ type: 'qr.open', code: link.code })}
          >
            QR
          </button>
          <button
            type="button"
            className="lm-button lm-button--secondary lm-link-row__delete"
            aria-label={`Delete ${link.shortUrl}`}
            disabled={!snapshot.can({ type: 'link.delete.request', code: link.code })}
            onClick={() => list.send({ type: 'link.delete.request', code: link.code })}
          >
            Delete
          </button>
        </LinkRow>
      ))}
    </ul>
  );
}
