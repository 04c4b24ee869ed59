// A body over the 1 MB limit gets 413 with a message, and a client still writing it can read that answer:
// the server reads the rest (up to DISCARD_LIMIT) before it answers and closes. Beyond that bound the 413
// leaves at once and the connection is cut. The clients here pause mid-body, which is what a busy machine
// does to a real client, so the old behaviour (answer and close under the writer) fails every run.
import type { FastifyInstance } from 'fastify';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase } from '../../src/server/db';
import { buildServer } from '../../src/server/http';
import { DISCARD_LIMIT } from '../../src/server/oversizedBody';
import { BODY_LIMIT } from '../../src/server/wire';
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Exchange {
  /** The first write error the client met, if any (EPIPE, ECONNRESET). */
  writeError: string | null;
  response: string;
}

/** Sends `head`, then each part of `parts` after a pause, and reads whatever the server answers. */
function exchange(head: string, parts: Buffer[], pauseMs: number): Promise<Exchange> {
  return new Promise((resolve) => {
    let response = '';
    let writeError: string | null = null;
    const socket = connect(port, '127.0.0.1');
    socket.on('data', (c: Buffer) => (response += c.toString()));
    socket.on('error', (err: NodeJS.ErrnoException) => (writeError ??= err.code ?? err.message));
    let closed = false;
    let written = false;
    const settle = () => closed && written && resolve({ writeError, response });
    socket.on('close', () => {
      closed = true;
      settle();
    });
    socket.on('connect', () => {
      void writeAll().then(() => {
        written = true;
        settle();
      });
    });
    async function writeAll() {
      socket.write(head);
      for (const part of parts) {
        await sleep(pauseMs);
        // A write after the server has gone is the client's broken pipe: it is recorded, not skipped.
        const error = await new Promise<Error | null | undefined>((done) => socket.write(part, done));
        if (error) {
          writeError ??= (error as NodeJS.ErrnoException).code ?? error.message;
          return;
        }
      }
    }
  });
}

function statusOf(response: string): { status: number; connection: string | undefined; body: string } {
  const [head = '', body = ''] = response.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  const connection = /\r\nconnection: ([^\r]+)/i.exec(head)?.[1]?.toLowerCase();
  return { status, connection, body };
}

const TOO_LARGE = JSON.stringify({ message: 'Request body is too large' });

function jsonBody(bytes: number): Buffer {
  return Buffer.from(`{"x":"${'a'.repeat(bytes - 8)}"}`);
}

function split(buf: Buffer, parts: number): Buffer[] {
  const size = Math.ceil(buf.length / parts);
  return Array.from({ length: parts }, (_, i) => buf.subarray(i * size, (i + 1) * size)).filter((b) => b.length > 0);
}

describe('bodies over the limit', () => {
  for (const path of ['/api/register', '/api/admin/questions', '/trpc/auth.register', '/api/stripe/webhook']) {
    it(`${path}: a client that pauses while sending 1.1 MB reads 413 with Connection: close`, async () => {
      const body = jsonBody(1_100_000);
      const head = `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
      const seen = await exchange(head, split(body, 4), 150);
      expect(seen.writeError).toBeNull();
      expect(statusOf(seen.response)).toEqual({ status: 413, connection: 'close', body: TOO_LARGE });
    });
  }

  it('a chunked body that grows past the limit is read to its end, then refused with 413', async () => {
    const data = jsonBody(BODY_LIMIT + 300_000);
    const chunks = split(data, 6).map((c) => Buffer.concat([Buffer.from(`${c.length.toString(16)}\r\n`), c, Buffer.from('\r\n')]));
    chunks.push(Buffer.from('0\r\n\r\n'));
    const head = 'POST /api/register HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n';
    const seen = await exchange(head, chunks, 100);
    expect(seen.writeError).toBeNull();
    expect(statusOf(seen.response)).toEqual({ status: 413, connection: 'close', body: TOO_LARGE });
  });

  it('a body announced beyond the discard bound is answered at once, before any of it is sent', async () => {
    const head = `POST /api/register HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${DISCARD_LIMIT + 1}\r\n\r\n`;
    const started = Date.now();
    const seen = await exchange(head, [], 0);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(statusOf(seen.response)).toEqual({ status: 413, connection: 'close', body: TOO_LARGE });
  });

  it('many parallel fetches of an over-limit body all read 413', async () => {
    const body = jsonBody(1_100_000).toString();
    const seen = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        fetch(`http://127.0.0.1:${port}${i % 2 ? '/api/register' : '/trpc/auth.login'}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        }).then(
          async (res) => `${res.status} ${await res.text()}`,
          (err: Error & { cause?: { code?: string } }) => err.cause?.code ?? err.message,
        ),
      ),
    );
    expect(seen).toEqual(Array(24).fill(`413 ${TOO_LARGE}`));
  });

  it('the server still answers after all that', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
