/** The signed-in app around its pages: side navigation, settings panel and promotion banner (a chunk of its own). */
import type { ReactNode } from 'react';
import { Sidebar } from './sidebar';
import { SettingsPanel } from './lazy-features';
import { PromotionBanner } from './promotion-banner';

export default function AppFrame({ children }: { children: ReactNode }) {
  return (
    <div className="lm-shell">
      <Sidebar />
      <SettingsPanel />
      <main className="lm-content" id="main">
        <div className="lm-content__inner">
          <PromotionBanner />
          {children}
        </div>
      </main>
    </div>
  );
}
