// npm run user:create -- --email E --password P --username U --first F --last L --role admin --subscription free
import { TRPCError } from '@trpc/server';
import { errorResponse } from '../src/server/rest';
import { parseArgs, scriptContext } from './context';
import { closeDatabase } from '../src/server/db';

const args = parseArgs(process.argv.slice(2));
const { caller, db } = await scriptContext();
try {
  const user = await caller.admin.createUser({
    email: args.email ?? '',
    password: args.password ?? '',
    username: args.username ?? '',
    firstName: args.first ?? '',
    lastName: args.last ?? '',
    role: args.role ?? 'student',
    subscriptionStatus: args.subscription ?? 'free',
  });
  console.log(`Created ${user.role} ${user.username} <${user.email}> (id ${user.id}, ${user.subscriptionStatus})`);
} catch (err) {
  console.error(err instanceof TRPCError ? errorResponse(err).message : String(err));
  process.exitCode = 1;
} finally {
  await closeDatabase(db);
}
