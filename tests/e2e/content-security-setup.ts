import { afterEach, expect } from 'vitest';
import { takeContentSecurityViolations } from '../support/content-security-watch';

// Every browser test runs the app under its Content-Security-Policy: anything the policy blocked fails the test.
afterEach(() => {
  expect(takeContentSecurityViolations(), 'blocked by the app shell Content-Security-Policy').toEqual([]);
});
