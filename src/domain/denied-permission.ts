/**
 * Which permission a browser refusal is about, for the tutorial modal (permission-tutorial.ts). Its own small
 * module: the shell reads it on every unhandled error, the modal's texts come later in their own chunk.
 */

export type DeniedPermission = 'clipboard' | 'popup' | 'other';

/**
 * Which permission an error says the browser refused: a NotAllowedError (a DOMException, or anything named so)
 * about the clipboard or a pop-up window, or another one; null for any other error.
 */
export function deniedPermissionOf(error: unknown): DeniedPermission | null {
  if (typeof error !== 'object' || error === null || (error as { name?: unknown }).name !== 'NotAllowedError')
    return null;
  const message = String((error as { message?: unknown }).message ?? '').toLowerCase();
  if (/clipboard|write permission|read permission|document is not focused/.test(message)) return 'clipboard';
  if (/pop-?up/.test(message)) return 'popup';
  return 'other';
}
