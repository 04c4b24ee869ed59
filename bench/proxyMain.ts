// bench/proxy.ts as a process of its own, so its CPU and memory are measured apart from the load generator's:
//   node --import tsx bench/proxyMain.ts http://127.0.0.1:PORT1 http://127.0.0.1:PORT2
// prints {"port": N} once it listens; SIGTERM closes it.
import { startProxy } from './proxy';

const proxy = await startProxy(process.argv.slice(2));
console.log(JSON.stringify({ port: Number(new URL(proxy.url).port) }));
process.on('SIGTERM', () => void proxy.close().then(() => process.exit(0)));
