/**
 * Every socket the started stack listens on (the storefront's front, the worker's runtime and
 * its asset server, the platform, the Auth emulator, and whatever they start) is bound to
 * loopback, as README says. Read from the kernel's socket tables, so a listener nobody knew of
 * is found too.
 */
import {expect, test} from '@playwright/test';
import {E2E_PORTS} from '../playwright.config';
import {isLoopback, listeners, processes, stackProcesses} from './sockets';

test('every socket the stack listens on is bound to loopback', () => {
  const open = listeners();
  const stack = stackProcesses(processes(), open, Object.values(E2E_PORTS));
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
