import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/** How long a refused connection is read (and its input thrown away) before it is cut. */
const LINGER_MS = 2000;

/**
 * Answers a request Node could not parse (headers past 16 KB, a malformed request line, a header timeout)
 * before it reaches Fastify. Fastify's own handler closes the socket without saying so; a keep-alive
 * client then sends its next request down the dead socket and gets a reset. `Connection: close` tells it
 * to open a new one, and the body is the { message } every other error carries.
 *
 * The answer leaves with a half-close, and what the client is still sending (the rest of a 500 KB URL) is
 * read and dropped for a moment: a socket destroyed with unread input makes the kernel send a reset, which
 * can reach the client before it has read the answer (RFC 9112 §9.6, "tear-down").
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  // Node may report the same broken request again as more of it arrives: it has been answered.
  if (socket.writableEnded) return;
  const [status, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request headers are too large']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive']
        : [400, 'The request could not be read'];
  const body = JSON.stringify({ message });
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  // No more parsing: the rest of the input is read and thrown away until the client closes or time is up.
  socket.removeAllListeners('data');
  socket.on('data', () => undefined);
  socket.on('error', () => undefined);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  const cut = setTimeout(() => socket.destroy(), LINGER_MS);
  cut.unref();
  socket.once('close', () => clearTimeout(cut));
}
