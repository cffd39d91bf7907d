import { useSelector } from '@xstate/react';
import { linkPageMachine } from '../../../machines/link-page.machine';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { PageHeader } from '../../components/page-header';
import { useForwardToRuntime } from '../../shell/app-features';
import { useAppActorRef } from '../../shell/app-runtime';
import { LinkPageFailure } from '../link-pages/link-page-failure';
import { LinkPagePreview } from '../link-pages/link-page-preview';
import { useMachineConfirm } from '../link-pages/use-machine-confirm';

/** One combined link: its page as the audience sees it, its address, copy, QR code and Delete (after OK). */
export function CombinedLinkDetail({ id }: { id: string }) {
  const page = useAppActorRef(linkPageMachine, { input: { kind: 'combined', id } });
  useForwardToRuntime(page);
  const snapshot = useSelector(page, (s) => s);
  useMachineConfirm(
    page,
    {
      title: 'Delete this combined link?',
      content: ['Its address will stop working. The short links on it keep working.'],
      confirmText: 'Delete',
    },
    'linkPage.delete.confirm',
    'linkPage.delete.cancel',
  );
  const { page: view, failure } = snapshot.context;
  return (
    <>
      <PageHeader
        title={view?.title ?? 'Combined link'}
        back
        actions={
          snapshot.can({ type: 'linkPage.delete' }) || snapshot.hasTag('confirm-visible') ? (
            <button
              type="button"
              className="lm-button lm-button--secondary lm-danger"
              disabled={!snapshot.can({ type: 'linkPage.delete' })}
              onClick={() => page.send({ type: 'linkPage.delete' })}
            >
              Delete
            </button>
          ) : null
        }
      />
      {snapshot.matches('loading') && <DelayedSpinner />}
      {snapshot.matches('failed') && <LinkPageFailure page={page} />}
      {view && !snapshot.matches('failed') && (
        <>
          {failure && (
            <p className="lm-alert" role="alert">
              {failure}
            </p>
          )}
          <LinkPagePreview page={view} emptyText="The short links of this page were deleted." />
        </>
      )}
    </>
  );
}
