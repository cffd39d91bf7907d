import { useSelector } from '@xstate/react';
import { PROMOTION_BANNER_ACTION, PROMOTION_BANNER_TEXT } from '../../domain/spec-constants';
import { useAppFeatures } from './app-features';
import './promotion-banner.css';

/** The Rising Stars banner (spec §1, §2): shown while the promotion machine says so (never with its modal). */
export function PromotionBanner() {
  const { globalAd } = useAppFeatures();
  const visible = useSelector(globalAd, (s) => s.hasTag('banner-visible'));
  if (!visible) return null;
  return (
    <aside className="lm-promotion-banner" aria-label="Rising Stars program">
      <p className="lm-promotion-banner__text">{PROMOTION_BANNER_TEXT}</p>
      <button
        type="button"
        className="lm-promotion-banner__action"
        onClick={() => globalAd.send({ type: 'globalAd.bannerLearnMore' })}
      >
        {PROMOTION_BANNER_ACTION}
      </button>
      <button
        type="button"
        className="lm-promotion-banner__close"
        aria-label="Close"
        onClick={() => globalAd.send({ type: 'globalAd.bannerClose' })}
      >
        ×
      </button>
    </aside>
  );
}
