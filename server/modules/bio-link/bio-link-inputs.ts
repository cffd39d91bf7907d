import type { components } from '../../../src/generated/api';
import { BIO_BUTTON_MESSAGES, checkButtonAddress, sameTitle } from '../../../src/domain/bio-link-rules';
import type { EarnSettings } from '../../../src/domain/earn-rule';
import { badRequest } from '../../errors';
import { checkEarned } from '../tracking-ids';
import { applyLook, lookChanges, unreadableLook, type BioLook } from './bio-look';

/**
 * The checks of the bio link's save calls as lists of problems, so a check_ call answers them all and its save call
 * refuses with the first (the same rules, one implementation).
 */

type Schemas = components['schemas'];
export type Problem = Schemas['CheckResult']['problems'][number];

export const checkResult = (problems: readonly Problem[]): Schemas['CheckResult'] => ({
  ok: problems.length === 0,
  problems: [...problems],
});

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
export function checkButtons(
  inputs: readonly Schemas['BioButtonInput'][],
  existingTitles: readonly string[],
  uniqueTitles: boolean,
  earn: EarnSettings,
) {
  const problems: Problem[] = [];
  const buttons: CheckedButton[] = [];
  inputs.forEach((input, index) => {
    const title = input.title.trim();
    if (!title) problems.push({ field: `/buttons/${index}/title`, message: BIO_BUTTON_MESSAGES.noTitle });
    const address = checkButtonAddress(title, input.url);
    const earned = address.ok
      ? checkEarned(earn, `"${title}"`, address.href, { keepUntagged: input.keepUntagged ?? false })
      : undefined;
    if (!address.ok) problems.push({ field: `/buttons/${index}/url`, message: address.message });
    else if (earned && !earned.ok) problems.push({ field: `/buttons/${index}/url`, message: earned.message });
    else if (title && earned?.ok) {
      const { destination, untagged } = earned;
      buttons.push({
        title,
        url: address.href,
        destination,
        ...(untagged ? { untagged } : {}),
        ...(input.iconUrl ? { iconUrl: input.iconUrl } : {}),
      });
    }
    const earlier = [...existingTitles, ...inputs.slice(0, index).map((b) => b.title)];
    if (uniqueTitles && earlier.some((other) => sameTitle(other, title))) {
      problems.push({ field: `/buttons/${index}/title`, message: BIO_BUTTON_MESSAGES.duplicateTitle(title) });
    }
  });
  return { problems, buttons };
}

/** check_save: the look as the request's fields would leave the stored one (the defaults without a page). */
export function checkLook(stored: BioLook, body: Schemas['BioLinkCustomizeRequest']): Problem[] {
  const unreadable = unreadableLook(applyLook(stored, lookChanges(body)));
  return unreadable ? [{ field: '/buttonTextColor', message: unreadable }] : [];
}
