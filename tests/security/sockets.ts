/**
 * The machine's listening sockets and the processes holding them, read from the kernel's
 * tables in /proc (Linux only, like the machine the stack runs on).
 */
import {readdirSync, readFileSync, readlinkSync} from 'node:fs';
import {parentOf} from '../../bench/proc';

const LISTEN_STATE = '0A';
/** The tables write an IPv4 address as little-endian hex: 127.x.x.x ends in 7F. */
const LOOPBACK_V4 = /7F$/;
const LOOPBACK_V6 = '00000000000000000000000001000000';

export interface Listener {
  address: string;
  port: number;
  inode: string;
}

/** Every listening TCP socket of the machine, from the kernel's tables. */
export function listeners(): Listener[] {
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    readFileSync(table, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === LISTEN_STATE)
      .map((fields) => {
        const [address = '', port = '0'] = (fields[1] ?? '').split(':');
        return {address, port: parseInt(port, 16), inode: fields[9] ?? ''};
      }),
  );
}

export function isLoopback(address: string): boolean {
  return address.length === 8 ? LOOPBACK_V4.test(address) : address === LOOPBACK_V6;
}

export interface Process {
  pid: string;
  parent: string;
  sockets: Set<string>;
}

/** Every process with the sockets it holds open. */
export function processes(): Process[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const parent = String(parentOf(readFileSync(`/proc/${pid}/stat`, 'utf8')));
        const sockets = new Set(
          readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
            const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
            const match = /^socket:\[(\d+)\]$/.exec(target);
            return match?.[1] ? [match[1]] : [];
          }),
        );
        return [{pid, parent, sockets}];
      } catch {
        // Gone while being read, or another user's.
        return [];
      }
    });
}

/** The processes of a stack: whoever listens on its ports, and all their descendants. */
export function stackProcesses(
  all: Process[],
  open: Listener[],
  stackPorts: number[],
): Process[] {
  const ports = new Set(stackPorts);
  const inodes = new Set(
    open.filter(({port}) => ports.has(port)).map(({inode}) => inode),
  );
  const found = new Set(
    all
      .filter(({sockets}) => [...sockets].some((inode) => inodes.has(inode)))
      .map(({pid}) => pid),
  );
  for (let grew = true; grew; ) {
    grew = false;
    for (const process of all) {
      if (!found.has(process.pid) && found.has(process.parent)) {
        found.add(process.pid);
        grew = true;
      }
    }
  }
  return all.filter(({pid}) => found.has(pid));
}
