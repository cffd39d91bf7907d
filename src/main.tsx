import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './views/shell/app';
import { configureApi } from './api/client';
import { createSessionStore } from './api/session-store';
import { createToastService, showToast } from './machines/toast.machine';
import { LOGIN_PATH } from './domain/spec-constants';
import './views/shell/shell.css';

const session = createSessionStore(window.localStorage);
const toasts = createToastService();
configureApi({
  getToken: session.token,
  getShopDomain: session.shopDomain,
  getCurrentRoute: () => window.location.hash.replace(/^#/, '') || '/',
  notify: (toast) => toasts.send(showToast(toast)),
  // The before-login routine (spec §8): the token is no longer valid, so drop it and start over at login.
  relaunchToLogin: () => {
    session.clear();
    window.location.replace(`#${LOGIN_PATH}`);
  },
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App toasts={toasts} />
  </StrictMode>,
);
