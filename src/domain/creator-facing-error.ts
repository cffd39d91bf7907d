/**
 * An error whose message is one of our own sentences, written for the creator (a file too large, a link the
 * server found invalid). failureText shows its message; any other Error's text is internal and never shown.
 */
export class CreatorFacingError extends Error {
  override name = 'CreatorFacingError';
}
