import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { backupDir, lastBackupAt } from '../../src/server/features/admin/systemStatus';
import { makeWorld } from '../support/db';

describe('admin.systemStatus (Settings tab, Database panel)', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('is for admins only and reads the size from the database itself', async () => {
    const w = await makeWorld();
    const student = await w.signUp('stu');
    const sup = await w.signUp('sup', { role: 'super_admin' });
    const adm = await w.signUp('adm', { role: 'admin' });
    await expect(w.caller(student.token).admin.systemStatus()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(w.caller(sup.token).admin.systemStatus()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const s = await w.caller(adm.token).admin.systemStatus();
    expect(s.connected).toBe(true);
    const sqlite = w.db.$client;
    expect(s.storageBytes).toBe(
      Number(sqlite.pragma('page_count', { simple: true })) * Number(sqlite.pragma('page_size', { simple: true })),
    );
    expect(s.storageBytes).toBeGreaterThan(0);
    // The test database lives in memory: there is no file, so no backup.
    expect(s.lastBackupAt).toBeNull();
  });

  it('reports the newest backup file db:backup left beside the database, ignoring other files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'respira-status-'));
    dirs.push(dir);
    const dbPath = join(dir, 'respira.db');
    expect(lastBackupAt(dbPath), 'no backups folder yet').toBeNull();
    const backups = backupDir(dbPath);
    expect(backups).toBe(join(dir, 'backups'));
    mkdirSync(backups);
    const stamp = (name: string, at: Date) => {
      writeFileSync(join(backups, name), '');
      utimesSync(join(backups, name), at, at);
    };
    stamp('respira-old.db', new Date('2026-01-01T00:00:00Z'));
    stamp('respira-new.db', new Date('2026-01-02T00:00:00Z'));
    stamp('notes.txt', new Date('2026-02-01T00:00:00Z'));
    expect(lastBackupAt(dbPath)?.toISOString()).toBe('2026-01-02T00:00:00.000Z');
  });
});
