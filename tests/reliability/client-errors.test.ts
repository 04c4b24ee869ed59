// Requests Node cannot parse never reach a route: headers past its 16 KB limit, a garbled request line.
// They still get a JSON { message }, and `Connection: close`, so a keep-alive client opens a new socket for
// its next request instead of sending it down one the server has already closed (a reset).
import type { FastifyInstance } from 'fastify';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase } from '../../src/server/db';
import { buildServer } from '../../src/server/http';
import { makeWorld, type TestWorld } from '../support/db';

let world: TestWorld;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  world = await makeWorld();
  app = await buildServer(world, { logLevel: 'silent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

afterAll(async () => {
  await app?.close();
  if (world) await closeDatabase(world.db);
});

interface Answer {
  status: number | string;
  connection?: string;
  body: string;
}

function get(agent: Agent, path: string): Promise<Answer> {
  return new Promise((resolve) => {
    request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }));
    })
      .on('error', (err: NodeJS.ErrnoException) => resolve({ status: err.code ?? 'error', body: '' }))
      .end();
  });
}

describe('requests Node cannot parse', () => {
  it('answers headers past the limit with 431, a message and Connection: close; the next request works', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await get(agent, '/api/health')).status).toBe(200);
      const tooLong = await get(agent, `/api/topics?q=${'a'.repeat(20_000)}`);
      expect(tooLong).toEqual({ status: 431, connection: 'close', body: JSON.stringify({ message: 'Request headers are too large' }) });
      const after = await Promise.all([get(agent, '/api/health'), get(agent, '/api/topics'), get(agent, '/api/health')]);
      expect(after.map((a) => a.status)).toEqual([200, 200, 200]);
    } finally {
      agent.destroy();
    }
  });

  it('lets a client that is still sending a huge URL read the 431 instead of meeting a reset', async () => {
    const url = `http://127.0.0.1:${port}/trpc/learner.topics?input=${'%7B%22a%22%3A'.repeat(40_000)}`;
    const seen = await Promise.all(
      Array.from({ length: 24 }, () =>
        fetch(url).then(
          (res) => res.status,
          (err: Error & { cause?: { code?: string } }) => err.cause?.code ?? err.message,
        ),
      ),
    );
    expect(seen).toEqual(Array(24).fill(431));
  });

  it('answers a garbled request line with 400 and a message', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      let text = '';
      const socket = connect(port, '127.0.0.1', () => socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'));
      socket.on('data', (c: Buffer) => (text += c.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(raw).toMatch(/\r\nConnection: close\r\n/i);
    expect(raw.split('\r\n\r\n')[1]).toBe(JSON.stringify({ message: 'The request could not be read' }));
  });
});
