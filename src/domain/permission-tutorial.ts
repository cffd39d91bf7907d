/**
 * The tutorial modal of spec §2 (other UI): when the browser refuses something with a NotAllowedError that no
 * flow handled (the clipboard, a pop-up window), the creator is shown how to allow it rather than left with a
 * button that silently did nothing. Its texts load with the modal; denied-permission.ts tells the refusals apart.
 */
import type { DeniedPermission } from './denied-permission';

export interface PermissionTutorial {
  title: string;
  /** What the browser did, in one sentence. */
  reason: string;
  /** How to allow it, step by step (Chrome, Edge and Safari put the control at the address bar). */
  steps: readonly string[];
}

export const PERMISSION_TUTORIALS: Readonly<Record<DeniedPermission, PermissionTutorial>> = {
  clipboard: {
    title: 'Allow clipboard access',
    reason: 'Your browser did not let Linkmint copy to the clipboard.',
    steps: [
      'Click the icon at the left of the address bar (a lock or sliders).',
      'Open the site settings and set Clipboard to Allow.',
      'Come back to this tab and copy again.',
    ],
  },
  popup: {
    title: 'Allow pop-ups for Linkmint',
    reason: 'Your browser blocked the new window Linkmint tried to open.',
    steps: [
      'Click the blocked pop-up icon at the right of the address bar.',
      'Choose to always allow pop-ups and redirects from this site, then Done.',
      'Try again: the page opens in a new tab.',
    ],
  },
  other: {
    title: 'Allow this in your browser',
    reason: 'Your browser refused something this page needed.',
    steps: [
      'Click the icon at the left of the address bar (a lock or sliders).',
      'Open the site settings and allow what is blocked for this site.',
      'Reload the page and try again.',
    ],
  },
};
