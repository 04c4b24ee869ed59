// Setup file of the vitest project "postgres": the test process runs on PostgreSQL, as a server started with a
// postgres:// DATABASE_URL does (db/schema.ts: useEngine). Some tests call services in-process on a server's database.
import { useEngine } from '../../db/schema';

useEngine('postgres');
