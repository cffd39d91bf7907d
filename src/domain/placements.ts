/**
 * Placements: the places a creator shares one short link (an Instagram story, a YouTube description, a
 * newsletter), each with its own short address, so clicks, orders and earnings can be told apart per place. Pure
 * rules shared by the app (which checks a name while it is typed) and the server (which decides what is stored).
 *
 * A placement's sub-id is what travels into the retailer's tracking (Impact's subId2, beside the tracking id in
 * subId1) and comes back on the network's order report: `pl-` and the placement's code, so it names the placement
 * whoever reads it, and no tracking id or other network sub-id is mistaken for one.
 */

export const PLACEMENT_NAME_MAX = 40;
export const PLACEMENTS_PER_LINK = 20;

export const PLACEMENT_MESSAGES = {
  nameEmpty: 'Name the placement, e.g. IG story, YouTube description or Newsletter.',
  nameLong: `A placement name has at most ${PLACEMENT_NAME_MAX} characters.`,
  nameTaken: (name: string) => `This link already has a placement named ${name}.`,
  tooMany: `A link has at most ${PLACEMENTS_PER_LINK} placements: delete one to add another.`,
  missing: 'This placement does not exist.',
} as const;

/** The name as it is stored: trimmed, inner runs of white space made one space. */
export const placementName = (name: string) => name.trim().replace(/\s+/g, ' ');

/** Two names are the same placement when they differ only in letter case or spacing. */
export const samePlacementName = (a: string, b: string) =>
  placementName(a).toLowerCase() === placementName(b).toLowerCase();

/** Why the name cannot name a placement, or undefined. Counted in characters, not UTF-16 units. */
export function placementNameProblem(name: string): string | undefined {
  const length = [...placementName(name)].length;
  if (length === 0) return PLACEMENT_MESSAGES.nameEmpty;
  if (length > PLACEMENT_NAME_MAX) return PLACEMENT_MESSAGES.nameLong;
  return undefined;
}

const SUB_ID_PREFIX = 'pl-';
/** A placement's sub-id: the prefix and an eight-character short code (short-link-codes.ts). */
export const PLACEMENT_SUB_ID = /^pl-([0-9A-Za-z]{8})$/;

/** The sub-id of the placement with this code. */
export const placementSubId = (code: string) => `${SUB_ID_PREFIX}${code}`;

/** The placement code a sub-id names, or undefined when it is not a placement's sub-id. */
export const placementCodeOfSubId = (subId: string): string | undefined => PLACEMENT_SUB_ID.exec(subId)?.[1];
