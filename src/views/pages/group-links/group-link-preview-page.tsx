import { Link, useSearchParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { linkPageMachine } from '../../../machines/link-page.machine';
import { COLLECTION_CREATE_GROUP_LINK_PATH, SAVE_LINK_PATH } from '../../../domain/link-pages';
import { withQuery } from '../../../domain/routes';
import { DelayedSpinner } from '../../components/delayed-spinner';
import { PageHeader } from '../../components/page-header';
import { useAppActorRef } from '../../shell/app-runtime';
import { LinkPageFailure } from '../link-pages/link-page-failure';
import { LinkPagePreview } from '../link-pages/link-page-preview';
import { GroupLinkList } from './group-link-list';
import '../link-pages/link-pages.css';
import './group-link-preview.css';

/** groupLinkPreview/index?id=: a group link's page as its audience sees it, and the shop's group links beside it. */
export default function GroupLinkPreviewPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <>
      <PageHeader
        title="Group links"
        back={id !== null}
        actions={
          <Link className="lm-button" to={COLLECTION_CREATE_GROUP_LINK_PATH}>
            New group link
          </Link>
        }
      />
      <div className="lm-glpreview">
        <div className="lm-glpreview__main">
          {id ? (
            <GroupLinkDetail key={id} id={id} />
          ) : (
            <p className="lm-panel__lead">
              Choose a group link to preview it, or make one from a collection with New group link.
            </p>
          )}
        </div>
        <section className="lm-glpreview__list" aria-labelledby="group-list-title">
          <h2 id="group-list-title" className="lm-panel__title">
            Your group links
          </h2>
          <GroupLinkList current={id} />
        </section>
      </div>
    </>
  );
}

function GroupLinkDetail({ id }: { id: string }) {
  const page = useAppActorRef(linkPageMachine, { input: { kind: 'group', id } });
  const snapshot = useSelector(page, (s) => s);
  const { page: view } = snapshot.context;
  if (snapshot.matches('loading')) return <DelayedSpinner />;
  if (snapshot.matches('failed') || !view) return <LinkPageFailure page={page} />;
  return (
    <section aria-label={`Group link ${view.title}`} className="lm-glpreview__detail">
      <h2 className="lm-glpreview__title">{view.title}</h2>
      <LinkPagePreview page={view} emptyText="Nothing here yet. Check back soon." />
      {view.collectionId && (
        <Link className="lm-button lm-button--secondary" to={withQuery(SAVE_LINK_PATH, { id: view.collectionId })}>
          Edit linked content
        </Link>
      )}
    </section>
  );
}
