// Which database engine this process runs on, told from DATABASE_URL alone (no imports: db/schema.ts reads it at
// its first import, before anything else is loaded).

/** DATABASE_URL names a PostgreSQL database (else the server uses its SQLite file). */
export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//i.test(url);
}
