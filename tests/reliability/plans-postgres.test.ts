// Query plans of a learner's own screens on PostgreSQL (the counterpart of plans.test.ts, which reads SQLite's
// EXPLAIN QUERY PLAN): every query on a learner's attempts must be able to reach them through an index that starts
// with the user. The world's tables are tiny, where a sequential scan is cheapest, so each statement is planned
// with sequential scans priced out (enable_seqscan = off) and as a generic plan (any user): what is left is the
// index path PostgreSQL would take on a large table, and a statement with no usable index still scans the table.
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { closeDatabase } from '../../src/server/db';
import { makeWorld } from '../support/db';
import { freeAndProLearners, openLearnerScreens } from './learner-screens';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** Every way the plan reaches quiz_attempts: "Seq Scan", or the index it goes through. */
function attemptsAccess(node: PlanNode, underAttemptsBitmap = false): string[] {
  const onAttempts = node['Relation Name'] === 'quiz_attempts';
  const out: string[] = [];
  if (onAttempts && /^(Index Scan|Index Only Scan)$/.test(node['Node Type'])) out.push(`index ${node['Index Name']}`);
  else if (onAttempts && node['Node Type'] !== 'Bitmap Heap Scan') out.push(node['Node Type']);
  if (underAttemptsBitmap && node['Node Type'] === 'Bitmap Index Scan') out.push(`index ${node['Index Name']}`);
  const bitmap = underAttemptsBitmap || (onAttempts && node['Node Type'] === 'Bitmap Heap Scan');
  for (const child of node.Plans ?? []) out.push(...attemptsAccess(child, bitmap && child['Node Type'] !== 'Bitmap Heap Scan'));
  return out;
}

describe('query plans of per-learner reads on PostgreSQL', () => {
  it('search quiz_attempts by user, for free and Pro learners alike', async () => {
    const w = await makeWorld();
    const pool = w.db.$client as unknown as pg.Pool;
    const learners = await freeAndProLearners(w);
    const statements = new Set<string>();
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    (pool as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
      statements.add(typeof config === 'string' ? config : (config as { text: string }).text);
      return query(config, ...rest);
    };
    try {
      await openLearnerScreens(w, learners);
    } finally {
      (pool as { query: unknown }).query = query;
    }

    const perUser = [...statements].filter((s) => /from "quiz_attempts"/.test(s) && /"quiz_attempts"\."user_id" = \$\d+/.test(s));
    expect(perUser.length).toBeGreaterThanOrEqual(4);
    const wrong: string[] = [];
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SET LOCAL enable_seqscan = off');
      await client.query('SET LOCAL plan_cache_mode = force_generic_plan');
      for (const [k, source] of perUser.entries()) {
        const params = new Set((source.match(/\$\d+/g) ?? []).map((p) => Number(p.slice(1))));
        await client.query(`PREPARE plan_${k} AS ${source}`);
        const args = Array.from({ length: Math.max(0, ...params) }, () => "'1'").join(', ');
        const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
          `EXPLAIN (FORMAT JSON) EXECUTE plan_${k}${args ? `(${args})` : ''}`,
        );
        const access = attemptsAccess(rows[0]!['QUERY PLAN'][0].Plan);
        if (access.length === 0 || !access.every((a) => /^index attempts_user_/.test(a)))
          wrong.push(`${source}\n  → ${access.join(' | ')}`);
      }
    } finally {
      await client.query('ROLLBACK');
      client.release();
      await closeDatabase(w.db);
    }
    expect(wrong).toEqual([]);
  });
});
