/** An in-memory history for tests, shared like the app's (app-history.ts); React Router keeps the entries. */
import { UNSAFE_createMemoryHistory } from 'react-router-dom';
import { sharedHistory, type AppHistory } from './app-history';

/** An in-memory history starting at `initialEntries`. */
export function memoryHistory(initialEntries: string[]): AppHistory {
  return sharedHistory(UNSAFE_createMemoryHistory({ initialEntries, v5Compat: true }));
}
