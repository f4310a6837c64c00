// @ts-check
'use strict';

// scripts/test-electron without Electron: a copy of the script in a scratch
// checkout, with no Electron, a missing one, or a fake Electron (a shell
// script) that passes, fails, crashes or hangs, and no display. What it
// runs, how it reports and its exit status are checked; the checks
// themselves run in checks.test.js (stand-in) and in CI (real Electron).

const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { test } = require('node:test');

const script = path.join(__dirname, '..', '..', '..', 'scripts', 'test-electron');

/**
 * A scratch checkout holding scripts/test-electron, and, given `fake`, a
 * node_modules/electron whose binary is that shell script body.
 * @param {string} [fake]
 */
function checkout(fake) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-electron-'));
  fs.mkdirSync(path.join(dir, 'scripts'));
  fs.copyFileSync(script, path.join(dir, 'scripts', 'test-electron'));
  fs.chmodSync(path.join(dir, 'scripts', 'test-electron'), 0o755);
  fs.mkdirSync(path.join(dir, 'node_modules', 'electron'), { recursive: true });
  if (fake !== undefined) {
    fs.mkdirSync(path.join(dir, 'node_modules', 'electron', 'dist'));
    fs.writeFileSync(path.join(dir, 'node_modules', 'electron', 'path.txt'), 'electron');
    fs.writeFileSync(path.join(dir, 'node_modules', 'electron', 'dist', 'electron'), `#!/usr/bin/env bash\nif [ "$1" = --version ]; then echo v45.0.0-fake; exit 0; fi\n${fake}\n`, { mode: 0o755 });
  }
  return dir;
}

