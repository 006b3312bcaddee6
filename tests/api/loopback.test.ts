import { describe, expect, it } from 'vitest';
import { isLoopback, listeningSockets, processTree } from '../support/listening-sockets.ts';

/**
 * Every local service listens on the loopback address only: the Firestore stand-in has no auth, so on
 * 0.0.0.0 anyone on a developer's network could read the local data or make themselves admin. The stack
 * of this test run (its stand-ins in the test runner's process, the Firebase emulators in their own
 * processes) is checked as it runs.
 */
const stackPids = (process.env.NASL_STACK_PIDS ?? '').split(',').filter(Boolean).map(Number);

describe.runIf(process.platform === 'linux')('the local stack', () => {
  it('listens on 127.0.0.1 only, every service of it', () => {
    expect(stackPids.length, 'NASL_STACK_PIDS is set by npm test').toBeGreaterThan(0);
    const sockets = listeningSockets(processTree(stackPids));
    const ports = new Set(sockets.map((socket) => socket.port));
    // The services the stack names: Hosting, Auth, Functions and the Firestore stand-in among them.
    for (const url of [process.env.NASL_BASE_URL, process.env.NASL_FUNCTION_URL]) {
      expect(ports).toContain(Number(new URL(url!).port));
    }
    expect(ports).toContain(Number(process.env.FIRESTORE_EMULATOR_HOST!.split(':')[1]));
    expect(ports).toContain(Number(process.env.FIREBASE_AUTH_EMULATOR_HOST!.split(':')[1]));
    for (const url of [process.env.NASL_STRIPE_STANDIN_URL, process.env.NASL_GEMINI_STANDIN_URL]) {
      if (url) expect(ports).toContain(Number(new URL(url).port));
    }
    const exposed = sockets.filter((socket) => !isLoopback(socket.address));
    console.log(
      `[loopback] ${sockets.length} listening sockets in ${new Set(sockets.map((s) => s.pid)).size} processes: ` +
        sockets.map((socket) => `${socket.address}:${socket.port}`).join(', '),
    );
    expect(exposed).toEqual([]);
  });
});
