import { Suspense } from 'react';
import { HashRouter, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { PAGE_ROUTES } from '../routes';
import { Sidebar } from './sidebar';
import { PageErrorBoundary } from './page-error-boundary';
import { DelayedSpinner } from '../components/delayed-spinner';
import { ToastProvider } from '../components/toast-host';
import type { ToastService } from '../../machines/toast.machine';

function Shell() {
  const location = useLocation();
  return (
    <div className="lm-shell">
      <Sidebar />
      <main className="lm-content" id="main">
        <div className="lm-content__inner">
          <PageErrorBoundary resetKey={location.pathname}>
            <Suspense fallback={<DelayedSpinner />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </div>
      </main>
    </div>
  );
}

export function App({ toasts }: { toasts: ToastService }) {
  return (
    <ToastProvider toasts={toasts}>
      <HashRouter>
        <Routes>
          <Route element={<Shell />}>
            {PAGE_ROUTES.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Route>
        </Routes>
      </HashRouter>
    </ToastProvider>
  );
}
