import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_VERSION } from '../../src/domain/spec-constants';
import { ConcurrencyError, type DomainEvent, type RecordedEvent } from '../../server/events/events';
import type { EventStore } from '../../server/events/event-store';
import type { MailMessage, Mailer } from '../../server/integrations/mail/mailer';
import {
  DEFAULT_APP_VERSIONS,
  readAppVersions,
  setAppVersions,
  versionCode,
  versionName,
} from '../../server/modules/accounts/account-app-versions';
import {
  DEFAULT_COLLAGE_PREFERENCE,
  DEFAULT_COLLAGE_SPACING,
  readCollagePreference,
  saveCollagePreference,
} from '../../server/modules/accounts/account-collage-preference';
import {
  HONOR_LEVELS,
  honorDescription,
  honorImages,
  honorLevelView,
  honorPeriod,
  honorStanding,
  PROFILE_ITEMS,
  type ProfileItem,
} from '../../server/modules/accounts/account-honor';
import { INDUSTRIES, isKnownIndustry } from '../../server/modules/accounts/account-industries';
import { checkCode, issueCode } from '../../server/modules/accounts/account-verification';
import { CODE_MESSAGES } from '../../server/modules/accounts/verification-decider';

/** An in-memory event store with the real one's versioning rules, so the helpers run without a database. */
function memoryStore(): Pick<EventStore, 'readStream' | 'append'> & { streams: Map<string, RecordedEvent[]> } {
  const streams = new Map<string, RecordedEvent[]>();
  let position = 0;
  return {
    streams,
    async readStream<E extends DomainEvent>(id: string) {
      return [...(streams.get(id) ?? [])] as RecordedEvent<E>[];
    },
    async append<E extends DomainEvent>(id: string, expected: number | 'any', events: readonly E[]) {
      const list = streams.get(id) ?? [];
      if (expected !== 'any' && expected !== list.length) throw new ConcurrencyError(id, expected, list.length);
      const recorded = events.map((e, i) => ({
        ...JSON.parse(JSON.stringify(e)),
        position: ++position,
        streamId: id,
        streamVersion: list.length + i + 1,
        metadata: {},
        recordedAt: new Date(),
      })) as RecordedEvent<E>[];
      streams.set(id, [...list, ...recorded]);
      return { events: recorded, nextExpectedVersion: list.length + recorded.length } as never;
    },
  };
}

function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { transport: 'outbox', sent, send: async (m) => void sent.push(m) };
}

const codeOf = (m: MailMessage | undefined) => /^\s+(\d{6})$/m.exec(m?.text ?? '')?.[1] ?? '';

describe('verification codes with a controlled clock', () => {
  const t0 = new Date('2026-03-01T12:00:00Z');
  const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

  it('a code works until 10 minutes after it was issued, then says it expired', async () => {
    const store = memoryStore();
    const mailer = memoryMailer();
    const { expiresAt } = await issueCode(
      { store, mailer },
      { email: 'ada@example.com', purpose: 'forgot', deliver: true, now: t0 },
    );
    expect(expiresAt).toBe(at(600).toISOString());
    const code = codeOf(mailer.sent[0]);
    const justBefore = await checkCode(
      { store },
      { email: 'ADA@example.com', purpose: 'forgot', code, consume: false, now: at(599) },
    );
    expect(justBefore.verdict.ok).toBe(true);
    const after = await checkCode(
      { store },
      { email: 'ada@example.com', purpose: 'forgot', code, consume: true, now: at(600) },
    );
    expect(after.verdict).toEqual({ ok: false, message: CODE_MESSAGES.expired });
  });

  it('a new code may be asked for after 60 seconds and replaces the old one', async () => {
    const store = memoryStore();
    const mailer = memoryMailer();
    await issueCode({ store, mailer }, { email: 'ada@example.com', purpose: 'register', deliver: true, now: t0 });
    await expect(
      issueCode({ store, mailer }, { email: 'ada@example.com', purpose: 'register', deliver: true, now: at(59) }),
    ).rejects.toMatchObject({
      kind: 'too-soon',
      message: CODE_MESSAGES.wait(1),
    });
    expect(mailer.sent).toHaveLength(1);
    await issueCode({ store, mailer }, { email: 'ada@example.com', purpose: 'register', deliver: true, now: at(60) });
    const [first, second] = mailer.sent.map(codeOf);
    if (first !== second) {
      const old = await checkCode(
        { store },
        { email: 'ada@example.com', purpose: 'register', code: first!, consume: false, now: at(61) },
      );
      expect(old.verdict.ok).toBe(false);
    }
    const fresh = await checkCode(
      { store },
      { email: 'ada@example.com', purpose: 'register', code: second!, consume: true, now: at(61) },
    );
    expect(fresh.verdict.ok).toBe(true);
    const reused = await checkCode(
      { store },
      { email: 'ada@example.com', purpose: 'register', code: second!, consume: true, now: at(62) },
    );
    expect(reused).toMatchObject({ verdict: { ok: false, message: CODE_MESSAGES.used }, attemptsLeft: 0 });
  });

  it('an undelivered (decoy) code is stored and rate-limited like a real one but sent nowhere', async () => {
    const store = memoryStore();
    const mailer = memoryMailer();
    await issueCode({ store, mailer }, { email: 'ghost@example.com', purpose: 'forgot', deliver: false, now: t0 });
    expect(mailer.sent).toHaveLength(0);
    expect([...store.streams.values()].flat().map((e) => e.type)).toEqual(['VerificationCodeIssued']);
    await expect(
      issueCode({ store, mailer }, { email: 'ghost@example.com', purpose: 'forgot', deliver: false, now: at(30) }),
    ).rejects.toMatchObject({ kind: 'too-soon' });
  });
});

