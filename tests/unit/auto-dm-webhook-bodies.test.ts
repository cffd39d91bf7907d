import { describe, expect, it } from 'vitest';
import { commentsOfDelivery } from '../../server/modules/auto-dm/webhook-bodies';
import {
  messagingFrom,
  MESSAGING_CONFIG_MESSAGE,
  SIMULATOR_WITH_APP_MESSAGE,
} from '../../server/integrations/messaging/messaging-config';

const NOW = new Date('2026-11-26T02:00:00Z');
const TIME = 1_764_115_200; // 2025-11-26T00:00:00Z in seconds

describe('comments of a Meta webhook delivery', () => {
  const igValue = {
    id: '17865799348089039',
    text: 'LINK please',
    media: { id: '18034', media_product_type: 'FEED' },
    from: { id: '7781', username: 'fan_one' },
  };
  const expected = {
    network: 'instagram',
    accountId: '1784',
    commentId: '17865799348089039',
    mediaId: '18034',
    text: 'LINK please',
    fromId: '7781',
    fromUsername: 'fan_one',
    commentedAt: new Date(TIME * 1000),
  };

  it('reads Instagram comments from entry[].changes[]', () => {
    const body = {
      object: 'instagram',
      entry: [
        {
          id: '1784',
          time: TIME,
          changes: [
            { field: 'comments', value: igValue },
            { field: 'mentions', value: { media_id: '1' } },
          ],
        },
      ],
    };
    expect(commentsOfDelivery(body, NOW)).toEqual([expected]);
  });

  it('reads the other shape, field and value straight on the entry', () => {
    const body = { object: 'instagram', entry: [{ id: '1784', time: TIME, field: 'comments', value: igValue }] };
    expect(commentsOfDelivery(body, NOW)).toEqual([expected]);
  });

  it('reads a Facebook Page feed comment (item comment, verb add) in both shapes, and ignores edits and other items', () => {
    const value = {
      item: 'comment',
      verb: 'add',
      comment_id: '555_777',
      post_id: '555_123',
      message: 'price?',
      from: { id: '42', name: 'Fan Two' },
      created_time: TIME,
    };
    const comment = {
      network: 'facebook',
      accountId: '555',
      commentId: '555_777',
      mediaId: '555_123',
      text: 'price?',
      fromId: '42',
      fromUsername: 'Fan Two',
      commentedAt: new Date(TIME * 1000),
    };
    const changes = {
      object: 'page',
      entry: [
        {
          id: '555',
          time: TIME,
          changes: [
            { field: 'feed', value },
            { field: 'feed', value: { ...value, verb: 'edited' } },
            { field: 'feed', value: { ...value, item: 'reaction' } },
          ],
        },
      ],
    };
    const flat = { object: 'page', entry: [{ id: '555', time: TIME, field: 'feed', value }] };
    expect(commentsOfDelivery(changes, NOW)).toEqual([comment]);
    expect(commentsOfDelivery(flat, NOW)).toEqual([comment]);
  });

  it('takes the delivery time for an entry without one, and skips what is not a comment it can use', () => {
    const body = {
      object: 'instagram',
      entry: [
        { id: '1784', changes: [{ field: 'comments', value: { ...igValue, media: undefined } }] },
        { id: '1784', changes: [{ field: 'comments', value: { id: '9', text: 'hi', media: { id: '1' } } }] },
        { time: TIME, changes: [{ field: 'comments', value: igValue }] },
        'junk',
      ],
    };
    expect(commentsOfDelivery(body, NOW)).toEqual([
      { network: 'instagram', accountId: '1784', commentId: '9', mediaId: '1', text: 'hi', commentedAt: NOW },
    ]);
    expect(
      commentsOfDelivery(
        { object: 'page', entry: [{ id: '1', time: TIME, changes: [{ field: 'comments', value: igValue }] }] },
        NOW,
      ),
    ).toEqual([]);
    expect(commentsOfDelivery(null, NOW)).toEqual([]);
  });
});

describe('which messaging adapter a configuration gives', () => {
  const base = {
    FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9/v19.0',
    FACEBOOK_DIALOG_URL: 'http://127.0.0.1:9/dialog/oauth',
  };
  /** The simulator keeps its signing secret in the database; choosing the adapter reads nothing yet. */
  const db = { query: async () => ({ rows: [] }) };
  it('runs the simulator without Facebook settings, the Graph API with all three', () => {
    expect(messagingFrom(base, { db }).kind).toBe('simulator');
    expect(
      messagingFrom(
        {
          ...base,
          FACEBOOK_APP_ID: '123',
          FACEBOOK_APP_SECRET: 's3cret',
          FACEBOOK_WEBHOOK_VERIFY_TOKEN: 'verify-me-please',
        },
        { db },
      ).kind,
    ).toBe('graph');
  });
  it('refuses a verify token without the app credentials, and warns when they come without one', () => {
    expect(() => messagingFrom({ ...base, FACEBOOK_WEBHOOK_VERIFY_TOKEN: 'verify-me-please' }, { db })).toThrow(
      MESSAGING_CONFIG_MESSAGE,
    );
    const warnings: string[] = [];
    expect(
      messagingFrom(
        { ...base, FACEBOOK_APP_ID: '123', FACEBOOK_APP_SECRET: 's3cret' },
        { db, log: { warn: (m: string) => warnings.push(m) } },
      ).kind,
    ).toBe('simulator');
    expect(warnings).toEqual([SIMULATOR_WITH_APP_MESSAGE]);
  });
});
