import { describe, expect } from 'vitest';
import { fc, it } from '@fast-check/vitest';
import { ApiError, TRANSPORT_CODE, UNREADABLE_CODE } from '../../src/api/response-policy';
import { failureText, GENERIC_FAILURE_TEXT } from '../../src/machines/failure-text';
import { NETWORK_ERROR_TEXT, TIMEOUT_TEXT, UNREADABLE_RESPONSE_TEXT } from '../../src/domain/spec-constants';

const internalText = fc.string({ minLength: 1 }).filter((text) => text.trim() !== '');
const fallback = fc.constantFrom('The gallery could not be loaded.', 'Not saved.');
const internalError = fc.oneof(
  internalText.map((text) => new TypeError(text)),
  internalText.map((text) => new RangeError(text)),
  internalText.map((text) => new Error(text)),
  internalText.map((text) => Object.assign(new Error(text), { code: 500 })),
);

describe('failureText: the one sentence a creator reads for a failed call', () => {
  it.prop([internalError, fallback])('never shows the text of an error that is not an API answer', (error, text) => {
    expect(failureText(error, text)).toBe(text);
    expect(failureText(error)).toBe(GENERIC_FAILURE_TEXT);
  });

  it.prop([fc.oneof(internalText, fc.integer(), fc.constant(null), fc.constant(undefined), fc.object()), fallback])(
    'shows the fallback for anything thrown that is not an Error',
    (thrown, text) => {
      expect(failureText(thrown, text)).toBe(text);
    },
  );

  it.prop([fc.integer({ min: 0, max: 999 }), internalText, fallback])(
    "shows the envelope's message of a refused call",
    (code, message, text) => {
      expect(failureText(new ApiError({ code, message, path: '/app/x' }), text)).toBe(message);
    },
  );

  it.prop([fc.integer({ min: 0, max: 999 }), fc.constantFrom('', '  '), fallback])(
    'shows the fallback for an empty message',
    (code, message, text) => {
      expect(failureText(new ApiError({ code, message, path: '/app/x' }), text)).toBe(text);
    },
  );

  it.prop([internalText, fallback])(
    'shows our fixed sentence when no readable answer came, whatever the error says',
    (message, text) => {
      const failed = (code: number) =>
        failureText(new ApiError({ code, message, path: '/app/x' }, { cause: new TypeError(message) }), text);
      expect(failed(TRANSPORT_CODE.network)).toBe(NETWORK_ERROR_TEXT);
      expect(failed(TRANSPORT_CODE.timeout)).toBe(TIMEOUT_TEXT);
      expect(failed(UNREADABLE_CODE)).toBe(UNREADABLE_RESPONSE_TEXT);
      expect(failed(TRANSPORT_CODE.aborted)).toBe(text);
    },
  );
});
