import { creatorWithShortLink, post } from '../tests/support/server-process';
import { pageBench } from './page-bench';

/**
 * The public bio page under load (page-bench.ts): a creator's page with 20 buttons, a social icon and a bio,
 * GET /b/{handle}. Target (issue 13): at least 0.3 of the bare rate, and under 20 kB on the wire.
 */

export const BIO_PAGE_TARGET_RATIO = 0.3;
export const BIO_PAGE_MAX_BYTES = 20 * 1024;
const BUTTONS = 20;

/** A creator with a bio page as the bench asks: 20 buttons, a social icon, a bio and colours. */
export async function pageWithButtons(baseUrl: string): Promise<string> {
  return bioPageOf(baseUrl, await creatorWithShortLink(baseUrl));
}

/** The creator's bio page with 20 buttons, a social icon, a bio and colours; answers its path. */
export async function bioPageOf(baseUrl: string, creator: { token: string; handle: string }): Promise<string> {
  await post(baseUrl, '/bio/create_bio_link', { title: 'Bench picks' }, creator.token);
  const buttons = Array.from({ length: BUTTONS }, (_, i) => ({
    title: `Favourite find number ${i + 1}`,
    url: `https://shop.example.com/finds/${i + 1}?ref=bio`,
  }));
  await post(baseUrl, '/bio/create_button_batch_v2', { buttons }, creator.token);
  await post(
    baseUrl,
    '/bio/add_social_account',
    { platform: 'instagram', url: 'https://www.instagram.com/bench' },
    creator.token,
  );
  const look = {
    backgroundColor: 'rgb(16, 185, 129)',
    buttonColor: '#fff',
    buttonTextColor: '#111',
    buttonShape: 'pill',
    fontFamily: 'system',
    displayName: 'Bench',
    bio: 'Everyday finds I use and love.',
  };
  const loaded = {
    displayName: '',
    bio: '',
    ...(await post<Record<string, string>>(baseUrl, '/bio/get_biolink_customize', {}, creator.token)),
  };
  await post(baseUrl, '/bio/save', { ...look, loaded }, creator.token);
  return `/b/${creator.handle}`;
}

export const bioPageBench = () =>
  pageBench({
    about: `A page with ${BUTTONS} buttons, a social icon, a bio and custom colours`,
    name: 'Linkmint /b/{handle}, embedded database',
    makePage: pageWithButtons,
    targetRatio: BIO_PAGE_TARGET_RATIO,
    maxBytes: BIO_PAGE_MAX_BYTES,
  });