describe('app version codes', () => {
  it('encode MAJOR.MINOR.PATCH so that codes order like versions', () => {
    expect(versionCode('6.3.67')).toBe(6_003_067);
    expect(versionCode('6.10.0')).toBeGreaterThan(versionCode('6.9.999'));
    expect(versionName(versionCode('12.0.5'))).toBe('12.0.5');
    expect(() => versionCode('6.3')).toThrow(RangeError);
    expect(() => versionCode('6.3.1000')).toThrow(RangeError);
  });

  it('default to the app version and take what operators set, per platform', async () => {
    const store = memoryStore();
    expect(DEFAULT_APP_VERSIONS).toEqual({
      forceUpdateVersion: versionCode(APP_VERSION),
      freshNewsVersion: versionCode(APP_VERSION),
    });
    expect(await readAppVersions(store, 'ios')).toEqual(DEFAULT_APP_VERSIONS);
    await setAppVersions(store, 'ios', { forceUpdateVersion: versionCode('6.4.0') }, new Date());
    expect(await readAppVersions(store, 'ios')).toEqual({
      forceUpdateVersion: 6_004_000,
      freshNewsVersion: DEFAULT_APP_VERSIONS.freshNewsVersion,
    });
    expect(await readAppVersions(store, 'android')).toEqual(DEFAULT_APP_VERSIONS);
    // Setting the same values again records nothing.
    await setAppVersions(store, 'ios', { forceUpdateVersion: 6_004_000 }, new Date());
    expect(store.streams.get('app-versions:ios')).toHaveLength(1);
    await expect(setAppVersions(store, 'ios', { freshNewsVersion: -1 }, new Date())).rejects.toThrow(RangeError);
  });
});

describe('AI collage preference', () => {
  it('defaults, then answers the saved preference; saving the same again records nothing', async () => {
    const store = memoryStore();
    expect(await readCollagePreference(store, 'jane')).toEqual(DEFAULT_COLLAGE_PREFERENCE);
    const mosaic = {
      style: 'mosaic',
      backgroundColor: '#1A2B3C',
      spacing: 20,
      showPrices: false,
      showRetailerLogos: true,
      maxItems: 4,
    } as const;
    expect(await saveCollagePreference(store, 'jane', mosaic, new Date())).toEqual(mosaic);
    await saveCollagePreference(store, 'jane', { ...mosaic }, new Date());
    expect(await readCollagePreference(store, 'jane')).toEqual(mosaic);
    expect(store.streams.get('collage-preference:jane')).toHaveLength(1);
    expect(await readCollagePreference(store, 'john')).toEqual(DEFAULT_COLLAGE_PREFERENCE);
  });

  it('takes the default spacing when a save leaves it out', async () => {
    const store = memoryStore();
    const saved = await saveCollagePreference(
      store,
      'jane',
      { style: 'grid', backgroundColor: '#000000', showPrices: true, showRetailerLogos: false, maxItems: 6 },
      new Date(),
    );
    expect(saved.spacing).toBe(DEFAULT_COLLAGE_SPACING);
    expect((await readCollagePreference(store, 'jane')).spacing).toBe(DEFAULT_COLLAGE_SPACING);
  });
});

