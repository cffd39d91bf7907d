/**
 * The industries a creator can pick on registration and in Account info (/setting/industry/list/v2).
 * Ids are stored on accounts, so they never change once published: rename a label freely, never an id.
 * Add new industries anywhere before 'other', which stays last.
 */
export const INDUSTRIES = [
  { id: 'fashion', name: 'Fashion' },
  { id: 'beauty', name: 'Beauty' },
  { id: 'home-living', name: 'Home & Living' },
  { id: 'fitness', name: 'Fitness' },
  { id: 'health-wellness', name: 'Health & Wellness' },
  { id: 'food-cooking', name: 'Food & Cooking' },
  { id: 'travel', name: 'Travel' },
  { id: 'parenting', name: 'Parenting' },
  { id: 'kids-toys', name: 'Kids & Toys' },
  { id: 'tech-gadgets', name: 'Tech & Gadgets' },
  { id: 'gaming', name: 'Gaming' },
  { id: 'pets', name: 'Pets' },
  { id: 'lifestyle', name: 'Lifestyle' },
  { id: 'diy-crafts', name: 'DIY & Crafts' },
  { id: 'outdoors', name: 'Outdoors & Sports' },
  { id: 'books', name: 'Books' },
  { id: 'art-design', name: 'Art & Design' },
  { id: 'photography', name: 'Photography' },
  { id: 'music-entertainment', name: 'Music & Entertainment' },
  { id: 'automotive', name: 'Automotive' },
  { id: 'finance', name: 'Personal Finance' },
  { id: 'wedding', name: 'Weddings & Events' },
  { id: 'other', name: 'Other' },
] as const satisfies ReadonlyArray<{ id: string; name: string }>;

export type IndustryId = (typeof INDUSTRIES)[number]['id'];

const IDS = new Set<string>(INDUSTRIES.map((i) => i.id));

export function isKnownIndustry(id: string): id is IndustryId {
  return IDS.has(id);
}

export const UNKNOWN_INDUSTRY_MESSAGE = 'Choose an industry from the list.';
