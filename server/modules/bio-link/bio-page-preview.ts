import type { components } from '../../../src/generated/api';
import { EXAMPLE_BUTTONS } from '../../../src/domain/bio-link';
import { isWebAddress } from '../../../src/domain/bio-link-rules';
import { escapeHtml } from '../../../src/domain/html';
import { normaliseColour } from '../../../src/domain/colour';
import { themeIdOf } from '../../../src/domain/bio-themes';
import { FRAME_STYLE } from '../../audience-page';
import type { BioLook } from './bio-look';
import { thumbnailPath } from './button-thumbnails';
import { bioPageMarkup, bioPageStyle, type BioPageContent, type PageButton } from './bio-page-markup';

/**
 * The in-app preview of a bio page: the public page's own rendering (bioPageMarkup) with the creator's unsaved
 * draft drawn over the stored parts, made fit for a sandboxed frame in the app. Pure, so tests render it directly.
 *
 * The app shows it as an `<iframe sandbox srcdoc>`, and such a document lives under the app's policy, which allows
 * no inline style: the page's stylesheet is therefore linked (GET /bs/style.css answers the same rules for the
 * look), never inline. Its outside links lose their address, so a click in a preview counts nothing and leaves
 * nothing; its in-page links (the post grid) point into the frame's own document.
 */

type Schemas = components['schemas'];
export type PreviewDraft = Schemas['BioPagePreviewRequest'];

/** Where the stylesheet of a look is answered (the operation renderBioPageStyle). */
export const LOOK_STYLE_PATH = '/bs/style.css';

/** The word after an example button's title, so nobody takes it for one of the page's own. */
export const EXAMPLE_MARK = '(example)';

const hexDigits = (colour: string) => normaliseColour(colour).slice(1);

/** The address of a look's stylesheet. */
export function lookStyleHref(look: BioLook): string {
  const query = new URLSearchParams({
    theme: themeIdOf(look.theme),
    background: hexDigits(look.backgroundColor),
    button: hexDigits(look.buttonColor),
    label: hexDigits(look.buttonTextColor),
    shape: look.buttonShape,
    font: look.fontFamily,
  });
  return `${LOOK_STYLE_PATH}?${query}`;
}

/** The whole stylesheet of a bio page with this look: the frame's rules, then the page's. */
export const lookStyleSheet = (look: BioLook) => `${FRAME_STYLE}${bioPageStyle(look)}`;

/** The look a stylesheet request names (its values already checked against the contract). */
export function lookOfStyleQuery(query: Record<string, string>): BioLook {
  return {
    theme: themeIdOf(query.theme),
    backgroundColor: normaliseColour(`#${query.background ?? ''}`),
    buttonColor: normaliseColour(`#${query.button ?? ''}`),
    buttonTextColor: normaliseColour(`#${query.label ?? ''}`),
    buttonShape: query.shape as BioLook['buttonShape'],
    fontFamily: query.font as BioLook['fontFamily'],
  };
}

/** An anchor's address: in-page ones stay in the srcdoc document; every other one is taken off. */
const ANCHOR_HREF = /(<a\b[^>]*?) href="([^"]*)"/g;

/** The page's HTML made into the frame's document: its style linked, its links inert (see the file's comment). */
export function previewDocument(html: string, look: BioLook): string {
  return html
    .replace(/<style>[^<]*<\/style>/, `<link rel="stylesheet" href="${escapeHtml(lookStyleHref(look))}">`)
    .replace(ANCHOR_HREF, (_all, start: string, href: string) =>
      href.startsWith('#') ? `${start} href="about:srcdoc${href}"` : start,
    );
}

/** A text the draft gives, trimmed; an empty one takes the stored one off. */
function textOf(given: string | undefined, stored: string | undefined): string | undefined {
  if (given === undefined) return stored;
  return given.trim() || undefined;
}

/** The draft's section headers as the page would keep them: trimmed, an empty one (still being typed) left out. */
const draftHeaders = (headers: NonNullable<PreviewDraft['headers']>) =>
  headers.flatMap(({ title, position }) => (title.trim() ? [{ title: title.trim(), position }] : []));

/**
 * The stored page with the draft's parts in place. A draft button on the page keeps what is stored of it; a new one,
 * or an address that is not http(s) yet, links to the page itself, since a preview's links have no address anyway.
 */
export function draftOver(
  stored: BioPageContent,
  draft: PreviewDraft,
  storedButtons: ReadonlyMap<string, PageButton>,
  showSocial: boolean,
  /** The origin the app asked on: a draft's thumbnail addresses are its own pictures' there. */
  origin: string,
): BioPageContent {
  const { displayName: storedName, bio: storedBio, ...storedLook } = stored.look;
  const displayName = textOf(draft.displayName, storedName);
  const bio = textOf(draft.bio, storedBio);
  const look: BioLook = {
    ...storedLook,
    ...draft.look,
    ...(displayName ? { displayName } : {}),
    ...(bio ? { bio } : {}),
  };
  const standIn = stored.url;
  const buttons = draft.buttons
    ? draft.buttons.map((b): PageButton => {
        const kept = b.id === undefined ? undefined : storedButtons.get(b.id);
        const featured = b.featured ?? kept?.featured ?? false;
        const thumbnail = b.thumbnailUrl === undefined ? undefined : thumbnailPath(b.thumbnailUrl, origin);
        return {
          title: b.title ?? kept?.title ?? '',
          href: kept?.href ?? standIn,
          ...(featured ? { featured } : {}),
          ...(thumbnail ? { thumbnail } : {}),
        };
      })
    : stored.buttons;
  const examples =
    draft.exampleButtons && buttons.length === 0
      ? EXAMPLE_BUTTONS.map((title) => ({ title: `${title} ${EXAMPLE_MARK}`, href: standIn }))
      : buttons;
  const social = draft.socialAccounts
    ? draft.socialAccounts.map(({ platform, url }) => ({ platform, url: isWebAddress(url) ? url : standIn }))
    : stored.social;
  const { avatar, ...rest } = stored;
  return {
    ...rest,
    ...(avatar && !draft.removeAvatar ? { avatar } : {}),
    look,
    buttons: examples,
    ...(draft.headers ? { headers: draftHeaders(draft.headers) } : {}),
    social: showSocial ? social : [],
  };
}

/** The preview's document for a stored page and a draft. */
export function renderPreview(
  stored: BioPageContent,
  draft: PreviewDraft,
  storedButtons: ReadonlyMap<string, PageButton>,
  showSocial: boolean,
  origin: string,
): string {
  const page = draftOver(stored, draft, storedButtons, showSocial, origin);
  return previewDocument(bioPageMarkup(page).html, page.look);
}
