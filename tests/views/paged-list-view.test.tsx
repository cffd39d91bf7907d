import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createPagedListMachine, type PageRequest } from '../../src/machines/paged-list.machine';
import { PagedListView } from '../../src/views/pages/link-pages/paged-list-view';
import { useAppActorRef } from '../../src/views/shell/app-runtime';
import { ApiError, TRANSPORT_CODE } from '../../src/api/response-policy';

afterEach(cleanup);

const ALL = ['Desk lamp', 'Office chair', 'Desk mat'].map((title, i) => ({ id: `p${i}`, title }));

function fakeShop() {
  const requests: PageRequest[] = [];
  let failNext = true;
  const machine = createPagedListMachine<{ id: string; title: string }>('test', async (request) => {
    requests.push(request);
    if (failNext) {
      failNext = false;
      throw new ApiError({ code: TRANSPORT_CODE.network, message: 'Cannot reach Linkmint.', path: '/x' });
    }
    const matching = ALL.filter((p) => p.title.toLowerCase().includes(request.keyword.toLowerCase()));
    return {
      list: matching.slice((request.pageNum - 1) * request.pageSize, request.pageNum * request.pageSize),
      total: matching.length,
    };
  });
  return { machine, requests };
}

function Products({ machine }: { machine: ReturnType<typeof fakeShop>['machine'] }) {
  const list = useAppActorRef(machine, { input: { pageSize: 2 } });
  return (
    <PagedListView
      list={list}
      label="Products"
      searchPlaceholder="Search"
      empty={<p>No products yet.</p>}
      renderItem={(p) => <span>{p.title}</span>}
    />
  );
}

const titles = () => screen.queryAllByRole('listitem').map((li) => li.textContent);

describe('paged list view (the link pages’ lists)', () => {
  it('a failure with Try again, then the first page, Show more up to the total, a search and its empty answer', async () => {
    const { machine, requests } = fakeShop();
    render(<Products machine={machine} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Cannot reach Linkmint.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Desk lamp');
    expect(titles()).toEqual(['Desk lamp', 'Office chair']);

    fireEvent.click(screen.getByRole('button', { name: 'Show more (2 of 3)' }));
    await screen.findByText('Desk mat');
    expect(titles()).toEqual(['Desk lamp', 'Office chair', 'Desk mat']);
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), { target: { value: ' desk ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(titles()).toEqual(['Desk lamp', 'Desk mat']));
    expect(requests.at(-1)).toEqual({ keyword: 'desk', pageNum: 1, pageSize: 2, scope: null });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), { target: { value: 'sofa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Nothing matches “sofa”.');
    expect(titles()).toEqual([]);
  });
});
