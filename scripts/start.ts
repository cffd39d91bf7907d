import { ensureAppBuilt } from './ensure-build';

await ensureAppBuilt();
await import('../server/main');
