/**
 * A link's QR code as an SVG path (qrcode computes the symbol; we only draw its dark modules), so the page renders
 * it as vector art at any size and the creator can download the same SVG.
 */
import { create } from 'qrcode';

export interface QrSymbol {
  /** Modules per side, quiet zone excluded. */
  readonly size: number;
  /** Whether the module at (x, y) is dark. */
  readonly dark: (x: number, y: number) => boolean;
}

/** Error correction M: readable with 15% of the symbol damaged (a phone camera at an angle, a printed sticker). */
export function qrSymbol(text: string): QrSymbol {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (x, y) => modules.get(y, x) === 1 };
}

/** The quiet zone around the symbol, in modules (the standard asks for 4). */
export const QR_QUIET_ZONE = 4;

/** One path of unit squares for the dark modules, offset by the quiet zone; viewBox is `0 0 side side`. */
export function qrSvgPath(symbol: QrSymbol): { side: number; d: string } {
  const parts: string[] = [];
  for (let y = 0; y < symbol.size; y += 1) {
    for (let x = 0; x < symbol.size; x += 1) {
      if (symbol.dark(x, y)) parts.push(`M${x + QR_QUIET_ZONE} ${y + QR_QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { side: symbol.size + 2 * QR_QUIET_ZONE, d: parts.join('') };
}

/** The standalone SVG file of a link's QR code (black on white), as the download offers it. */
export function qrSvgDocument(text: string, pixelsPerModule = 8): string {
  const { side, d } = qrSvgPath(qrSymbol(text));
  const px = side * pixelsPerModule;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges"><rect width="${side}" height="${side}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`;
}
