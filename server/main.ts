import { ConfigError, loadConfig } from './config';
import { startServer } from './server';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const running = await startServer(config);
  console.log(`Linkmint is running at ${running.url}/pc/`);

  const shutdown = async (signal: string) => {
    console.log(`${signal} received: finishing requests in flight, then stopping.`);
    await running.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  // A setting found wrong only once read (CLICK_COUNTRY_DB's file) is said as plainly as the others.
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(2);
  }
  console.error('Linkmint could not start:', err);
  process.exit(1);
});
