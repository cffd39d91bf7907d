import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { deniedPermissionOf } from '../../src/domain/denied-permission';
import { PERMISSION_TUTORIALS } from '../../src/domain/permission-tutorial';

const name = fc.oneof(
  fc.constant('NotAllowedError'),
  fc.constantFrom('TypeError', 'AbortError', 'SecurityError', 'Error'),
  fc.string(),
);

describe('which permission a browser refusal is about', () => {
  it.prop([name, fc.string()])(
    'only a NotAllowedError opens the tutorial, and always one the modal has texts for',
    (errorName, message) => {
      const permission = deniedPermissionOf({ name: errorName, message });
      expect(permission !== null).toBe(errorName === 'NotAllowedError');
      if (permission) expect(PERMISSION_TUTORIALS[permission].steps.length).toBeGreaterThan(0);
    },
  );

  it.prop([fc.anything()])('anything thrown (strings, numbers, null) is no refusal unless named so', (thrown) => {
    const named =
      typeof thrown === 'object' && thrown !== null && (thrown as { name?: unknown }).name === 'NotAllowedError';
    expect(deniedPermissionOf(thrown) !== null).toBe(named);
  });

  it('tells the clipboard and pop-ups apart as browsers word them', () => {
    expect(deniedPermissionOf(new DOMException('Write permission denied.', 'NotAllowedError'))).toBe('clipboard');
    expect(
      deniedPermissionOf(
        new DOMException('Failed to execute writeText on Clipboard: Document is not focused.', 'NotAllowedError'),
      ),
    ).toBe('clipboard');
    expect(deniedPermissionOf(new DOMException('The pop-up window was blocked.', 'NotAllowedError'))).toBe('popup');
    expect(deniedPermissionOf(new DOMException('Permission denied by user.', 'NotAllowedError'))).toBe('other');
    expect(deniedPermissionOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});
