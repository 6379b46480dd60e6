/**
 * Memory of the stack's services, read from /proc: each service is a process group (the
 * storefront's node process and its workerd, the Auth emulator's node workers), so its memory is
 * the sum of its members' resident sets.
 */
import {readdirSync, readFileSync} from 'node:fs';

/** The process group in the text of /proc/<pid>/stat (the command may hold spaces and parens). */
export function processGroupOf(statText: string): number | null {
  const afterCommand = statText.slice(statText.lastIndexOf(')') + 2).split(' ');
  // Fields after the command: state, ppid, pgrp.
  const group = Number(afterCommand[2]);
  return Number.isInteger(group) ? group : null;
}

/** The parent process in the text of /proc/<pid>/stat. */
export function parentOf(statText: string): number | null {
  const parent = Number(statText.slice(statText.lastIndexOf(')') + 2).split(' ')[1]);
  return Number.isInteger(parent) ? parent : null;
}

/** VmRSS of /proc/<pid>/status in bytes; 0 for a process without one (a zombie). */
export function residentBytesOf(statusText: string): number {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(statusText);
  return match ? Number(match[1]) * 1024 : 0;
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    // The process ended while the group was being read.
    return null;
  }
}

export function processGroupMembers(groupId: number): number[] {
  const members: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readOrNull(`/proc/${entry}/stat`);
    if (stat !== null && processGroupOf(stat) === groupId) members.push(Number(entry));
  }
  return members;
}

/** The processes whose parent is `parentId`. */
export function childrenOf(parentId: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readOrNull(`/proc/${entry}/stat`);
    if (stat !== null && parentOf(stat) === parentId) children.push(Number(entry));
  }
  return children;
}

/** The command name in /proc/<pid>/stat (between the first '(' and the last ')'). */
export function commandOf(statText: string): string {
  return statText.slice(statText.indexOf('(') + 1, statText.lastIndexOf(')'));
}

/** Resident memory of a process group, by command name (node, workerd, ...). */
export function processGroupRss(groupId: number): Record<string, number> {
  const byCommand: Record<string, number> = {};
  for (const pid of processGroupMembers(groupId)) {
    const command = commandOf(readOrNull(`/proc/${pid}/stat`) ?? '()');
    const bytes = residentBytesOf(readOrNull(`/proc/${pid}/status`) ?? '');
    byCommand[command] = (byCommand[command] ?? 0) + bytes;
  }
  return byCommand;
}

export function totalBytes(byCommand: Record<string, number> = {}): number {
  return Object.values(byCommand).reduce((sum, bytes) => sum + bytes, 0);
}
