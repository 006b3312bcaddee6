import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The flags Debian Chromium needs here: no sandbox as root, no GPU, nothing phoning home (no internet). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Browser downloads are blocked here, so the browser tests use Debian's Chromium; install it when missing. */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  console.log('[nasl] installing Debian Chromium and Arabic fonts for the browser tests…');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args: string[]) => {
    const [command, ...rest] = [...sudo, ...args];
    const result = spawnSync(command!, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed`);
  };
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-noto-core']);
}
