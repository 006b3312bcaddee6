/**
 * The TCP sockets a set of processes (and their children) listen on, read from Linux's /proc: each
 * process's open sockets (`/proc/<pid>/fd` → `socket:[inode]`), matched with the listening entries of
 * `/proc/net/tcp` and `/proc/net/tcp6`.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

export interface ListeningSocket {
  pid: number;
  command: string;
  address: string;
  port: number;
}

const TCP_LISTEN = '0A';

/** The bytes of an address as /proc writes it: hex of 32-bit words in the machine's (little-endian) order. */
function addressBytes(hex: string): number[] {
  return hex.match(/.{8}/g)!.flatMap((word) =>
    word
      .match(/../g)!
      .reverse()
      .map((byte) => parseInt(byte, 16)),
  );
}

/** `0100007F` → 127.0.0.1; IPv6 in its short form (`::1`, `::ffff:7f00:1`, `::`). */
function decodeAddress(hex: string): string {
  const bytes = addressBytes(hex);
  if (bytes.length === 4) return bytes.join('.');
  const groups = Array.from({ length: 8 }, (_, i) => ((bytes[2 * i]! << 8) | bytes[2 * i + 1]!).toString(16));
  return new URL(`http://[${groups.join(':')}]/`).hostname.slice(1, -1);
}

/** 127.0.0.0/8, ::1, or an IPv4 loopback address mapped into IPv6. */
export function isLoopback(address: string): boolean {
  return /^127\./.test(address) || address === '::1' || /^::ffff:(127\.|7f[0-9a-f]{2}:)/.test(address);
}

function listeningByInode(): Map<string, { address: string; port: number }> {
  const byInode = new Map<string, { address: string; port: number }>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      // "sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode …"
      const fields = line.trim().split(/\s+/);
      const [local, state, inode] = [fields[1], fields[3], fields[9]];
      if (!local || state !== TCP_LISTEN || !inode) continue;
      const [address = '', port = '0'] = local.split(':');
      byInode.set(inode, { address: decodeAddress(address), port: parseInt(port, 16) });
    }
  }
  return byInode;
}

function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state ppid …": the command may hold spaces and parentheses.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** The processes and every descendant of them that is running now. */
export function processTree(roots: readonly number[]): number[] {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
  const tree = new Set(roots);
  let grew = true;
  while (grew) {
    grew = false;
    for (const pid of all) {
      const parent = parentOf(pid);
      if (!tree.has(pid) && parent !== undefined && tree.has(parent)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return [...tree];
}

export function listeningSockets(pids: readonly number[]): ListeningSocket[] {
  const listening = listeningByInode();
  const sockets: ListeningSocket[] = [];
  for (const pid of pids) {
    let descriptors: string[];
    try {
      descriptors = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // ended meanwhile
    }
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
    const seen = new Set<string>();
    for (const descriptor of descriptors) {
      let target: string;
      try {
        target = readlinkSync(`/proc/${pid}/fd/${descriptor}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      const socket = inode ? listening.get(inode) : undefined;
      if (!inode || !socket || seen.has(inode)) continue;
      seen.add(inode);
      sockets.push({ pid, command, ...socket });
    }
  }
  return sockets;
}
