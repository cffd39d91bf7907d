/** The My Links machines' sentences about deleting a link, and how they tell a missing link from a failed call. */
import { ApiError } from '../api/response-policy';

export const LINK_DELETED_TEXT = 'Link deleted.';
export const LINK_DELETE_CONFIRM = {
  title: 'Delete this link?',
  content: [
    'Its short address stops working at once, also where you already shared it. Its clicks stay in your statistics.',
  ],
  confirmText: 'Delete',
  cancelText: 'Cancel',
} as const;

/** The HTTP/envelope code of a failed call, when it was an API answer. */
export const failureCode = (error: unknown): number | null => (error instanceof ApiError ? error.code : null);

const NOT_FOUND = 404;
const BAD_REQUEST = 400;

/**
 * A done or error event of a call that answered 404 or 400: what the page's address names is not there (unknown,
 * deleted, another shop's, or no id at all), which a page says instead of offering a retry.
 */
export const isMissingAnswer = ({ event }: { event: object }): boolean => {
  const code = failureCode('error' in event ? event.error : null);
  return code === NOT_FOUND || code === BAD_REQUEST;
};
