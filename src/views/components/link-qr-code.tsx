import { useMemo } from 'react';
import { qrSvgDocument, qrSvgPath, qrSymbol } from '../../domain/qr-code';
import './link-actions.css';

/** A link's QR code, drawn as SVG, with a download of the same SVG named after the link's code. */
export function LinkQrCode({ url, size = 160, fileName }: { url: string; size?: number; fileName: string }) {
  const { side, d } = useMemo(() => qrSvgPath(qrSymbol(url)), [url]);
  const download = useMemo(() => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvgDocument(url))}`, [url]);
  return (
    <figure className="lm-qr">
      <svg
        role="img"
        aria-label={`QR code for ${url}`}
        width={size}
        height={size}
        viewBox={`0 0 ${side} ${side}`}
        shapeRendering="crispEdges"
      >
        <rect width={side} height={side} fill="#fff" />
        <path d={d} fill="#000" />
      </svg>
      <figcaption>
        <a className="lm-qr__download" href={download} download={`${fileName}.svg`}>
          Download QR code
        </a>
      </figcaption>
    </figure>
  );
}
