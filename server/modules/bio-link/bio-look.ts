import type { components } from '../../../src/generated/api';
import { contrastRatio, MIN_BUTTON_CONTRAST, normaliseColour } from '../../../src/domain/colour';
import { themeIdOf, type BioThemeId } from '../../../src/domain/bio-themes';

/**
 * The look of a bio page as partial changes: bio/save and save_page change only the fields they carry, and a save
 * is refused when a field it carries was changed elsewhere since the creator read it (the conflict check both
 * calls share). Pure, so the decider and the check_ call apply the same rules.
 */

type Schemas = components['schemas'];

/** The look as stored: colours already normalised to six-digit uppercase hex. */
export type BioLook = Omit<Schemas['BioLinkCustomize'], 'avatarUrl'>;

/** Fields a save changes; a text given empty takes that text off the page. Colours are normalised already. */
export type LookChanges = Partial<BioLook>;

/** The look a creator's screen read, with the avatar as its file name (null without one). */
export type LoadedLook = Required<Pick<BioLook, 'displayName' | 'bio'>> &
  Omit<BioLook, 'displayName' | 'bio'> & { avatarFile: string | null };

export const LOOK_MESSAGES = {
  unreadable: (ratio: number) =>
    `The button text colour is too close to the button colour to read (contrast ${ratio.toFixed(1)}:1, at least ${MIN_BUTTON_CONTRAST}:1 needed). Choose a lighter or darker one.`,
  notLoaded:
    'Send the look as you read it (loaded, from get_biolink_customize) with your changes, so a change made elsewhere meanwhile is not overwritten.',
} as const;

const COLOURS = ['backgroundColor', 'buttonColor', 'buttonTextColor'] as const;

/** The changes a request carries, colours normalised (spec §5); fields it leaves out are absent. */
export function lookChanges(body: Schemas['BioLinkCustomizeRequest']): LookChanges {
  const changes: LookChanges = {};
  if (body.displayName !== undefined) changes.displayName = body.displayName;
  if (body.bio !== undefined) changes.bio = body.bio;
  for (const colour of COLOURS) if (body[colour] !== undefined) changes[colour] = normaliseColour(body[colour]);
  if (body.buttonShape !== undefined) changes.buttonShape = body.buttonShape;
  if (body.fontFamily !== undefined) changes.fontFamily = body.fontFamily;
  if (body.theme !== undefined) changes.theme = body.theme;
  return changes;
}

/** The look with the changes applied, in one key order (name and bio trimmed, an empty one left out). */
export function applyLook(look: BioLook, changes: LookChanges): BioLook {
  const merged = { ...look, ...changes };
  const displayName = merged.displayName?.trim();
  const bio = merged.bio?.trim();
  return {
    ...(displayName ? { displayName } : {}),
    ...(bio ? { bio } : {}),
    backgroundColor: merged.backgroundColor,
    buttonColor: merged.buttonColor,
    buttonTextColor: merged.buttonTextColor,
    buttonShape: merged.buttonShape,
    fontFamily: merged.fontFamily,
    theme: themeIdOf(merged.theme),
  };
}

/** A look as an event holds it: one recorded before themes existed has no theme. */
export type RecordedLook = Omit<BioLook, 'theme'> & { theme?: BioLook['theme'] };

/** A recorded look with the default theme when it has none (it looks as such pages always did). */
export const storedLook = <L extends { theme?: string }>(look: L): L & { theme: BioThemeId } => ({
  ...look,
  theme: themeIdOf(look.theme),
});

/** The sentence when the look's button label cannot be read on its button, else null. */
export function unreadableLook(look: BioLook): string | null {
  const ratio = contrastRatio(normaliseColour(look.buttonTextColor), normaliseColour(look.buttonColor));
  return ratio < MIN_BUTTON_CONTRAST ? LOOK_MESSAGES.unreadable(ratio) : null;
}

/** Whether a field the save carries (or the avatar it removes) is no longer as the creator read it. */
export function changedSinceLoaded(
  stored: { look: BioLook; avatarFile: string | null },
  loaded: LoadedLook,
  changes: LookChanges,
  removeAvatar: boolean,
): boolean {
  const differs = (field: keyof BioLook) => {
    const now = stored.look[field] ?? '';
    const then = loaded[field];
    return (COLOURS as readonly string[]).includes(field)
      ? normaliseColour(now) !== normaliseColour(then)
      : now !== then;
  };
  if ((Object.keys(changes) as Array<keyof BioLook>).some(differs)) return true;
  return removeAvatar && stored.avatarFile !== loaded.avatarFile;
}
