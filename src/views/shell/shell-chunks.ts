/**
 * The chunks the shell renders beside its first screen (issue 29: initial JS under 100 kB gzip): the pages'
 * router (src/views/page-routes.tsx) and the signed-in frame (app-frame.tsx: side navigation, settings panel,
 * promotion banner). The shell renders them lazily; main.tsx starts loading them at once, so they come in while
 * launch's first call is out rather than after it answers.
 */
export const loadPageRoutes = () => import('../page-routes');
export const loadAppFrame = () => import('./app-frame');
