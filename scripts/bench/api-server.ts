/**
 * The `api` function's Express app in a plain Node server, for `bench:api`: its own process (a Cloud
 * Functions instance has its own too), so the load generator and the stand-ins do not share its CPU.
 * Environment: the local stack's (emulator hosts, secrets) plus NASL_BENCH_PORT.
 */
import { createServer } from 'node:http';
import { createApp } from '../../functions/src/app.ts';

const port = Number(process.env.NASL_BENCH_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('NASL_BENCH_PORT must be a port number');
const server = createServer(createApp());
server.listen(port, '127.0.0.1', () => console.log(`ready ${port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
