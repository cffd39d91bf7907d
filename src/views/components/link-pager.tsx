import { pageCount, pageRange } from '../../domain/link-paging';
import './link-pager.css';

export interface LinkPagerProps {
  page: number;
  total: number;
  pageSize: number;
  /** Whether the page's machine takes the page before and the page after now (state.can). */
  canBack: boolean;
  canForward: boolean;
  onGo: (page: number) => void;
}

/** Previous and Next under a list read a page at a time, with what the page shows: "21–23 of 23 · page 2 of 2". */
export function LinkPager({ page, total, pageSize, canBack, canForward, onGo }: LinkPagerProps) {
  const { first, last } = pageRange(page, total, pageSize);
  return (
    <nav className="lm-pager" aria-label="Pages">
      <span role="status">
        {first}–{last} of {total} · page {page} of {pageCount(total, pageSize)}
      </span>
      <button
        type="button"
        className="lm-button lm-button--secondary"
        disabled={!canBack}
        onClick={() => onGo(page - 1)}
      >
        Previous
      </button>
      <button
        type="button"
        className="lm-button lm-button--secondary"
        disabled={!canForward}
        onClick={() => onGo(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}

/** A page event of a list machine: go to page `pageNum`. */
type PageEvent<E extends string> = { type: E; pageNum: number };

export interface ListPagerProps<E extends string> {
  /** The machine's page event, e.g. 'links.page'. */
  event: E;
  pageNum: number;
  total: number;
  pageSize: number;
  can: (event: PageEvent<E>) => boolean;
  send: (event: PageEvent<E>) => void;
}

/** The pager under a list whose machine pages with `{ type: event, pageNum }`; it shows once there is a second page. */
export function ListPager<E extends string>({ event, pageNum, total, pageSize, can, send }: ListPagerProps<E>) {
  if (pageCount(total, pageSize) <= 1) return null;
  return (
    <LinkPager
      page={pageNum}
      total={total}
      pageSize={pageSize}
      canBack={can({ type: event, pageNum: pageNum - 1 })}
      canForward={can({ type: event, pageNum: pageNum + 1 })}
      onGo={(to) => send({ type: event, pageNum: to })}
    />
  );
}
