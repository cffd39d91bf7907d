/**
 * Loads the pages' router chunk (src/views/page-routes.tsx). The shell renders it inside its page outlet; main.tsx
 * calls this at start, so the chunk comes in while launch's first call is out rather than after it answers.
 */
export const loadPageRoutes = () => import('../page-routes');