/**
 * Runs the copy of the script with args and env (without ELECTRON_PATH,
 * ELECTRON_MCP_BIN and DISPLAY unless given).
 * @param {string} dir
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function run(dir, args, env = {}) {
  const base = { ...process.env };
  for (const k of ['ELECTRON_PATH', 'ELECTRON_MCP_BIN', 'DISPLAY', 'WAYLAND_DISPLAY', 'ELECTRON_ARGS', 'ELECTRON_CHECK_TIMEOUT']) delete base[k];
  const r = spawnSync(path.join(dir, 'scripts', 'test-electron'), args, {
    cwd: os.tmpdir(),
    env: { ...base, ELECTRON_MCP_BIN: '/bin/true', DISPLAY: ':99', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, all: r.stdout + r.stderr };
}

test('no Electron binary: skipped with the reason, exit 0; --require makes it a failure', () => {
  const dir = checkout();
  try {
    let r = run(dir, []);
    assert.equal(r.code, 0, r.all);
    assert.match(r.stdout, /^test-electron: skipped: no Electron binary: node_modules\/electron has none/m);
    assert.match(r.stdout, /node node_modules\/electron\/install\.js/);
    assert.match(r.stdout, /ELECTRON_PATH/);
    r = run(dir, ['--require']);
    assert.equal(r.code, 1, r.all);
    assert.match(r.stderr, /cannot run \(--require\): no Electron binary/);
    r = run(dir, [], { ELECTRON_PATH: path.join(dir, 'nothing-here') });
    assert.equal(r.code, 1, r.all);
    assert.match(r.stderr, /ELECTRON_PATH=.*nothing-here is not an Electron executable/);
    r = run(dir, ['--bogus']);
    assert.equal(r.code, 2, r.all);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a passing run: Electron gets the app, the checks named and --js-flags=--expose-gc; a private runtime dir; no bridge of the caller', () => {
  const seen = path.join(os.tmpdir(), `test-electron-seen-${process.pid}.json`);
  const dir = checkout(
    `node -e 'const fs = require("fs"); fs.writeFileSync(process.argv[1], JSON.stringify({args: process.argv.slice(2), env: process.env, runMode: fs.statSync(process.env.XDG_RUNTIME_DIR).mode & 0o777}))' ${JSON.stringify(seen)} "$@"
echo "electron-check: start two-clients"
echo "electron-check: ok   two-clients (12 ms)"
echo "electron-check: done: 1 ok, 0 known Electron bugs, 0 failed (Electron 45.0.0)"`,
  );
  try {
    const r = run(dir, ['two-clients'], { ELECTRON_MCP_BRIDGE: 'http://127.0.0.1:1', ELECTRON_MCP_TOKEN: 'not-for-the-checks', ELECTRON_ARGS: '--enable-logging' });
    assert.equal(r.code, 0, r.all);
    assert.match(r.stdout, /^test-electron: passed$/m);
    const got = JSON.parse(fs.readFileSync(seen, 'utf8'));
    assert.ok(got.args.includes('--js-flags=--expose-gc'), got.args);
    assert.ok(got.args.includes('--enable-logging'), 'ELECTRON_ARGS reach Electron');
    assert.deepEqual(got.args.slice(-2), ['electron-bridge/test/electron', 'two-clients']);
    assert.equal(got.args.includes('--no-sandbox'), process.getuid?.() === 0, '--no-sandbox only as root');
    assert.equal(got.env.ELECTRON_MCP_BIN, '/bin/true');
    assert.equal(got.env.ELECTRON_MCP_BRIDGE, undefined, "the caller's bridge is not the checks'");
    assert.equal(got.env.ELECTRON_MCP_TOKEN, undefined);
    assert.equal(got.env.ELECTRON_RUN_AS_NODE, undefined);
    assert.equal(got.runMode, 0o700, 'the runtime dir is private');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(seen, { force: true });
  }
});

test('failures are reported with their check: a failed check, a crash, a hang, an early exit', () => {
  for (const [fake, want, env] of /** @type {[string, RegExp, Record<string, string>?][]} */ ([
    [
      `echo "electron-check: start dialogs"; echo "electron-check: FAIL dialogs (3 ms): no"; echo "electron-check: done: 0 ok, 0 known Electron bugs, 1 failed"; exit 1`,
      /FAILED: 1 checks failed \(exit 1\)/,
    ],
    [`echo "electron-check: start webview-destroy-gc"; kill -SEGV $$`, /FAILED: Electron crashed \(signal 11\) during check webview-destroy-gc/],
    [`echo "electron-check: start evaluate-250-deep"; exec sleep 30`, /FAILED: Electron did not finish within 1 s during check evaluate-250-deep/, { ELECTRON_CHECK_TIMEOUT: '1' }],
    [`echo "[1234:ERROR:ozone_platform_x11.cc] Missing X server or $DISPLAY"; exit 1`, /FAILED: Electron exited with status 1 before the checks were done$/m],
    [`exit 0`, /FAILED: Electron exited without running the checks/],
    [`echo "electron-check: done: 9 ok, 0 known Electron bugs, 0 failed"; exec sleep 30`, /FAILED: every check ran, but Electron did not quit within 1 s/, { ELECTRON_CHECK_TIMEOUT: '1' }],
    [`echo "electron-check: done: 9 ok, 0 known Electron bugs, 0 failed"; kill -SEGV $$`, /FAILED: Electron died of signal 11 while quitting/],
  ])) {
    const dir = checkout(fake);
    try {
      const r = run(dir, [], env);
      assert.equal(r.code, 1, `${fake}\n${r.all}`);
      assert.match(r.stderr, want, `${fake}\n${r.all}`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
});

test('Electron but no display and no xvfb-run: a clear failure', () => {
  const dir = checkout('echo "electron-check: done: 0 ok"');
  // A PATH with what the script needs, and no xvfb-run.
  const tools = path.join(dir, 'tools');
  fs.mkdirSync(tools);
  for (const t of ['bash', 'env', 'dirname', 'cat', 'mktemp', 'rm', 'mkdir', 'id', 'tee', 'grep', 'sed', 'tail', 'timeout']) {
    const found = spawnSync('bash', ['-c', `command -v ${t}`], { encoding: 'utf8' }).stdout.trim();
    assert.ok(found, `${t} is on PATH`);
    fs.symlinkSync(found, path.join(tools, t));
  }
  try {
    const r = run(dir, [], { PATH: tools, DISPLAY: '' });
    assert.equal(r.code, 1, r.all);
    assert.match(r.stderr, /Electron is installed \(.*\) but there is no display: install xvfb/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
