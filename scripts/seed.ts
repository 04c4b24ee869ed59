// npm run db:seed — migrates and inserts the topics and any bank question not yet present.
import { seedDatabase } from '../src/server/features/questions/seed';
import { seedCseProblems } from '../src/server/features/cse/seedProblems';
import { scriptContext } from './context';
import { closeDatabase } from '../src/server/db';

const { db, config } = await scriptContext();
const result = await seedDatabase(db, new Date());
const cse = await seedCseProblems(db, new Date());
console.log(
  `Seeded ${config.DATABASE_PATH}: ${result.topics} new topics, ${result.questions} new questions, ${result.retired} retired questions removed, ${result.metadata} questions given current metadata, ${cse} new clinical simulation problems`,
);
await closeDatabase(db);
