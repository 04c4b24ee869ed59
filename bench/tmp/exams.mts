import Database from 'better-sqlite3';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { startServer, removeDir } from '/work/main/tests/support/server';
import { readFileSync } from 'node:fs';
const s = await startServer();
const db = new Database(s.dbPath);
const now = Date.now();
const tokens: string[] = [];
const ins = db.prepare("INSERT INTO users (username, email, password_hash, created_at, subscription_status) VALUES (?, ?, 'x', ?, 'pro')");
const sess = db.prepare('INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, ?)');
db.transaction(() => {
  for (let i = 0; i < 1000; i++) {
    const id = Number(ins.run(`u${i}`, `u${i}@x.com`, now).lastInsertRowid);
    const token = `tok${i}`.padEnd(32, 'a').replace(/[^a-z2-7]/g, 'a');
    const t = `${'abcdefghijklmnopqrstuvwxyz'[i % 26]}${'abcdefghijklmnopqrstuvwxyz'[Math.floor(i / 26) % 26]}${'abcdefghijklmnopqrstuvwxyz'[Math.floor(i / 676)]}`.padEnd(32, 'q');
    sess.run(encodeHexLowerCase(sha256(new TextEncoder().encode(t))), id, now + 86400000);
    tokens.push(t);
  }
})();
db.close();
const rss = () => Number(readFileSync(`/proc/${s.proc.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)![1]) / 1024;
let peak = 0;
const timer = setInterval(() => (peak = Math.max(peak, rss())), 20);
const t0 = Date.now();
const statuses = await Promise.all(tokens.map((t, i) => (process.env.MODE === 'me' ? fetch(`${s.url}/api/me`, { headers: { authorization: `Bearer ${t}` } }) : fetch(`${s.url}/api/exams/start`, { method: 'POST', headers: { authorization: `Bearer ${t}`, 'content-type': 'application/json' }, body: JSON.stringify({ examType: i % 2 ? 'crt' : 'practice' }) })).then(async (r) => { await r.arrayBuffer(); return r.status; }, (e) => String(e.cause?.code ?? e))));
clearInterval(timer);
const tally: Record<string, number> = {};
for (const x of statuses) tally[x] = (tally[x] ?? 0) + 1;
console.log('statuses', tally, 'ms', Date.now() - t0, 'peak RSS MB', peak.toFixed(0), 'after', rss().toFixed(0));
await s.stop(); removeDir(s.dir);
