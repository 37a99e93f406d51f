/**
 * What a start checks before it opens or migrates anything, so that a bad setting or a dependency that is not
 * there ends the process at once with one line naming the variable (src/cli.ts prints a ConfigError so).
 */
import { createServer } from 'node:net';
import { ConfigError, type Config } from './config.ts';
import { dataDirProblem, keepPrivate } from './db/data-dir.ts';
import { postgresProblem } from './db/reachable.ts';

/**
 * The data directory is writable when something lives in it (the embedded database, documents on disk), and
 * private to this user from now on (src/db/data-dir.ts); and the database answers.
 */
export async function checkDependencies(config: Config): Promise<void> {
  if (!config.databaseUrl || config.storage.kind === 'disk') {
    const problem = dataDirProblem(config.dataDir);
    if (problem) throw new ConfigError(`DATA_DIR must be a directory this process can write, and ${config.dataDir} is not: ${problem}`);
    try {
      keepPrivate(config.dataDir);
    } catch (err) {
      throw new ConfigError(`DATA_DIR ${config.dataDir} cannot be made private to this user (directories 0700, files 0600): ${(err as Error).message}`);
    }
  }
  if (config.databaseUrl) {
    const problem = await postgresProblem(config.databaseUrl);
    if (problem) throw new ConfigError(`DATABASE_URL: ${problem}`);
  }
}

/** HOST and PORT can be listened on: tried with a server that is closed again at once. */
export async function checkListen(config: Pick<Config, 'host' | 'port'>): Promise<void> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', (err) => reject(listenError(err as NodeJS.ErrnoException, config)));
    probe.listen({ host: config.host, port: config.port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** The failure of a listen on HOST:PORT as the one line that names the variable to change. */
export function listenError(err: NodeJS.ErrnoException, { host, port }: Pick<Config, 'host' | 'port'>): Error {
  switch (err.code) {
    case 'EADDRINUSE': return new ConfigError(`PORT: ${port} on ${host} is in use by another process (stop it, or set PORT to another port)`);
    case 'EACCES': return new ConfigError(`PORT: this process may not listen on ${port} (ports below 1024 need privileges; set PORT to 1024 or above)`);
    case 'EADDRNOTAVAIL': return new ConfigError(`HOST: ${host} is not an address of this machine`);
    case 'ENOTFOUND': case 'EAI_AGAIN': case 'EAI_NONAME': return new ConfigError(`HOST: "${host}" does not resolve to an address (${err.code})`);
    default: return err;
  }
}
