import { Link } from 'react-router-dom';
import { useAppActorRef } from '../../shell/app-runtime';
import { combinedLinksList } from '../../../machines/link-lists';
import { withQuery } from '../../../domain/routes';
import { COMBINE_LINK_PREVIEW_PATH, countOf } from '../../../domain/link-pages';
import { CopyLinkButton } from '../../components/copy-link-button';
import { EmptyState } from '../../components/empty-state';
import { FocusFieldButton } from '../../components/focus-field-button';
import { COMBINED_TITLE_FIELD } from './new-combined-link';
import { PagedListView } from '../link-pages/paged-list-view';

/** The shop's combined links, newest first, each with its address, copy and its preview. */
export function CombinedLinkList() {
  const list = useAppActorRef(combinedLinksList, { input: {} });
  return (
    <PagedListView
      list={list}
      label="Combined links"
      empty={
        <EmptyState icon="link" title="No combined links yet" level={3} compact>
          <p>Give your first one a title and tick two or more products in the form.</p>
          <FocusFieldButton field={COMBINED_TITLE_FIELD}>Start a combined link</FocusFieldButton>
        </EmptyState>
      }
      renderItem={(link) => (
        <div className="lm-row-item">
          <div className="lm-row-item__main">
            <span className="lm-row-item__title">{link.title}</span>
            <span className="lm-row-item__meta">
              {link.url} · {countOf(link.shortLinks.length, 'product')} · {countOf(link.clicks, 'visit')}
            </span>
          </div>
          <div className="lm-row-item__actions">
            <CopyLinkButton url={link.url} />
            <Link
              className="lm-button lm-row-item__button"
              aria-label={`Preview ${link.title}`}
              to={withQuery(COMBINE_LINK_PREVIEW_PATH, { id: link.id })}
            >
              Preview
            </Link>
          </div>
        </div>
      )}
    />
  );
}
