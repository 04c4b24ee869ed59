import type { IncomingMessage } from 'node:http';

/**
 * How much of a refused body is still read (and thrown away) before the 413 goes out. A client writes its whole
 * body before it reads the answer; closing the socket under it turns the 413 into a broken pipe (EPIPE or a
 * reset), which on a busy machine is what a well-behaved client sees. Past this bound, or this time, the answer
 * leaves at once and the connection is cut: the client may then see a broken pipe, which is the price of
 * refusing to read 16 MB of junk.
 */
export const DISCARD_LIMIT = 16 * 1024 * 1024;
export const DISCARD_MS = 10_000;

/** Resolves once the rest of the request body is read and dropped, or the bounds above say to stop waiting. */
export function discardBody(req: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    if (req.readableEnded || req.destroyed || Number(req.headers['content-length']) > DISCARD_LIMIT) return resolve();
    let seen = 0;
    const done = () => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', done);
      req.off('error', done);
      req.off('close', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DISCARD_LIMIT) done();
    };
    const timer = setTimeout(done, DISCARD_MS);
    req.on('data', onData);
    req.once('end', done);
    req.once('error', done);
    req.once('close', done);
    req.resume();
  });
}
