/**
 * The `api` function's Express app in a plain Node server, for `bench:api`: its own process (a Cloud
 * Functions instance has its own too), so the load generator and the stand-ins do not share its CPU.
 * Environment: the local stack's (emulator hosts, secrets) plus NASL_BENCH_PORT.
 *
 * Beside the API it serves the floor, `GET /__bench/floor`, which exists only in this process, never in
 * the deployed function: what a signed-in read of one document pays and nothing more (the session cookie
 * verified and the person's user document read, as every signed-in request does; then one document read
 * by id, the person's user document again, and sent as JSON). Each endpoint's latency is reported as a
 * ratio to it.
 */
import { createServer } from 'node:http';
import express from 'express';
import { createApp } from '../../functions/src/app.ts';
import { USERS } from '../../functions/src/data/users.ts';
import { db } from '../../functions/src/lib/firebase.ts';
import { resolveSession } from '../../functions/src/middleware/session.ts';

const FLOOR_PATH = '/__bench/floor';

const port = Number(process.env.NASL_BENCH_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('NASL_BENCH_PORT must be a port number');

const app = express();
app.disable('x-powered-by');
app.get(FLOOR_PATH, resolveSession, async (req, res) => {
  res.set('Cache-Control', 'private, no-store');
  if (!req.viewer) {
    res.status(401).json({ message: 'Not authenticated' });
    return;
  }
  const snapshot = await db().collection(USERS).doc(req.viewer.uid).get();
  res.json({ id: snapshot.id, ...snapshot.data() });
});
app.use(createApp());

const server = createServer(app);
server.listen(port, '127.0.0.1', () => console.log(`ready ${port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