describe('industries', () => {
  it('have unique ids and names, Other last', () => {
    expect(new Set(INDUSTRIES.map((i) => i.id)).size).toBe(INDUSTRIES.length);
    expect(new Set(INDUSTRIES.map((i) => i.name)).size).toBe(INDUSTRIES.length);
    expect(INDUSTRIES.at(-1)).toEqual({ id: 'other', name: 'Other' });
    for (const name of [
      'Fashion',
      'Beauty',
      'Home & Living',
      'Fitness',
      'Food & Cooking',
      'Travel',
      'Parenting',
      'Tech & Gadgets',
      'Pets',
      'Lifestyle',
      'Gaming',
    ]) {
      expect(INDUSTRIES.map((i) => i.name)).toContain(name);
    }
    expect(isKnownIndustry('beauty')).toBe(true);
    expect(isKnownIndustry('Beauty')).toBe(false);
  });
});

describe('honor levels', () => {
  const registeredAt = new Date('2025-01-01T08:00:00Z');
  const profile = (filled: number) =>
    Object.fromEntries(PROFILE_ITEMS.map((item, i) => [item.key, i < filled])) as Record<ProfileItem, boolean>;
  const days = (n: number) => new Date(registeredAt.getTime() + n * 86_400_000);

  it('a new creator with an empty profile is a Rookie with every quick win listed', () => {
    const standing = honorStanding({ now: days(0), registeredAt, profile: profile(0) });
    expect(standing.level.name).toBe('Rookie');
    expect(standing.points).toEqual({ profile: 0, tenure: 0, clicks: 0, total: 0 });
    expect(standing.missing).toHaveLength(6);
    const text = honorDescription(standing);
    expect(text).toContain('Next level: <strong>Rising</strong> at 20 points');
    expect(text).toContain('Add a profile picture (+5)');
    expect(text).toContain('not counted yet');
  });

  it('a complete profile makes Rising at once and Pro after 90 days; Star and Legend need clicks', () => {
    expect(honorStanding({ now: days(1), registeredAt, profile: profile(6) }).level.name).toBe('Rising');
    expect(honorStanding({ now: days(90), registeredAt, profile: profile(6) }).level.name).toBe('Pro');
    expect(honorStanding({ now: days(3650), registeredAt, profile: profile(6) }).level.name).toBe('Pro');
    expect(honorStanding({ now: days(180), registeredAt, profile: profile(6), periodClicks: 100 }).level.name).toBe(
      'Star',
    );
    expect(honorStanding({ now: days(180), registeredAt, profile: profile(6), periodClicks: 10_000 }).level.name).toBe(
      'Legend',
    );
    const top = honorStanding({ now: days(180), registeredAt, profile: profile(6), periodClicks: 50_000 });
    expect(top.next).toBeUndefined();
    expect(honorDescription(top)).toContain('top level');
  });

  it('shows the month in Los Angeles time and pictures under /pc/honor/', () => {
    expect(honorPeriod(new Date('2025-08-01T06:59:59Z'))).toBe('Jul 2025');
    expect(honorPeriod(new Date('2025-08-01T07:00:00Z'))).toBe('Aug 2025');
    const view = honorLevelView(
      honorStanding({ now: days(0), registeredAt, profile: profile(0) }),
      'https://app.example.com',
    );
    expect(view).toMatchObject({
      level: 0,
      name: 'Rookie',
      levelImage: 'https://app.example.com/pc/honor/rookie.svg',
      levelImagePc: 'https://app.example.com/pc/honor/rookie.svg',
      levelImageBackground: 'https://app.example.com/pc/honor/rookie-background.svg',
      timeRange: 'Jan 2025',
    });
    expect(view.descriptionPc.length).toBeLessThanOrEqual(5000);
  });

  it('ships every picture it names (public/ is served under /pc/)', () => {
    for (const level of HONOR_LEVELS) {
      for (const url of Object.values(honorImages(level.key, 'https://x.example'))) {
        const file = new URL(`../../public/${url.replace('https://x.example/pc/', '')}`, import.meta.url);
        expect(existsSync(file), url).toBe(true);
        expect(readFileSync(file, 'utf8')).toMatch(/^<svg /);
      }
    }
  });
});
