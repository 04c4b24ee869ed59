// Run first by `npm test`: the browser suite needs Debian's Chromium and the PostgreSQL suites Debian's PostgreSQL
// server binaries. Finding them missing here, before typecheck, lint and build, costs a second instead of forty failing
// tests minutes later. As root (a fresh CI machine) it installs them with apt-get; otherwise it stops at once and
// prints the one command that does.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the machine has, as the tests will look for it. */
export interface Probes {
  /** Chromium where playwright.config.ts looks (CHROMIUM_PATH, else /usr/bin/chromium). */
  chromium: boolean;
  /** initdb where src/server/engine/pgCluster.ts looks (PG_BINDIR, else /usr/lib/postgresql/N/bin). */
  postgres: boolean;
  /** CHROMIUM_PATH and PG_BINDIR as set: a wrong one is the user's to fix, not apt-get's. */
  chromiumPath?: string;
  pgBinDir?: string;
  root: boolean;
  aptGet: boolean;
}

export type Plan = { action: 'ready' } | { action: 'install'; packages: string[]; script: string } | { action: 'stop'; message: string };

/**
 * Debian's PostgreSQL package makes and starts a "main" cluster unless told not to; the tests start throwaway
 * clusters of their own, so a main one would only hold a port and memory.
 */
const NO_MAIN_CLUSTER =
  'mkdir -p /etc/postgresql-common/createcluster.d && ' +
  "echo 'create_main_cluster = false' >/etc/postgresql-common/createcluster.d/respira-no-main-cluster.conf";

/** The shell script that installs `packages` on Debian, as .ci/run did before this script existed. */
export function installScript(packages: string[]): string {
  const steps = packages.includes('postgresql') ? [NO_MAIN_CLUSTER] : [];
  steps.push('apt-get update -qq', `DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`);
  return steps.join(' && ');
}

export function plan(p: Probes): Plan {
  const wrong = [
    ...(!p.chromium && p.chromiumPath ? [`CHROMIUM_PATH=${p.chromiumPath} names no file`] : []),
    ...(!p.postgres && p.pgBinDir ? [`PG_BINDIR=${p.pgBinDir} holds no initdb`] : []),
  ];
  if (wrong.length > 0) return { action: 'stop', message: `${wrong.join('; ')}: fix or unset it.` };
  const packages = [...(p.chromium ? [] : ['chromium']), ...(p.postgres ? [] : ['postgresql'])];
  if (packages.length === 0) return { action: 'ready' };
  const missing = packages.join(' and ');
  if (!p.aptGet) {
    return {
      action: 'stop',
      message:
        `npm test needs ${missing}, and this machine has no apt-get to install them. Install them, then point the ` +
        'tests at them: CHROMIUM_PATH=/path/to/chromium and PG_BINDIR=/dir/holding/initdb.',
    };
  }
  const script = installScript(packages);
  if (p.root) return { action: 'install', packages, script };
  return { action: 'stop', message: `npm test needs ${missing}. Install them with:\n\n  sudo sh -c "${script}"\n` };
}

function probe(): Probes {
  const chromiumPath = process.env.CHROMIUM_PATH || undefined;
  const chromium = existsSync(chromiumPath ?? '/usr/bin/chromium');
  const pgBinDir = process.env.PG_BINDIR || undefined;
  const root = '/usr/lib/postgresql';
  const postgres = pgBinDir
    ? existsSync(join(pgBinDir, 'initdb'))
    : existsSync(root) && readdirSync(root).some((v) => existsSync(join(root, v, 'bin', 'initdb')));
  const aptGet = existsSync('/usr/bin/apt-get');
  return { chromium, postgres, chromiumPath, pgBinDir, root: process.getuid?.() === 0, aptGet };
}

function main(): void {
  const first = plan(probe());
  if (first.action === 'ready') return;
  if (first.action === 'stop') {
    console.error(first.message);
    process.exit(1);
  }
  console.log(`Installing ${first.packages.join(', ')} for the tests (apt-get, as root)…`);
  execFileSync('sh', ['-c', first.script], { stdio: 'inherit' });
  const after = plan(probe());
  if (after.action !== 'ready') {
    console.error(`apt-get ran, yet the tests still cannot find ${first.packages.join(' and ')}.`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
