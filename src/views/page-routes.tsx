/**
 * The pages' router, in a chunk of its own: React Router renders the page of the history's location (routes.tsx)
 * and gives pages their links and search params. The shell around it (launch, sidebar, notices) needs none of
 * React Router, so its initial JS does not carry the router (issue 29: under 100 kB gzip); main.tsx starts
 * loading this chunk while launch's first call is out.
 */
import { unstable_HistoryRouter as HistoryRouter, useRoutes } from 'react-router-dom';
import { PAGE_ROUTES } from './routes';
import type { AppHistory } from './shell/app-history';

const ROUTE_OBJECTS = PAGE_ROUTES.map(({ path, Page }) => ({ path, element: <Page /> }));

function Pages() {
  return useRoutes(ROUTE_OBJECTS);
}

export default function PageRoutes({ history }: { history: AppHistory }) {
  return (
    <HistoryRouter history={history}>
      <Pages />
    </HistoryRouter>
  );
}
