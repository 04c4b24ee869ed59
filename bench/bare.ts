// The baseline: a bare node:http server answering the same bytes the app answered, for the same requests: the
// same body and the same headers (security headers included; Date, Connection and Keep-Alive are Node's own).
// It reads `METHOD url` → response from a JSON file and prints its port.
//   node --import tsx bench/bare.ts routes.json
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

interface Route {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const routes = new Map<string, { status: number; headers: Record<string, string | number>; body: Buffer }>();
for (const [key, r] of Object.entries(JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Record<string, Route>)) {
  const body = Buffer.from(r.body, 'base64');
  routes.set(key, { status: r.status, headers: { ...r.headers, 'content-length': body.length }, body });
}

const server = createServer((req, res) => {
  const route = routes.get(`${req.method} ${req.url}`);
  // Read the request body (if any) before answering, as the app does.
  req.resume();
  req.on('end', () => {
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(route.status, route.headers).end(route.body);
  });
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
