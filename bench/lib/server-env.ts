/**
 * The environment a benchmark starts the server with: production, quiet, on 127.0.0.1 at `port`,
 * with its data in `dataDir` and a fixed secret; `extra` adds or overrides settings.
 */
export function benchServerEnv(
  port: number,
  dataDir: string,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-012345',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}
