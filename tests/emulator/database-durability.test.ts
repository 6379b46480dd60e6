import {spawn} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {afterEach, describe, expect, it} from 'vitest';
import {openDatabase} from '../../emulators/commerce/src/db/database';

/**
 * The platform's database keeps every write it answered when its process is killed outright
 * (decision 0124): a writer process commits rows and says so after each, and is killed with
 * SIGKILL while it still writes; every row it said it had committed is in the file afterwards.
 */

const require = createRequire(import.meta.url);
const TSX_LOADER = pathToFileURL(require.resolve('tsx')).href;
const DATABASE_MODULE = pathToFileURL(
  path.resolve(import.meta.dirname, '../../emulators/commerce/src/db/database.ts'),
).href;
/** Rows acknowledged before the kill: enough that the kill lands among the writes. */
const ACKNOWLEDGED_BEFORE_KILL = 200;
/** SQLite's value for synchronous = FULL. */
const SYNCHRONOUS_FULL = 2;

const folders: string[] = [];

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, {recursive: true, force: true});
});

function databaseFile(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'brush-durability-'));
  folders.push(folder);
  return path.join(folder, 'commerce.sqlite');
}

/** Starts a writer that commits row after row forever and prints each row's number once committed. */
function startWriter(file: string) {
  const script = `
    const {openDatabase} = await import(${JSON.stringify(DATABASE_MODULE)});
    const db = openDatabase(${JSON.stringify(file)});
    db.exec('CREATE TABLE IF NOT EXISTS acked (n INTEGER PRIMARY KEY)');
    const insert = db.prepare('INSERT INTO acked (n) VALUES (?)');
    for (let n = 1; ; n++) {
      insert.run(n);
      process.stdout.write(n + '\\n');
    }
  `;
  return spawn(
    process.execPath,
    ['--import', TSX_LOADER, '--input-type=module', '-e', script],
    {stdio: ['ignore', 'pipe', 'inherit']},
  );
}

describe('the platform database', () => {
  it('opens a file already in WAL mode with synchronous FULL, as it was created', () => {
    const file = databaseFile();
    openDatabase(file).close();
    const reopened = openDatabase(file);
    expect(reopened.pragma('journal_mode', {simple: true})).toBe('wal');
    expect(reopened.pragma('synchronous', {simple: true})).toBe(SYNCHRONOUS_FULL);
    reopened.close();
  });

  it('keeps every acknowledged write when its process is killed with SIGKILL', async () => {
    const file = databaseFile();
    const writer = startWriter(file);
    let acknowledged = 0;
    let pending = '';
    const exited = new Promise<void>((resolve) => writer.once('exit', () => resolve()));
    await new Promise<void>((resolve) => {
      writer.stdout.on('data', (chunk: Buffer) => {
        pending += chunk.toString('utf8');
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) acknowledged = Math.max(acknowledged, Number(line));
        if (acknowledged >= ACKNOWLEDGED_BEFORE_KILL && writer.signalCode === null) {
          writer.kill('SIGKILL');
          resolve();
        }
      });
    });
    await exited;
    expect(writer.signalCode).toBe('SIGKILL');

    const db = openDatabase(file);
    const {count, highest} = db
      .prepare('SELECT count(*) AS count, max(n) AS highest FROM acked')
      .get() as {count: number; highest: number};
    db.close();
    expect(highest).toBeGreaterThanOrEqual(acknowledged);
    expect(count).toBe(highest);
  });
});
