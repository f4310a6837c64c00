// @ts-check
'use strict';

// Discovery file, environment, options and close(); no browser needed, so the
// webContents module here is an empty one.

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const P = require('../protocol');
const { startBridge } = require('..');
const { get, assertNoUnhandledRejections } = require('../testing/harness');

/** @type {import('../api').WebContentsModule} */
const noWebContents = { getAllWebContents: () => [], fromId: () => undefined };

let runtimeDir = '';
const savedRuntimeDir = process.env.XDG_RUNTIME_DIR;
before(() => {
  runtimeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'electron-mcp-runtime-'));
  process.env.XDG_RUNTIME_DIR = runtimeDir;
});
after(() => {
  if (savedRuntimeDir === undefined) delete process.env.XDG_RUNTIME_DIR;
  else process.env.XDG_RUNTIME_DIR = savedRuntimeDir;
  fs.rmSync(runtimeDir, { recursive: true, force: true });
  assertNoUnhandledRejections();
});

/** @param {string} p */
const mode = (p) => fs.statSync(p).mode & 0o777;

test('writes a private discovery file and the env vars, and removes both on close', async () => {
  /** @type {string[]} */
  const logs = [];
  const bridge = await startBridge({ webContents: noWebContents, appName: 'demo', log: (l, m) => logs.push(`${l}: ${m}`) });
  const dir = path.join(runtimeDir, P.DiscoveryDirName);
  const file = path.join(dir, `${process.pid}.json`);
  try {
    assert.equal(bridge.discoveryFile, file);
    assert.equal(mode(dir), P.DiscoveryDirMode);
    assert.equal(mode(file), P.DiscoveryMode);
    assert.deepEqual(fs.readdirSync(dir), [`${process.pid}.json`], 'no temporary file left');
    const d = JSON.parse(fs.readFileSync(file, 'utf8'));
    assert.deepEqual({ ...d, startedAt: '' }, { protocol: P.Version, pid: process.pid, url: bridge.url, token: bridge.token, app: 'demo', startedAt: '' });
    assert.ok(!Number.isNaN(Date.parse(d.startedAt)));

    assert.match(bridge.url, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.match(bridge.token, /^[A-Za-z0-9_-]{43}$/);
    assert.deepEqual(bridge.env, { [P.EnvBridge]: bridge.url, [P.EnvToken]: bridge.token });
    assert.equal(process.env[P.EnvBridge], bridge.url);
    assert.equal(process.env[P.EnvToken], bridge.token);
    assert.deepEqual(JSON.parse((await get(bridge, '/json/list')).body), []);
  } finally {
    await bridge.close();
  }
  assert.equal(fs.existsSync(file), false);
  assert.equal(process.env[P.EnvBridge], undefined);
  assert.equal(process.env[P.EnvToken], undefined);
  await bridge.close();
  assert.ok(logs.length > 0);
  for (const line of logs) assert.ok(!line.includes(bridge.token), `the token was logged: ${line}`);
});

test('tightens a directory someone left open', async () => {
  const dir = path.join(runtimeDir, P.DiscoveryDirName);
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o755);
  const bridge = await startBridge({ webContents: noWebContents, log: false, setEnv: false });
  await bridge.close();
  assert.equal(mode(dir), P.DiscoveryDirMode);
});

test('discoveryFile: false and setEnv: false leave no trace; a given token and port are used', async () => {
  const token = 'a-token-chosen-by-the-test';
  const first = await startBridge({ webContents: noWebContents, log: false, discoveryFile: false, setEnv: false, token });
  try {
    assert.equal(first.token, token);
    assert.equal(first.discoveryFile, null);
    assert.equal(process.env[P.EnvBridge], undefined);
    assert.equal(fs.existsSync(path.join(runtimeDir, P.DiscoveryDirName, `${process.pid}.json`)), false);
    assert.equal((await get(first, '/json/version')).status, 200);
  } finally {
    await first.close();
  }
  const again = await startBridge({ webContents: noWebContents, log: false, discoveryFile: false, setEnv: false, port: first.port });
  assert.equal(again.port, first.port);
  await again.close();
});

test('refuses bad options instead of starting half-configured', async () => {
  await assert.rejects(startBridge({ webContents: noWebContents, log: false, token: 'short' }), /at least 16 characters/);
  await assert.rejects(startBridge({ log: false }), /not running inside Electron: pass options.webContents/);
});

test('/json/version mirrors Chrome and adds the bridge and protocol versions; unknown paths are 404', async () => {
  const bridge = await startBridge({ webContents: noWebContents, log: false, discoveryFile: false, setEnv: false, browser: 'Chrome/1.2.3' });
  try {
    const v = JSON.parse((await get(bridge, '/json/version')).body);
    const { webSocketDebuggerUrl, ...rest } = v;
    assert.deepEqual(rest, { Browser: 'Chrome/1.2.3', 'Protocol-Version': '1.3', bridge: require('../package.json').version, protocol: P.Version });
    assert.match(webSocketDebuggerUrl, new RegExp(`^ws://127\\.0\\.0\\.1:${bridge.port}/devtools/browser/`));
    assert.equal((await get(bridge, '/json/nope')).status, 404);
    assert.equal((await get(bridge, '/devtools/page/1')).status, 404);
  } finally {
    await bridge.close();
  }
});
