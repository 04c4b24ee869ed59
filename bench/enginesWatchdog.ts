// The engines section's safety net: a detached process that outlives the bench if the bench is killed (Ctrl-C under
// `npm run bench`, where tsx sends SIGKILL to a child that does not answer a signal within 30 ms, or kill -9). When
// the bench's process is gone it stops what the bench left behind, as the files in the section's directory say:
//   engines-cluster  the PostgreSQL cluster's directory (written once started, removed once stopped)
//   engines-pids     the servers and the proxy running now, one pid a line
//   engines-running  present until the section ends normally: then the directory itself goes too
// and exits. After a normal end it finds none of them and just exits.
//   node --import tsx bench/enginesWatchdog.ts <bench pid> <section directory>
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stopClusterSync } from '../src/server/engine/pgCluster';

const [pidArg, dir] = process.argv.slice(2);
const pid = Number(pidArg);
if (!pid || !dir) process.exit(2);

const alive = (p: number) => {
  try {
    process.kill(p, 0);
    return true;
  } catch {
    return false;
  }
};

const timer = setInterval(() => {
  if (alive(pid)) return;
  clearInterval(timer);
  const file = (name: string) => join(dir, name);
  if (existsSync(file('engines-pids'))) {
    for (const p of readFileSync(file('engines-pids'), 'utf8').split('\n').map(Number).filter(Boolean)) {
      try {
        process.kill(p, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
  }
  if (existsSync(file('engines-cluster'))) stopClusterSync(readFileSync(file('engines-cluster'), 'utf8').trim());
  if (existsSync(file('engines-running'))) rmSync(dir, { recursive: true, force: true });
}, 500);
