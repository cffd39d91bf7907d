import type { CSSProperties } from 'react';
import { SOCIAL_PLATFORM_LABELS, type ButtonShape, type FontFamily, type SocialPlatform } from '../../domain/bio-link';
import { BUTTON_RADII, FONT_STACKS, INKS, SPACINGS, bioThemeOf, inkOn, type BioThemeId } from '../../domain/bio-themes';
import './bio-page-preview.css';

/** What the preview paints: the page's look (stored hex colours, shape, font) and its content. */
export interface BioPagePreviewProps {
  /** The name at the top (the look's displayName, else the page title). */
  name: string;
  bio?: string | undefined;
  avatarUrl?: string | undefined;
  look: {
    backgroundColor: string;
    buttonColor: string;
    buttonTextColor: string;
    buttonShape: ButtonShape;
    fontFamily: FontFamily;
    theme: BioThemeId;
  };
  buttons: ReadonlyArray<{ key: string; title: string }>;
  social: ReadonlyArray<{ platform: SocialPlatform | string }>;
  /** Button labels drawn, marked as examples, while the page has no buttons of its own (Customize look). */
  examples?: readonly string[];
  label?: string;
}

/**
 * The bio page as its visitors see it, drawn in the app from data (never the public page in a frame, which
 * refuses to be framed): the tab, the editor, customize and the preview page all show the same drawing.
 */
export function BioPagePreview({
  name,
  bio,
  avatarUrl,
  look,
  buttons,
  social,
  examples = [],
  label = 'Preview of your bio link page',
}: BioPagePreviewProps) {
  const showExamples = buttons.length === 0 && examples.length > 0;
  // The theme as the public page draws it (server/modules/bio-link/bio-theme-style.ts), from the same tables.
  const theme = bioThemeOf(look.theme);
  const ink = inkOn(look.backgroundColor);
  const style = {
    '--bio-bg': look.backgroundColor,
    '--bio-ink': ink,
    '--bio-button': look.buttonColor,
    '--bio-button-text': look.buttonTextColor,
    '--bio-radius': BUTTON_RADII[look.buttonShape],
    '--bio-gap': SPACINGS[theme.spacing].gap,
    '--bio-pad': SPACINGS[theme.spacing].padding,
    fontFamily: FONT_STACKS[look.fontFamily],
  } as CSSProperties;
  return (
    <figure
      className="lm-bio-preview"
      aria-label={label}
      style={style}
      data-theme={look.theme}
      data-button-style={theme.buttonStyle}
      data-background={theme.background}
      data-heading={theme.heading}
      data-ink={ink === INKS.dark ? 'dark' : 'light'}
    >
      <div className="lm-bio-preview__page">
        {avatarUrl ? (
          <img className="lm-bio-preview__avatar" src={avatarUrl} alt="" />
        ) : (
          <span className="lm-bio-preview__avatar lm-bio-preview__avatar--empty" aria-hidden="true" />
        )}
        <p className="lm-bio-preview__name">{name}</p>
        {bio ? <p className="lm-bio-preview__bio">{bio}</p> : null}
        {social.length > 0 && (
          <ul className="lm-bio-preview__social" aria-label="Social accounts">
            {social.map((s) => (
              <li key={s.platform}>{SOCIAL_PLATFORM_LABELS[s.platform as SocialPlatform] ?? s.platform}</li>
            ))}
          </ul>
        )}
        <ol className="lm-bio-preview__buttons" aria-label="Buttons">
          {buttons.map((b) => (
            <li key={b.key} className="lm-bio-preview__button">
              {b.title}
            </li>
          ))}
        </ol>
        {showExamples && (
          <ol className="lm-bio-preview__buttons" aria-label="Example buttons">
            {examples.map((title) => (
              <li key={title} className="lm-bio-preview__button lm-bio-preview__button--example">
                {title} <span className="lm-bio-preview__tag">example</span>
              </li>
            ))}
          </ol>
        )}
        {buttons.length === 0 && (
          <p className="lm-bio-preview__none">
            {showExamples ? 'Examples only: your page has no buttons yet. Add yours in Edit page.' : 'No buttons yet.'}
          </p>
        )}
      </div>
    </figure>
  );
}

/** The preview of a page as get_bio_link_detail answers it. */
export function previewOfDetail(detail: {
  bioLink: { title: string };
  customize: BioPagePreviewProps['look'] & { displayName?: string; bio?: string; avatarUrl?: string };
  buttons: ReadonlyArray<{ id: string; title: string }>;
  socialAccounts: ReadonlyArray<{ platform: string }>;
}): BioPagePreviewProps {
  const { customize } = detail;
  return {
    name: customize.displayName || detail.bioLink.title,
    bio: customize.bio,
    avatarUrl: customize.avatarUrl,
    look: customize,
    buttons: detail.buttons.map((b) => ({ key: b.id, title: b.title })),
    social: detail.socialAccounts,
  };
}
