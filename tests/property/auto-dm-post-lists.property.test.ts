import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { newestFirst } from '../../src/domain/auto-dm';

const post = (network: string) =>
  fc.record({
    mediaId: fc.stringMatching(/^[a-z0-9]{1,8}$/).map((id) => `${network}_${id}`),
    postedAt: fc
      .date({ min: new Date('2025-01-01'), max: new Date('2027-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString()),
  });
/** A network's list as the server answers it: newest first. */
const list = (network: string) =>
  fc
    .array(post(network), { maxLength: 20 })
    .map((posts) => [...posts].sort((a, b) => Date.parse(b.postedAt) - Date.parse(a.postedAt)));

describe("Auto DM's list of Instagram and Facebook posts", () => {
  it.prop([list('ig'), list('fb')])('holds every post of both lists once, newest first', (instagram, facebook) => {
    const merged = newestFirst(instagram, facebook);
    expect([...merged].sort((a, b) => a.mediaId.localeCompare(b.mediaId))).toEqual(
      [...instagram, ...facebook].sort((a, b) => a.mediaId.localeCompare(b.mediaId)),
    );
    for (let i = 1; i < merged.length; i++)
      expect(Date.parse(merged[i - 1]!.postedAt)).toBeGreaterThanOrEqual(Date.parse(merged[i]!.postedAt));
    // Each network's own order is kept.
    expect(merged.filter((p) => p.mediaId.startsWith('ig_'))).toEqual(instagram);
    expect(merged.filter((p) => p.mediaId.startsWith('fb_'))).toEqual(facebook);
  });
});
