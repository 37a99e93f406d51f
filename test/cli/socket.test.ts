/**
 * The command socket in-process: a process holding the embedded database runs the commands of other `boxline`
 * processes on its own handle (src/commands/socket-server.ts), and the client side (socket-client.ts) shows their
 * output and exit code; standard input is read on demand, a stop is passed on, and the socket is the user's alone.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { connect, createServer } from 'node:net';
import { existsSync, linkSync, mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from '../../src/core/sql.ts';
import { loadConfig } from '../../src/config.ts';
import { createWorld, type TestWorld } from '../support/app.ts';
import { COMMANDS } from '../../src/commands/index.ts';
import { takeCommands, type CommandSocket } from '../../src/commands/socket-server.ts';
import { forwardCommand } from '../../src/commands/socket-client.ts';
import { commandSocketAddress, readFrames, sendFrame, type Frame } from '../../src/commands/socket.ts';
import { capturingTerminal } from './support.ts';

describe('the command socket', () => {
  let world: TestWorld;
  let dir: string;
  let address: string;
  let socket: CommandSocket;
  const logged: { message: string; fields?: Record<string, unknown> }[] = [];
  const config = () => loadConfig({ DATA_DIR: dir, RETENTION_INTERVAL_SECONDS: '0', TRACKING_POLL_TICK_MS: '0' });
  const run = async (argv: string[], stdin = '') => {
    const terminal = capturingTerminal(stdin);
    const code = await forwardCommand(address, argv, config(), terminal);
    return { code, stdout: terminal.out.join(''), stderr: terminal.err.join('') };
  };
  /** Sends frames on a connection of its own and collects what comes back until the server closes it. */
  const raw = (frames: Frame[], onFrame: (frame: Frame, send: (f: Frame) => void) => void = () => {}) => new Promise<Frame[]>((resolve) => {
    const conn = connect(address);
    const got: Frame[] = [];
    readFrames(conn, (frame) => {
      got.push(frame);
      onFrame(frame, (f) => sendFrame(conn, f));
    });
    conn.on('connect', () => { for (const f of frames) sendFrame(conn, f); });
    conn.on('close', () => resolve(got));
  });

  before(async () => {
    world = await createWorld();
    await world.createOrg('Socket Org');
    dir = mkdtempSync(join(tmpdir(), 'boxline-socket-'));
    address = commandSocketAddress(dir)!;
    // A socket left behind by a process that was killed (a hard link keeps the file when its server closes).
    const stale = createServer();
    await new Promise<void>((resolve) => stale.listen(address, resolve));
    linkSync(address, `${address}.old`);
    await new Promise<void>((resolve) => stale.close(() => resolve()));
    renameSync(`${address}.old`, address);
    socket = await takeCommands({ dataDir: dir, db: world.db, commands: COMMANDS, workers: true, log: (message, fields) => void logged.push({ message, fields }) });
  });
  after(async () => {
    await socket.close();
    await world.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('replaces a stale socket with one only its user can open', () => {
    assert.ok(statSync(address).isSocket());
    assert.equal(statSync(address).mode & 0o777, 0o600);
  });

  it('runs a command on the holder\'s database and sends back its output and exit code', async () => {
    const res = await run(['token', 'create', '--org', '1', '--json']);
    assert.equal(res.code, 0, res.stderr);
    const { token } = JSON.parse(res.stdout);
    assert.equal((await world.request('GET', '/api/v2/orgs/1/', { token })).statusCode, 200, 'a token of the same database');
    assert.deepEqual(await run(['token', 'create', '--org', '9']), { code: 1, stdout: '', stderr: 'boxline: no organization 9\n' });
    assert.deepEqual(await run(['launch']).then((r) => [r.code, /unknown command "launch"/.test(r.stderr)]), [1, true]);
    assert.ok(logged.some((l) => l.fields?.command === 'token create' && l.fields.exitCode === 0), 'the holder logs what it ran');
  });

  it('asks for standard input only when the command reads it, and passes it on', async () => {
    const res = await run(['member', 'create', '--org', '1', '--email', 'sam@acme.example', '--password-stdin', '--json'], 'a long passphrase\n');
    assert.equal(res.code, 0, res.stderr);
    const row = await world.db.one<{ h: string }>(sql`SELECT password_hash AS h FROM users WHERE email = 'sam@acme.example'`);
    assert.match(row!.h, /^scrypt\$/);
    const frames = await raw([{ boxline: 1, argv: ['member', 'set-password', '--email', 'sam@acme.example', '--password-stdin'], config: config(), stdout: {}, stderr: {} }],
      (frame, send) => { if (frame.read === 'stdin') send({ stdin: 'another passphrase' }); });
    assert.deepEqual(frames, [{ read: 'stdin' }, { stdout: 'Password set for sam@acme.example\n' }, { exit: 0 }]);
    const none = await raw([{ boxline: 1, argv: ['token', 'create', '--org', '1'], config: config(), stdout: {}, stderr: {} }]);
    assert.ok(!none.some((f) => 'read' in f), 'a command that reads nothing asks for nothing');
  });

  it('refuses `serve` and a client of another protocol version, in one line', async () => {
    const serve = await run(['serve']);
    assert.equal(serve.code, 1);
    assert.match(serve.stderr, /^boxline: `boxline serve` runs in a process of its own/);
    const other = await raw([{ boxline: 2, argv: ['token', 'create', '--org', '1'], config: config() }]);
    assert.equal(other.at(-1)!.exit, 1);
    assert.match(String(other[0]!.stderr), /another version of boxline/);
  });

  it('`boxline worker` beside a holder that runs the worker says so and exits 0', async () => {
    const res = await run(['worker']);
    assert.equal(res.code, 0, res.stderr);
    assert.match(res.stdout, /^The server \(process \d+\) holding the embedded database in .* runs the worker already: nothing to start\.\n$/);
  });

  it('a holder without the worker runs it for the client until the client asks it to stop', async () => {
    const other = mkdtempSync(join(tmpdir(), 'boxline-socket-'));
    const held = await takeCommands({ dataDir: other, db: world.db, commands: COMMANDS, workers: false, log: () => {} });
    try {
      const conn = connect(commandSocketAddress(other)!);
      const frames: Frame[] = [];
      readFrames(conn, (frame) => frames.push(frame));
      const closed = new Promise((resolve) => conn.on('close', resolve));
      conn.on('connect', () => sendFrame(conn, { boxline: 1, argv: ['worker'], config: config(), stdout: {}, stderr: {} }));
      while (!frames.some((f) => /webhook dispatcher started/.test(String(f.stdout)))) await new Promise((r) => setTimeout(r, 20));
      sendFrame(conn, { stop: 'SIGINT' });
      await closed;
      assert.deepEqual(frames.at(-1), { exit: 0 });
    } finally {
      await held.close();
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('on close: asks the commands running to stop, waits for them, and removes the socket', async () => {
    const other = mkdtempSync(join(tmpdir(), 'boxline-socket-'));
    const held = await takeCommands({ dataDir: other, db: world.db, commands: COMMANDS, workers: false, log: () => {} });
    const terminal = capturingTerminal();
    const worker = forwardCommand(commandSocketAddress(other)!, ['worker'], config(), terminal);
    while (!/webhook dispatcher started/.test(terminal.out.join(''))) await new Promise((r) => setTimeout(r, 20));
    await held.close();
    assert.equal(await worker, 0);
    assert.ok(!existsSync(join(other, 'boxline.sock')));
    rmSync(other, { recursive: true, force: true });
  });
});
