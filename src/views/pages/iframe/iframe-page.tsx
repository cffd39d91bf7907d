import { Suspense } from 'react';
import { createPortal } from 'react-dom';
import { Route, Routes, useSearchParams } from 'react-router-dom';
import { embeddedRoute } from '../../../domain/embedded-route';
import { IFRAME_PAGE_PATH, Z_NAVBAR } from '../../../domain/spec-constants';
import { LoadingOverlay } from '../../components/loading-overlay';
import { EmptyState } from '../../components/empty-state';
import { PageErrorBoundary } from '../../shell/page-error-boundary';
import { PAGE_ROUTES } from '../../routes';
import './iframe.css';

/**
 * iframe/index (the embedded page): shows one app page, named by `?url=/pages/…`, on its own over the whole window,
 * without the side navigation, so the mobile app's web view or a partner site can frame it. The page runs in the
 * signed-in session and reads its own path and query as if it were open directly.
 */
export default function IframePage() {
  const [params] = useSearchParams();
  const target = embeddedRoute(params.get('url'));
  return createPortal(
    <div className="lm-embed" style={{ zIndex: Z_NAVBAR + 1 }}>
      {target ? (
        <PageErrorBoundary resetKey={`${target.pathname}${target.search}`}>
          <Suspense fallback={<LoadingOverlay />}>
            <Routes location={target}>
              {PAGE_ROUTES.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            </Routes>
          </Suspense>
        </PageErrorBoundary>
      ) : (
        <EmptyState icon="compass" title="Nothing to show here">
          <p>
            This address shows one Linkmint page on its own, for embedding. Name the page with <code>url</code>, for
            example <code>#{IFRAME_PAGE_PATH}?url=/pages/myLinks/index</code>.
          </p>
        </EmptyState>
      )}
    </div>,
    document.body,
  );
}
