import type { Retailer } from '../../domain/retailer-links';
import { RETAILER_NAMES } from '../../domain/tracking-id-rules';

/**
 * The retailer marks beside tracking ids (spec §2: Amazon for source 1, Walmart for source 7; Target for 6),
 * drawn inline so the field needs no image request and no emoji fonts.
 */
export function RetailerIcon({ retailer, size = 20 }: { retailer: Retailer; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      role="img"
      aria-label={RETAILER_NAMES[retailer]}
      className={`lm-retailer-icon lm-retailer-icon--${retailer}`}
    >
      {retailer === 'amazon' && (
        <>
          <rect width="24" height="24" rx="5" fill="#232F3E" />
          <path d="M6 14.5c3.6 2.4 8.4 2.4 12 0" stroke="#FF9900" strokeWidth="2" fill="none" strokeLinecap="round" />
          <path
            d="M15.5 13.2l2.6 1.2-1 2.6"
            stroke="#FF9900"
            strokeWidth="1.6"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </>
      )}
      {retailer === 'walmart' && (
        <>
          <rect width="24" height="24" rx="5" fill="#0071DC" />
          <g stroke="#FFC220" strokeWidth="2.2" strokeLinecap="round">
            {[0, 60, 120, 180, 240, 300].map((angle) => (
              <line key={angle} x1="12" y1="9.6" x2="12" y2="5" transform={`rotate(${angle} 12 12)`} />
            ))}
          </g>
        </>
      )}
      {retailer === 'target' && (
        <>
          <circle cx="12" cy="12" r="11" fill="#CC0000" />
          <circle cx="12" cy="12" r="7" fill="#fff" />
          <circle cx="12" cy="12" r="3.6" fill="#CC0000" />
        </>
      )}
    </svg>
  );
}
