// @ts-check
'use strict';

// An Electron app that runs, inside a real Electron, the checks the Chromium
// stand-in cannot prove (checks.js), with electron-mcp-bridge embedded as
// any app embeds it. scripts/test-electron runs it under xvfb-run:
//
//   ELECTRON_MCP_BIN=bin/electron-mcp xvfb-run -a \
//     node_modules/electron/dist/electron --js-flags=--expose-gc electron-bridge/test/electron [check ...]
//
// It prints one line per check ("electron-check: start <name>", then
// "electron-check: ok|KNOWN|FAIL <name> …"), a summary, and exits 0 when
// no check failed, 1 otherwise. Names after the app's path run only those.
// ELECTRON_CHECK_ANSWER_MS bounds how long a command may go unanswered
// (default 60 000: the bridge's deadline must answer before).
//
// Under plain Node (node --test finds every .js under test/) it does nothing.

if (process.versions.electron) {
  run();
} else {
  console.log('electron-bridge/test/electron/main.js is an Electron app: scripts/test-electron runs it');
}

function run() {
  const fs = require('node:fs');
  const os = require('node:os');
  const path = require('node:path');
  const { app } = require('electron');
  const { startBridge } = require('../..');
  const { electronDriver } = require('./driver');
  const { servePages } = require('./server');
  const { checks, runChecks, formatResult, cliRunner } = require('./checks');

  /** @param {string} line */
  const say = (line) => process.stdout.write(`${line}\n`);
  /** @type {unknown[]} */
  const unhandled = [];
  process.on('unhandledRejection', (err) => {
    unhandled.push(err);
    say(`electron-check: unhandled rejection: ${err instanceof Error ? err.stack : String(err)}`);
  });

  // Nothing of a person's profile: a fresh userData, and a runtime dir for
  // the discovery file unless the script gave one.
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'electron-mcp-checks-'));
  app.setPath('userData', path.join(scratch, 'userData'));
  if (!process.env.XDG_RUNTIME_DIR) {
    process.env.XDG_RUNTIME_DIR = path.join(scratch, 'run');
    fs.mkdirSync(process.env.XDG_RUNTIME_DIR, { mode: 0o700 });
  }
  const runtimeDir = process.env.XDG_RUNTIME_DIR;
  // Windows come and go between checks: the app must not quit when none is open.
  app.on('window-all-closed', () => {});

  const appArg = process.argv.findIndex((a, i) => i > 0 && [__dirname, __filename].includes(path.resolve(a)));
  const argv = appArg === -1 ? [] : process.argv.slice(appArg + 1);
  const names = new Set(checks.map((c) => c.name));
  const only = argv.filter((a) => !a.startsWith('-'));
  const unknown = only.filter((n) => !names.has(n));
  const answerMs = Number(process.env.ELECTRON_CHECK_ANSWER_MS) || 60_000;

  // Electron writes to userData until it exits.
  process.once('exit', () => fs.rmSync(scratch, { recursive: true, force: true }));
  /** @param {number} code */
  const finish = (code) => {
    if (code === 0) app.quit();
    else app.exit(code);
  };

  (async () => {
    if (unknown.length) {
      say(`electron-check: no check ${unknown.join(', ')}; the checks are: ${[...names].join(', ')}`);
      return 2;
    }
    await app.whenReady();
    const pages = await servePages();
    const bridge = await startBridge({
      appName: 'electron-mcp checks',
      // The main-process check answers the dialogs its actions open.
      dialogs: true,
      // The checks wait answerMs for an answer: the bridge's deadline must come first.
      commandTimeoutMs: Math.max(1000, Math.floor(answerMs / 2)),
      log: (level, message) => {
        if (level !== 'debug') process.stderr.write(`electron-mcp-bridge ${level}: ${message}\n`);
      },
    });
    const driver = electronDriver(bridge, runtimeDir);
    say(
      `electron-check: Electron ${process.versions.electron}, Chromium ${process.versions.chrome}, Node ${process.versions.node}, ` +
        `${process.platform}/${process.arch}; bridge ${bridge.url}; commands may wait ${answerMs} ms`,
    );
    const results = await runChecks(
      { driver, pages, answerMs, gcRounds: Number(process.env.ELECTRON_CHECK_GC_ROUNDS) || 12, cli: cliRunner(process.env.ELECTRON_MCP_BIN, { ...bridge.env }), log: say },
      {
        only: only.length ? only : undefined,
        onStart: (name) => say(`electron-check: start ${name}`),
        onResult: (r) => say(formatResult(r)),
      },
    );
    await bridge.close();
    await pages.close();
    const count = (/** @type {string} */ status) => results.filter((r) => r.status === status).length;
    const failed = count('fail') + (unhandled.length ? 1 : 0);
    say(
      `electron-check: done: ${count('ok')} ok, ${count('known')} known Electron bugs, ${count('fail')} failed` +
        `${unhandled.length ? `, ${unhandled.length} unhandled rejections` : ''} (Electron ${process.versions.electron})`,
    );
    return failed ? 1 : 0;
  })().then(finish, (err) => {
    say(`electron-check: FAIL the app itself: ${err instanceof Error ? err.stack : String(err)}`);
    finish(1);
  });
}
