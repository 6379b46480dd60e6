/**
 * Every socket the started stack listens on (the storefront's front, the worker's runtime and
 * its asset server, the platform, the Auth emulator, and whatever they start) is bound to
 * loopback, as README says. Read from the kernel's socket tables, so a listener nobody knew of
 * is found too. Linux only, like the machine the stack runs on.
 */
import {readdirSync, readFileSync, readlinkSync} from 'node:fs';
import {expect, test} from '@playwright/test';
import {E2E_PORTS} from '../playwright.config';

const LISTEN_STATE = '0A';
/** The tables write an IPv4 address as little-endian hex: 127.x.x.x ends in 7F. */
const LOOPBACK_V4 = /7F$/;
const LOOPBACK_V6 = '00000000000000000000000001000000';

interface Listener {
  address: string;
  port: number;
  inode: string;
}

function listeners(): Listener[] {
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

function isLoopback(address: string): boolean {
  return address.length === 8 ? LOOPBACK_V4.test(address) : address === LOOPBACK_V6;
}

interface Process {
  pid: string;
  parent: string;
  sockets: Set<string>;
}

function processes(): Process[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] ?? '';
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

/** The processes of the stack: whoever listens on its ports, and all their descendants. */
function stackProcesses(all: Process[], open: Listener[]): Process[] {
  const ports = new Set<number>(Object.values(E2E_PORTS));
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

test('every socket the stack listens on is bound to loopback', () => {
  const open = listeners();
  const stack = stackProcesses(processes(), open);
  const stackSockets = new Set(stack.flatMap(({sockets}) => [...sockets]));
  const stackListeners = open.filter(({inode}) => stackSockets.has(inode));

  expect(stackListeners.map(({port}) => port)).toEqual(
    expect.arrayContaining(Object.values(E2E_PORTS)),
  );
  expect(
    stackListeners
      .filter(({address}) => !isLoopback(address))
      .map(({address, port}) => `${address}:${port}`),
  ).toEqual([]);
});
