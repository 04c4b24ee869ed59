// A throwaway PostgreSQL cluster for tests, the bench and CI (never for real data):
//   npx tsx scripts/pg-cluster.ts start [--durable]   prints DATABASE_URL=… and PG_CLUSTER_DIR=… (eval-able lines)
//   npx tsx scripts/pg-cluster.ts stop <dir>          stops it and removes the directory
// As root the cluster runs as `nobody` (or PG_CLUSTER_USER); PG_BINDIR overrides where initdb and pg_ctl are.
import { clusterUrl, createDatabase, startCluster, stopCluster } from '../src/server/engine/pgCluster';

async function main(argv: string[]): Promise<void> {
  const [command, arg] = argv;
  if (command === 'start') {
    const started = performance.now();
    const info = await startCluster({ durability: argv.includes('--durable') ? 'durable' : 'fast' });
    const url = await createDatabase(info, 'respira');
    process.stdout.write(`DATABASE_URL=${url}\nPG_CLUSTER_DIR=${info.dir}\n`);
    process.stderr.write(
      `PostgreSQL on ${info.host}:${info.port} in ${info.dir} (${Math.round(performance.now() - started)} ms); ` +
        `maintenance database ${clusterUrl(info)}; stop it with: npx tsx scripts/pg-cluster.ts stop ${info.dir}\n`,
    );
  } else if (command === 'stop' && arg) {
    await stopCluster(arg);
  } else {
    process.stderr.write('usage: tsx scripts/pg-cluster.ts start [--durable] | stop <dir>\n');
    process.exitCode = 2;
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
});
