// Which database engine a configuration names, told from DATABASE_URL alone (no imports: the backup script asks
// before it loads anything else). The process's own choice is made once at start: db.ts, openConfiguredDatabase.

/** DATABASE_URL names a PostgreSQL database (else the server uses its SQLite file). */
export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//i.test(url);
}
