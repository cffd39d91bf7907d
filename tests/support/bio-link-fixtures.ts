/** A bio page as the calls answer it, for the bio link machines' model tests. */
import type { BioLinkDetail } from '../../src/machines/bio-link-calls';

export const button = (id: string, title: string, clicks = 0) => ({
  id,
  title,
  url: `https://shop.example.com/${id}`,
  shortUrl: `http://127.0.0.1:8080/s/${id}`,
  code: id,
  sort: 0,
  clicks,
});

export function bioDetail(overrides: Partial<BioLinkDetail> = {}): BioLinkDetail {
  return {
    bioLink: {
      id: 'page-1',
      handle: 'jane.picks',
      title: 'Jane picks',
      url: 'http://127.0.0.1:8080/b/jane.picks',
      published: true,
      mediaIds: [],
      createdAt: '2026-11-20T10:00:00.000Z',
    },
    buttons: [button('b1', 'Shop', 3), button('b2', 'Blog', 1)],
    socialAccounts: [{ id: 's1', platform: 'instagram', url: 'https://instagram.com/jane' }],
    setting: { showMostPopular: true, showTrending: true, showSocialIcons: true, autoDmEnabled: false },
    customize: {
      displayName: 'Jane',
      bio: 'Things I love',
      backgroundColor: '#FFFFFF',
      buttonColor: '#10B981',
      buttonTextColor: '#FFFFFF',
      buttonShape: 'rounded',
      fontFamily: 'system',
      theme: 'classic',
    },
    ...overrides,
  };
}
