import { COLLAGE_STYLES, MAX_COLLAGE_SPACING, type CollageStyle } from '../../../domain/collage-layout';
import { COLLAGE_STYLE_LABELS } from '../../../domain/collage-pages';
import './collages.css';

export interface CollageLook {
  style: CollageStyle;
  /** As typed. */
  background: string;
  /** As it is saved (six-digit hex), shown under the field. */
  backgroundColor: string;
  spacing: number;
}

/** Style, background and spacing of a collage: the builder's adjustments and the preference use the same fields. */
export function CollageLookFields({
  look,
  onStyle,
  onBackground,
  onSpacing,
}: {
  look: CollageLook;
  onStyle(style: CollageStyle): void;
  onBackground(value: string): void;
  onSpacing(value: number): void;
}) {
  return (
    <>
      <label>
        Style
        <select
          value={look.style}
          onChange={(e) => onStyle(COLLAGE_STYLES.find((s) => s === e.target.value) ?? look.style)}
        >
          {COLLAGE_STYLES.map((style) => (
            <option key={style} value={style}>
              {COLLAGE_STYLE_LABELS[style]}
            </option>
          ))}
        </select>
      </label>
      <div className="lm-collage-field">
        <label>
          Background colour
          <input type="text" value={look.background} onChange={(e) => onBackground(e.target.value)} />
        </label>
        <small data-testid="background-hex">Saved as {look.backgroundColor} (hex, rgb(), hsl() or a colour name)</small>
      </div>
      <label>
        Spacing: {look.spacing} px
        <input
          type="range"
          min={0}
          max={MAX_COLLAGE_SPACING}
          value={look.spacing}
          onChange={(e) => onSpacing(Number(e.target.value))}
        />
      </label>
    </>
  );
}
