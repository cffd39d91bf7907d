/**
 * The actions of the 'Create A New Link' panel (spec §1, §4): which show, and which lead somewhere. Pure, so the
 * panel machine and its view share one rule.
 */
import { COLLAGE_BUILDER_PATH } from './collage-pages';
import { GALLERY_CREATE_PATH } from './gallery-pages';
import { pageAvailability, PAGE_NOT_AVAILABLE_TITLE } from './registered-routes';
import { ROUTES } from './route-table';

export { PAGE_NOT_AVAILABLE_TITLE };

export type CreateActionId = 'boosting' | 'landingPage' | 'gallery' | 'collage' | 'deepLink';

export interface CreateAction {
  id: CreateActionId;
  label: string;
  /** The page it opens (spec §2 routes). */
  path: string;
  /** Boosting is for whitelisted shops only (spec §1, §6). */
  needsWhitelist?: boolean;
}

export const CREATE_ACTIONS: readonly CreateAction[] = [
  { id: 'boosting', label: 'Submit Content for Boosting', path: ROUTES.boostingStart.path, needsWhitelist: true },
  { id: 'landingPage', label: 'Create a Landing Page', path: ROUTES.landingPageEditor.path },
  // Not in the spec's list of four: link galleries (spec §1) need a way in as much as landing pages do (issue 24).
  { id: 'gallery', label: 'Create a Link Gallery', path: GALLERY_CREATE_PATH },
  // The spec lists no page of its own for collages: the app's collage builder (src/domain/collage-pages.ts).
  { id: 'collage', label: 'Create an AI Collage', path: COLLAGE_BUILDER_PATH },
  { id: 'deepLink', label: 'Create a Deep Link', path: ROUTES.deepLinks.path },
];

export interface CreatePanelOption extends CreateAction {
  /** False: the page is not in the app yet; the button shows disabled with `title` saying so. */
  enabled: boolean;
  title?: string;
}

/** The buttons of the panel: boosting only for a whitelisted shop (a failed check counts as not); the rest always. */
export function createPanelOptions(whitelisted: boolean, registeredPaths: readonly string[]): CreatePanelOption[] {
  return CREATE_ACTIONS.filter((a) => !a.needsWhitelist || whitelisted).map((action) => {
    const page = pageAvailability(action.path, registeredPaths);
    return page.available ? { ...action, enabled: true } : { ...action, enabled: false, title: page.note };
  });
}
