import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { supportMessengerFrom } from '../../server/integrations/support-chat/support-chat-config';
import { BUILTIN_MESSENGER_TOKEN, messengerOf } from '../../src/domain/support-chat';

describe('support chat configuration', () => {
  it('is the built-in messenger unless both Intercom settings are given; half a configuration is refused', () => {
    expect(supportMessengerFrom(loadConfig({})).token('user-1')).toBe(BUILTIN_MESSENGER_TOKEN);
    const intercom = supportMessengerFrom(loadConfig({ INTERCOM_APP_ID: 'abc123', INTERCOM_SECRET: 's3cret' }));
    expect(messengerOf(intercom.token('user-1'))).toMatchObject({
      kind: 'intercom',
      appId: 'abc123',
      userId: 'user-1',
    });
    expect(() => loadConfig({ INTERCOM_APP_ID: 'abc123' })).toThrow(ConfigError);
    expect(() => loadConfig({ INTERCOM_SECRET: 's3cret' })).toThrow(ConfigError);
    expect(() => loadConfig({ INTERCOM_APP_ID: 'has space', INTERCOM_SECRET: 's3cret' })).toThrow(/INTERCOM_APP_ID/);
  });
});
