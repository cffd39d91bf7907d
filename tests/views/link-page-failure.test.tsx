import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import {
  linkPageMachine,
  LINK_PAGE_LOAD_FAILED,
  type LinkPageInput,
  type LinkPageView,
} from '../../src/machines/link-page.machine';
import { LinkPageFailure } from '../../src/views/pages/link-pages/link-page-failure';
import { useAppActorRef } from '../../src/views/shell/app-runtime';

afterEach(cleanup);

const PAGE: LinkPageView = {
  code: 'AbCd1234',
  url: 'http://x/c/AbCd1234',
  title: 'Desk picks',
  clicks: 0,
  createdAt: '2026-11-21',
  collectionId: null,
  description: null,
  coverUrl: null,
  entries: [],
};

function FailingOnce({ loads }: { loads: LinkPageInput[] }) {
  const page = useAppActorRef(
    linkPageMachine.provide({
      actors: {
        loadLinkPage: fromPromise<LinkPageView, LinkPageInput>(async ({ input }) => {
          loads.push(input);
          if (loads.length === 1) throw new Error('');
          return PAGE;
        }),
      },
    }),
    { input: { kind: 'group', id: 'G1' } },
  );
  return <LinkPageFailure page={page} />;
}

describe('link page failure (combined and group link previews)', () => {
  it("says the machine's sentence, and Try again loads the page again", async () => {
    const loads: LinkPageInput[] = [];
    render(<FailingOnce loads={loads} />);
    expect((await screen.findByText(LINK_PAGE_LOAD_FAILED)).closest('[role="alert"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect
      .poll(() => loads)
      .toEqual([
        { kind: 'group', id: 'G1' },
        { kind: 'group', id: 'G1' },
      ]);
  });
});
