import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { classifyUserAgent, DEVICE_CLASSES, OPERATING_SYSTEMS, type UserAgentClass } from '../../src/domain/user-agent';

const version = fc
  .tuple(fc.integer({ min: 1, max: 140 }), fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9999 }))
  .map((v) => v.join('.'));
const word = fc
  .stringMatching(/^[A-Za-z]{2,10}$/)
  .filter(
    (w) =>
      !/bot|crawl|spider|slurp|preview|python|monitor|uptime|client|curl|wget|java|phone|mobile|tablet|ipad|iphone|android|windows|mac|linux|x11|cros|kindle|silk/i.test(
        w,
      ),
  );

/** Real shapes of browser User-Agents, each with what it must be classified as. */
type Expected = Omit<UserAgentClass, 'bot'>;
const browsers: fc.Arbitrary<{ ua: string; expected: Expected }> = fc.oneof<
  fc.Arbitrary<{ ua: string; expected: Expected }>[]
>(
  fc.tuple(fc.integer({ min: 12, max: 18 }), version).map(([ios, v]) => ({
    ua: `Mozilla/5.0 (iPhone; CPU iPhone OS ${ios}_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${ios}.0 Mobile/15E148 Safari/604.1 ${v}`,
    expected: { device: 'mobile', os: 'ios' },
  })),
  fc.tuple(fc.integer({ min: 12, max: 18 }), version).map(([ios, v]) => ({
    ua: `Mozilla/5.0 (iPad; CPU OS ${ios}_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/${v} Mobile/15E148 Safari/604.1`,
    expected: { device: 'tablet', os: 'ios' },
  })),
  fc.tuple(fc.integer({ min: 8, max: 15 }), word, version).map(([android, model, v]) => ({
    ua: `Mozilla/5.0 (Linux; Android ${android}; ${model}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v} Mobile Safari/537.36`,
    expected: { device: 'mobile', os: 'android' },
  })),
  fc.tuple(fc.integer({ min: 8, max: 15 }), word, version).map(([android, model, v]) => ({
    ua: `Mozilla/5.0 (Linux; Android ${android}; ${model}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v} Safari/537.36`,
    expected: { device: 'tablet', os: 'android' },
  })),
  version.map((v) => ({
    ua: `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v} Safari/537.36 Edg/${v}`,
    expected: { device: 'desktop', os: 'windows' },
  })),
  version.map((v) => ({
    ua: `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15 ${v}`,
    expected: { device: 'desktop', os: 'macos' },
  })),
  version.map((v) => ({
    ua: `Mozilla/5.0 (X11; Linux x86_64; rv:${v}) Gecko/20100101 Firefox/${v}`,
    expected: { device: 'desktop', os: 'linux' },
  })),
  version.map((v) => ({
    ua: `Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v} Safari/537.36`,
    expected: { device: 'desktop', os: 'chromeos' },
  })),
  // In-app browsers of the social apps send a phone browser's string with the app's name added: people, not bots.
  fc
    .tuple(
      version,
      fc.constantFrom('Instagram 309.0.0.40.113', 'FBAV/449.0.0.40.106', 'musical_ly_2023', 'Snapchat/12.60'),
    )
    .map(([v, app]) => ({
      ua: `Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 ${app} ${v}`,
      expected: { device: 'mobile', os: 'ios' },
    })),
);

const botTokens = fc.constantFrom(
  'Googlebot/2.1 (+http://www.google.com/bot.html)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Twitterbot/1.0',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'Discordbot/2.0',
  'TelegramBot (like TwitterBot)',
  'LinkedInBot/1.0',
  'bingbot/2.0',
  'YandexBot/3.0',
  'Baiduspider/2.0',
  'AhrefsBot/7.0',
  'HeadlessChrome/120.0.0.0',
  'Mediapartners-Google',
  'Applebot/0.1',
);
const programs = fc.constantFrom(
  'curl/8.4.0',
  'Wget/1.21',
  'python-requests/2.31',
  'Go-http-client/1.1',
  'okhttp/4.12.0',
  'Java/17.0.2',
  'axios/1.6.0',
  'WhatsApp/2.23.20.0',
);

describe('user-agent classifier', () => {
  it.prop([fc.string({ maxLength: 300 })])(
    'answers one of its classes for any header, whatever its letter case',
    (ua) => {
      const result = classifyUserAgent(ua);
      expect(DEVICE_CLASSES).toContain(result.device);
      expect(OPERATING_SYSTEMS).toContain(result.os);
      expect(typeof result.bot).toBe('boolean');
      expect(classifyUserAgent(ua.toUpperCase())).toEqual(classifyUserAgent(ua.toLowerCase()));
    },
  );

  it.prop([browsers])('classifies real browser strings as people, with their device and system', ({ ua, expected }) => {
    expect(classifyUserAgent(ua)).toEqual({ ...expected, bot: false });
  });

  it.prop([browsers, botTokens])(
    'flags a browser string that names a crawler or link-preview fetcher as a bot',
    ({ ua }, token) => {
      const result = classifyUserAgent(`${ua} (compatible; ${token})`);
      expect(result.bot).toBe(true);
      expect(result.device).toBe('other');
    },
  );

  it.prop([programs, fc.option(version, { nil: undefined })])(
    'flags HTTP libraries and preview fetchers as bots',
    (program, suffix) => {
      expect(classifyUserAgent(suffix ? `${program} ${suffix}` : program).bot).toBe(true);
    },
  );

  it('counts a request without a User-Agent as a bot, and a Cubot phone as a person', () => {
    for (const missing of [undefined, null, '', '   '])
      expect(classifyUserAgent(missing)).toEqual({ device: 'other', os: 'other', bot: true });
    expect(
      classifyUserAgent(
        'Mozilla/5.0 (Linux; Android 12; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
      ),
    ).toEqual({
      device: 'mobile',
      os: 'android',
      bot: false,
    });
  });
});
