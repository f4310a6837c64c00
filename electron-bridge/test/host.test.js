// @ts-check
'use strict';

// testing/host.js as Go tests, the demo and benchmarks start it.

const { test, after } = require('node:test');
const assert = require('node:assert/strict');
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const readline = require('node:readline');
const P = require('../protocol');
const { liveProcesses } = require('../testing/chromium');
const { list, assertNoUnhandledRejections, deadlineMs } = require('../testing/harness');

// Starting Chromium and loading three pages takes seconds on a busy machine.
const startMs = 60_000;
const hostJs = path.join(__dirname, '..', 'testing', 'host.js');
const runtimeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'electron-mcp-runtime-'));
after(() => {
  fs.rmSync(runtimeDir, { recursive: true, force: true });
  assertNoUnhandledRejections();
});

/**
 * Starts host.js; resolves with its JSON line.
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 */
function startHostProcess(args, env = {}) {
  const child = spawn(process.execPath, [hostJs, ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, XDG_RUNTIME_DIR: runtimeDir, ...env },
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  /** @type {Promise<{code: number | null, signal: string | null, stderr: string}>} */
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, stderr })));
  /** @type {Promise<any>} */
  const line = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no JSON line within ${startMs} ms: ${stderr}`)), startMs);
    readline.createInterface({ input: child.stdout }).once('line', (l) => {
      clearTimeout(timer);
      resolve(JSON.parse(l));
    });
    exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`host.js exited (${code}) before its JSON line: ${stderr}`));
    });
  });
  line.catch(() => child.kill('SIGKILL'));
  return { child, line, exited };
}

/**
 * @param {Promise<{code: number | null, signal: string | null, stderr: string}>} exited
 */
async function exitedWithin(exited) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('host.js did not exit')), deadlineMs);
  });
  try {
    return await Promise.race([exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

test('two --url and one --webview: three targets; SIGTERM ends everything cleanly', async () => {
  const token = 'token-for-the-host-test-0123456789';
  const { child, line, exited } = startHostProcess([
    '--url', 'data:text/html,<title>a</title>a',
    '--url', 'data:text/html,<title>b</title>b',
    '--webview', 'data:text/html,<title>w</title>w',
    '--token', token,
  ]);
  const info = await line;
  assert.equal(info.token, token);
  assert.equal(info.pid, child.pid);
  assert.deepEqual(info.targets, [
    { id: '1', type: 'page', url: 'data:text/html,<title>a</title>a' },
    { id: '2', type: 'page', url: 'data:text/html,<title>b</title>b' },
    { id: '3', type: 'webview', url: 'data:text/html,<title>w</title>w', hostId: '1' },
  ]);
  const port = Number(new URL(info.url).port);
  const targets = await list(/** @type {any} */ ({ port, token }));
  assert.deepEqual(targets.map((t) => [t.id, t.type, t.title, t.hostId]), [
    ['1', 'page', 'a', undefined],
    ['2', 'page', 'b', undefined],
    ['3', 'webview', 'w', '1'],
  ]);
  const file = path.join(runtimeDir, P.DiscoveryDirName, `${child.pid}.json`);
  assert.equal(JSON.parse(fs.readFileSync(file, 'utf8')).url, info.url);

  child.kill('SIGTERM');
  const { code } = await exitedWithin(exited);
  assert.equal(code, 0);
  assert.equal(fs.existsSync(file), false, 'the discovery file is removed');
  assert.deepEqual(liveProcesses(info.chromiumPid), [], 'no Chromium process left');
});

test('closing stdin stops the host; --no-discovery writes no file', async () => {
  const { child, line, exited } = startHostProcess(['--no-discovery']);
  const info = await line;
  assert.deepEqual(info.targets, [{ id: '1', type: 'page', url: 'about:blank' }]);
  assert.equal(fs.existsSync(path.join(runtimeDir, P.DiscoveryDirName, `${child.pid}.json`)), false);
  child.stdin.end();
  assert.equal((await exitedWithin(exited)).code, 0);
  assert.deepEqual(liveProcesses(info.chromiumPid), []);
});

test('without Chromium the host fails fast with a clear message', async () => {
  const { line, exited } = startHostProcess([], { ELECTRON_MCP_CHROMIUM: '/nonexistent/chromium' });
  line.catch(() => {});
  const { code, stderr } = await exitedWithin(exited);
  assert.equal(code, 1);
  assert.match(stderr, /Chromium not found at \/nonexistent\/chromium: install it/);
});
