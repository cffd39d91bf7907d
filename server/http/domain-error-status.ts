import type { DomainErrorKind } from '../events/domain-error';

/** The one place a refused business rule becomes an HTTP status. */
export const DOMAIN_ERROR_STATUS = {
  invalid: 400,
  'not-found': 404,
  conflict: 409,
  'too-soon': 429,
} as const satisfies Record<DomainErrorKind, number>;
