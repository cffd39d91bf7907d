import type { components } from '../../../src/generated/api';
import { BIO_BUTTON_MESSAGES, checkButtonAddress, sameTitle } from '../../../src/domain/bio-link-rules';
import { contrastRatio, MIN_BUTTON_CONTRAST, normaliseColour } from '../../../src/domain/colour';
import type { EarnSettings } from '../../../src/domain/earn-rule';
import { badRequest } from '../../errors';
import { checkEarned } from '../tracking-ids';
import { withProfile } from './bio-link-decider';

/**
 * The checks of the bio link's save calls as lists of problems, so a check_ call answers them all and its save call
 * refuses with the first (the same rules, one implementation).
 */

type Schemas = components['schemas'];
export type Problem = Schemas['CheckResult']['problems'][number];

export const LOOK_MESSAGES = {
  unreadable: (ratio: number) =>
    `The button text colour is too close to the button colour to read (contrast ${ratio.toFixed(1)}:1, at least ${MIN_BUTTON_CONTRAST}:1 needed). Choose a lighter or darker one.`,
} as const;

export const checkResult = (problems: readonly Problem[]): Schemas['CheckResult'] => ({ ok: problems.length === 0, problems: [...problems] });

/** Refuses with the first problem's sentence. */
export function refuseProblems(problems: readonly Problem[]): void {
  if (problems[0]) throw badRequest(problems[0].message);
}

export interface CheckedButton {
  title: string;
  /** The address as the creator gave it (what the editor shows). */
  url: string;
  /** Where its tracked address leads: `url` through the earn rule. */
  destination: string;
  /** A retailer address the creator chose to keep without their tag. */
  untagged?: true;
  iconUrl?: string;
}

/** Buttons to add: http(s) addresses only, each through the earn rule; with uniqueTitles (v3) no title twice on the page. */
export function checkButtons(inputs: readonly Schemas['BioButtonInput'][], existingTitles: readonly string[], uniqueTitles: boolean, earn: EarnSettings) {
  const problems: Problem[] = [];
  const buttons: CheckedButton[] = [];
  inputs.forEach((input, index) => {
    const title = input.title.trim();
    if (!title) problems.push({ field: `/buttons/${index}/title`, message: BIO_BUTTON_MESSAGES.noTitle });
    const address = checkButtonAddress(title, input.url);
    const earned = address.ok ? checkEarned(earn, `"${title}"`, address.href, { keepUntagged: input.keepUntagged ?? false }) : undefined;
    if (!address.ok) problems.push({ field: `/buttons/${index}/url`, message: address.message });
    else if (earned && !earned.ok) problems.push({ field: `/buttons/${index}/url`, message: earned.message });
    else if (title && earned?.ok) {
      const { destination, untagged } = earned;
      buttons.push({ title, url: address.href, destination, ...(untagged ? { untagged } : {}), ...(input.iconUrl ? { iconUrl: input.iconUrl } : {}) });
    }
    const earlier = [...existingTitles, ...inputs.slice(0, index).map((b) => b.title)];
    if (uniqueTitles && earlier.some((other) => sameTitle(other, title))) {
      problems.push({ field: `/buttons/${index}/title`, message: BIO_BUTTON_MESSAGES.duplicateTitle(title) });
    }
  });
  return { problems, buttons };
}

/** A post's links: the same address rule as buttons (titles may repeat). */
export function checkPostLinks(items: readonly Schemas['LinkedContentRequest']['items'][number][]) {
  const problems: Problem[] = [];
  const links = items.flatMap((item, index) => {
    const title = item.title.trim();
    const address = checkButtonAddress(title, item.url);
    if (!title) problems.push({ field: `/items/${index}/title`, message: BIO_BUTTON_MESSAGES.noTitle });
    if (!address.ok) problems.push({ field: `/items/${index}/url`, message: address.message });
    if (!title || !address.ok) return [];
    return [{ title, url: address.href, ...(item.imageUrl ? { imageUrl: item.imageUrl } : {}), ...(item.productId ? { productId: item.productId } : {}) }];
  });
  return { problems, links };
}

/** The look with its colours normalised (spec §5), and whether its button label can be read. */
export function checkLook(body: Schemas['BioLinkCustomizeRequest']) {
  const colours = {
    backgroundColor: normaliseColour(body.backgroundColor),
    buttonColor: normaliseColour(body.buttonColor),
    buttonTextColor: normaliseColour(body.buttonTextColor),
    buttonShape: body.buttonShape,
    fontFamily: body.fontFamily,
  };
  const look = withProfile(colours, { displayName: body.displayName ?? '', bio: body.bio ?? '' });
  const ratio = contrastRatio(look.buttonTextColor as `#${string}`, look.buttonColor as `#${string}`);
  const problems: Problem[] = ratio < MIN_BUTTON_CONTRAST ? [{ field: '/buttonTextColor', message: LOOK_MESSAGES.unreadable(ratio) }] : [];
  return { look, problems };
}
