// @ts-check
'use strict';

// The Electron checks (checks.js) run against the Chromium stand-in, so that
// their own code — the clients, the waits, the binary's calls, the
// assertions — is exercised on every test run, where no Electron can be
// installed. Passing here proves nothing about Electron: main.js runs the
// same checks inside a real one (scripts/test-electron).
//
// The electron-mcp binary is built once (go build), or taken from
// ELECTRON_MCP_BIN. ELECTRON_CHECK_ANSWER_MS (default 10 000) is how long a
// command may go unanswered.

const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { after, before, test } = require('node:test');
const { checks, runChecks, cliRunner, between, parseVersion, losesCrossSiteEvents } = require('./checks');
const { servePages } = require('./server');
const { standInDriver } = require('./standin-driver');

const repo = path.join(__dirname, '..', '..', '..');

/**
 * Checks that need what the stand-in or the bridge does not do, with why:
 * they run, and their failures are reported as to-do.
 * @type {Record<string, string>}
 */
const todo = {};

/** @type {string} */
let scratch;
/** @type {Awaited<ReturnType<typeof standInDriver>>} */
let driver;
/** @type {import('./server').Pages} */
let pages;
/** @type {import('./checks').Context} */
let ctx;

before(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'electron-mcp-checks-'));
  let bin = process.env.ELECTRON_MCP_BIN;
  if (!bin) {
    bin = path.join(scratch, 'electron-mcp');
    execFileSync('go', ['build', '-o', bin, './go/cmd/electron-mcp'], { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const runtimeDir = path.join(scratch, 'run');
  fs.mkdirSync(runtimeDir, { mode: 0o700 });
  pages = await servePages();
  driver = await standInDriver(runtimeDir);
  ctx = { driver, pages, gcRounds: 8, answerMs: Number(process.env.ELECTRON_CHECK_ANSWER_MS) || 10_000, cli: cliRunner(bin, { ...driver.bridge.env }), log: () => {} };
});

after(async () => {
  await driver?.close();
  await pages?.close();
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

for (const check of checks) {
  test(`${check.name}: ${check.what}`, { todo: todo[check.name] }, async () => {
    const [r] = await runChecks(ctx, { only: [check.name], checkMs: 60_000 });
    assert.equal(r.status, 'ok', r.message);
  });
}

test('versions: the known-bug ranges compare versions as numbers, pre-releases before their release', () => {
  assert.ok(parseVersion('42.10.0') > parseVersion('42.4.0'));
  assert.ok(between('41.5.0', '38.0.0', '42.4.0'));
  assert.ok(between('42.3.9', '38.0.0', '42.4.0'));
  assert.ok(!between('42.4.0', '38.0.0', '42.4.0'));
  assert.ok(!between('45.0.0-nightly.20260817', '38.0.0', '42.4.0'));
  assert.ok(!between('', '38.0.0', '42.4.0'), 'the stand-in is no Electron version');
  assert.ok(parseVersion('43.0.0-alpha.9') < parseVersion('43.0.0-beta.1'));
  assert.ok(parseVersion('43.0.0-beta.3') < parseVersion('43.0.0-beta.4'));
  assert.ok(parseVersion('43.0.0-beta.10') > parseVersion('43.0.0-beta.4'));
  assert.ok(parseVersion('43.0.0-nightly.20260101') < parseVersion('43.0.0-alpha.1'));
  assert.ok(parseVersion('42.9.9') < parseVersion('43.0.0-nightly.20260101'));
  assert.ok(parseVersion('43.0.0-rc.1') < parseVersion('43.0.0'));
  // Electron #51959: fixed in 42.4.1 and 43.0.0-beta.4; 29 to 37 lose events too.
  for (const v of ['29.0.0', '29.0.0-beta.2', '33.4.1', '37.9.9', '38.0.0', '42.4.0', '42.4.1-beta.1', '43.0.0-alpha.3', '43.0.0-beta.3']) {
    assert.ok(losesCrossSiteEvents(v), `${v} loses events`);
  }
  for (const v of ['', '28.3.3', '42.4.1', '42.5.0', '43.0.0-beta.4', '43.0.0', '44.1.0', '45.0.0-nightly.20260817']) {
    assert.ok(!losesCrossSiteEvents(v), `${v} keeps them`);
  }
});
