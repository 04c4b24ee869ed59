import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Answers a request Node could not parse (headers past 16 KB, a malformed request line, a header timeout)
 * before it reaches Fastify. Fastify's own handler closes the socket without saying so; a keep-alive
 * client then sends its next request down the dead socket and gets a reset. `Connection: close` tells it
 * to open a new one, and the body is the { message } every other error carries.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request headers are too large'] :
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'The request took too long to arrive'] :
    [400, 'The request could not be read'];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
