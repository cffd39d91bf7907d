import type { CSSProperties } from 'react';
import { BIO_THEMES, BIO_THEME_TABLE, BUTTON_RADII, FONT_STACKS, type BioThemeId } from '../../../domain/bio-themes';
import './theme-picker.css';

/**
 * The theme presets as a radio group of swatches: each drawn in its own starting colours, button shape and font,
 * with its name. Native radios, so arrows move between themes and the group is one tab stop.
 */
export function ThemePicker({ value, onSelect }: { value: BioThemeId; onSelect: (theme: BioThemeId) => void }) {
  return (
    <fieldset className="lm-themes">
      <legend className="lm-themes__legend">Theme</legend>
      <p className="lm-bio-muted">
        A theme sets the page&apos;s background, buttons, spacing and type, and starts its colours, shape and font;
        change any of those below afterwards.
      </p>
      <div className="lm-themes__list">
        {BIO_THEMES.map((id) => {
          const { name, summary, start, buttonStyle } = BIO_THEME_TABLE[id];
          const swatch = {
            '--swatch-bg': start.backgroundColor,
            '--swatch-button': start.buttonColor,
            '--swatch-radius': BUTTON_RADII[start.buttonShape],
            fontFamily: FONT_STACKS[start.fontFamily],
          } as CSSProperties;
          return (
            <label key={id} className="lm-theme">
              <input
                type="radio"
                name="theme"
                value={id}
                checked={value === id}
                onChange={() => onSelect(id)}
                aria-labelledby={`theme-${id}-name`}
                aria-describedby={`theme-${id}-summary`}
              />
              <span className="lm-theme__swatch" style={swatch} data-button-style={buttonStyle} aria-hidden="true">
                <span className="lm-theme__bar" />
                <span className="lm-theme__bar" />
              </span>
              <span className="lm-theme__name" id={`theme-${id}-name`}>
                {name}
              </span>
              <span className="lm-theme__summary" id={`theme-${id}-summary`}>
                {summary}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
