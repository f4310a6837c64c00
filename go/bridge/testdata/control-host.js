#!/usr/bin/env node
// @ts-check
'use strict';

// A stand-in host the Go tests can steer, for what host.js offers no way to
// do from outside: it opens one window per argument (a URL) behind the real
// bridge, prints one JSON line like host.js, then takes commands on stdin,
// one per line, and answers each with one line on stdout:
//
//   destroy <id>   destroys webContents <id>  → "destroyed <id>" | "error …"
//
// It stops on SIGTERM, SIGINT or when stdin closes.

const readline = require('node:readline');
const { startBridge } = require('../../../electron-bridge');
const { createStandIn } = require('../../../electron-bridge/testing');

/** @param {unknown} err */
const message = (err) => (err instanceof Error ? err.message : String(err));

async function main() {
  const standIn = await createStandIn();
  /** @type {import('../../../electron-bridge/api').Bridge | null} */
  let bridge = null;
  let stopping = false;
  /** @param {number} code */
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    await bridge?.close().catch(() => {});
    await standIn.close().catch(() => {});
    process.exit(code);
  };
  process.once('SIGTERM', () => void stop(0));
  process.once('SIGINT', () => void stop(0));

  try {
    for (const url of process.argv.slice(2)) await standIn.createWindow(url);
    bridge = await startBridge({
      webContents: standIn.webContents,
      BrowserWindow: standIn.BrowserWindow,
      browser: standIn.product,
      discoveryFile: false,
      setEnv: false,
      appName: 'electron-mcp control host',
    });
  } catch (err) {
    process.stderr.write(`control-host: ${message(err)}\n`);
    await stop(1);
    return;
  }
  const targets = standIn.webContents.getAllWebContents().map((wc) => ({ id: String(wc.id), url: wc.getURL() }));
  process.stdout.write(`${JSON.stringify({ url: bridge.url, token: bridge.token, pid: process.pid, targets })}\n`);

  const rl = readline.createInterface({ input: process.stdin });
  rl.on('line', (line) => {
    const m = /^destroy (\d+)$/.exec(line.trim());
    if (!m) {
      process.stdout.write(`error unknown command ${JSON.stringify(line)}\n`);
      return;
    }
    const wc = standIn.webContents.fromId(Number(m[1]));
    if (!wc) {
      process.stdout.write(`error no webContents ${m[1]}\n`);
      return;
    }
    standIn.destroy(/** @type {any} */ (wc)).then(
      () => process.stdout.write(`destroyed ${m[1]}\n`),
      (err) => process.stdout.write(`error ${message(err)}\n`),
    );
  });
  rl.on('close', () => void stop(0));
}

main().catch((err) => {
  process.stderr.write(`control-host: ${message(err)}\n`);
  process.exit(1);
});
