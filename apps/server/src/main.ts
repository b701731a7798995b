import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

async function main() {
  // Every file the server or the embedded database creates is private to this account (0600,
  // directories 0700): resumes, password hashes and sessions live there.
  process.umask(0o077);
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp({ config });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Careerforge is running at ${config.publicUrl ?? `http://localhost:${config.port}`}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
