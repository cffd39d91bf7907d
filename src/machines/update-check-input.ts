import { browserWhatsNewStore } from '../api/whats-new-store';
import type { UpdateCheckInput } from './update-check.machine';

/** The update check's input in the browser: which build's news this browser already showed (local storage). */
export function browserUpdateCheckInput(): UpdateCheckInput {
  return { whatsNewShownFor: browserWhatsNewStore().shownFor() };
}
