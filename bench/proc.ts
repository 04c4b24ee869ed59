// What the bench reads about a process from /proc, and the small network helpers its sections share.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

/** Resident memory now and the kernel's peak mark (VmHWM), in MB. */
export function procStatus(pid: number): { rssMb: number; peakMb: number } {
  const s = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(s)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** CPU time (user + system) a process has used so far, in milliseconds (from /proc, 10 ms ticks). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resets the kernel's peak-RSS mark (VmHWM) of a process, so a later peak belongs to what follows. */
export function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * The server's peak RSS through the whole bench: polls VmRSS and VmHWM every `everyMs` and keeps the highest, so a
 * section that resets the kernel's mark (to attribute a peak to itself) does not hide an earlier one.
 */
export function trackPeak(pid: number, everyMs = 200): { stop: () => { peakMb: number; samples: number }; read: () => number } {
  let peak = 0;
  let samples = 0;
  const sample = () => {
    try {
      const s = procStatus(pid);
      peak = Math.max(peak, s.rssMb, s.peakMb);
      samples++;
    } catch {
      /* the process has exited */
    }
  };
  sample();
  const timer = setInterval(sample, everyMs);
  timer.unref();
  return {
    read: () => (sample(), peak),
    stop: () => {
      sample();
      clearInterval(timer);
      return { peakMb: peak, samples };
    },
  };
}

/** The headers the bare server sends back: the app's own, but those Node's http module writes by itself. */
export function replayedHeaders(headers: Headers | Record<string, string | string[] | undefined>): Record<string, string> {
  const own = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  const entries: [string, string][] =
    headers instanceof Headers
      ? [...headers]
      : Object.entries(headers).flatMap(([k, v]) =>
          v === undefined ? [] : [[k, Array.isArray(v) ? v.join(', ') : v] as [string, string]],
        );
  return Object.fromEntries(entries.filter(([name]) => !own.has(name.toLowerCase())));
}

function statFields(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces), starting with field 3 (state): ppid is [1], utime [11].
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** The live processes whose parent is `pid` (PostgreSQL's backends, checkpointer, WAL writer, autovacuum…). */
export function childPids(pid: number): number[] {
  const out: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (Number(statFields(Number(name))[1]) === pid) out.push(Number(name));
    } catch {
      /* gone meanwhile */
    }
  }
  return out;
}

/**
 * CPU time (ms) of a process tree one level deep, e.g. PostgreSQL's postmaster and its children: its own time, the
 * time of its children that have exited and been waited for (cutime, cstime), and the time of those alive now.
 * Between two readings a child that exits moves from the last term to the second, so the difference stays right.
 */
export function treeCpuMs(pid: number): number {
  const f = statFields(pid);
  let ticks = Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
  for (const child of childPids(pid)) {
    try {
      const c = statFields(child);
      ticks += Number(c[11]) + Number(c[12]);
    } catch {
      /* exited between the listing and the read: its time is in the parent's cutime by now, or soon */
    }
  }
  return ticks * 10;
}

/**
 * Proportional set size (MB) of a process and its children: shared memory (PostgreSQL's shared buffers) counted once
 * over all of them instead of once per process, as summing RSS would. 0 where smaps_rollup is unreadable.
 */
export function treePssMb(pid: number): number {
  let kb = 0;
  for (const p of [pid, ...childPids(pid)]) {
    try {
      kb += Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${p}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    } catch {
      /* gone, or not readable */
    }
  }
  return kb / 1024;
}
