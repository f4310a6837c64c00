#!/usr/bin/env node
// @ts-check
'use strict';

// The stand-in host: an "Electron app" made of a headless Chromium (one window
// per --url, <webview> guests of the first window per --webview) with the real
// bridge in front of it. Go integration tests, the demo and benchmarks start it:
//
//   node electron-bridge/testing/host.js [--url URL]... [--webview URL]...
//        [--port N] [--token T] [--no-discovery] [--chrome AREA]...
//
// Once every page has loaded it prints one JSON line on stdout:
//   {"url":…,"token":…,"pid":…,"chromiumPid":…,"targets":[{"id","type","url","hostId"?}…]}
// and runs until SIGTERM, SIGINT or its stdin closes (when stdin is a pipe or
// a terminal), then ends Chromium and exits 0. Errors go to stderr, exit 1.
//
// Tests steer the "app" through stdin, one command a line, each answered by
// one JSON line on stdout ({"ok":true,…} or {"error":"…"}):
//   window <url>            open a window          → {"ok":true,"id":"4"}
//   webview <hostId> <url>  open a <webview> guest → {"ok":true,"id":"5"}
//   destroy <id>            destroy a webContents (as closing its window does)
//   crash <id>              crash its renderer (the webContents stays)
//   crash-frame <id> <text> crash the renderer of its out-of-process iframe whose URL
//                           holds <text> (the page's own renderer lives on)
//   hold-frame <id> <text>  attach to that iframe now, so that a later crash-frame
//                           reaches its renderer even while the renderer is busy
//   unresponsive <id>       its renderer hangs: Electron's hang monitor says 'unresponsive'
//   responsive <id>         … and 'responsive' once it answers again
//   dialogs                 the dialogs of the app's main process on the person's screen
//                           → {"ok":true,"dialogs":[{"kind","title","message"}…]}
//   chooser <id> <selector> the person clicks that file input: is the chooser theirs
//                           (cancelled at once here) or held by a client that intercepts
//                           it → {"ok":true,"chooser":"cancelled" | "held"}
//   focus <id>              the person clicks into it (a window's own page or a webview):
//                           every guest of that window reports isFocused(), as in Electron
//   tools <set>             bridge.setTools() with that set of --tools FILE
//   detach <id>             detach its debugger, as the app or DevTools may

const fs = require('node:fs');
const readline = require('node:readline');
const { parseArgs } = require('node:util');
const { startBridge } = require('..');
const { TypePage, TypeWebview } = require('../protocol');
const { createStandIn } = require('./standin');

const usage = `usage: node electron-bridge/testing/host.js [--url URL]... [--webview URL]... [--port N] [--token T] [--no-discovery] [--tools FILE] [--main FILE] [--dialogs] [--downloads DIR] [--max-clients N] [--chrome AREA]...
  --url URL       open a window on URL (repeatable; default one window on about:blank)
  --webview URL   open a <webview> guest of the first window on URL (repeatable)
  --port N        listen on 127.0.0.1:N (default: a free port)
  --token T       use this bearer token (default: a fresh random one)
  --no-discovery  do not write the discovery file
  --tools FILE    declare app tools: FILE exports sets of them by name ({default: [...], other: [...]});
                  the app starts with "default", stdin "tools <set>" switches
  --main FILE     the app's main-process code: FILE exports a function that gets {ipcMain, dialog,
                  BrowserWindow, app, webContents}; the pages get a preload's ipcRenderer
  --dialogs       start the bridge with dialogs: true (agents answer the dialogs their actions open)
  --downloads DIR save the downloads an agent's action starts into DIR (default: a fresh temporary folder)
  --max-clients N serve at most N WebSocket clients at once (default: the bridge's)
  --chrome AREA   keep Chrome's behaviour instead of Electron's in AREA (repeatable):
                  dialogs, browserMethods, deepMessages, neverNavigated`;

/** @param {string} message */
function fail(message) {
  process.stderr.write(`electron-mcp host: ${message}\n`);
  process.exit(1);
}

async function main() {
  let args;
  try {
    args = parseArgs({
      options: {
        url: { type: 'string', multiple: true },
        webview: { type: 'string', multiple: true },
        port: { type: 'string' },
        token: { type: 'string' },
        'no-discovery': { type: 'boolean' },
        tools: { type: 'string' },
        downloads: { type: 'string' },
        main: { type: 'string' },
        dialogs: { type: 'boolean' },
        chrome: { type: 'string', multiple: true },
        'max-clients': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (err) {
    process.stderr.write(`electron-mcp host: ${err instanceof Error ? err.message : err}\n${usage}\n`);
    process.exit(2);
  }
  if (args.help) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  const port = args.port === undefined ? 0 : Number(args.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be a port number, not ${args.port}`);

  /** @type {Record<string, import('../api').AppTool[]>} */
  let toolSets = {};
  if (args.tools) {
    try {
      toolSets = require(require('node:path').resolve(args.tools));
    } catch (err) {
      fail(`--tools ${args.tools}: ${err instanceof Error ? err.message : err}`);
    }
  }
  const areas = ['dialogs', 'browserMethods', 'deepMessages', 'neverNavigated'];
  for (const a of args.chrome ?? []) if (!areas.includes(a)) fail(`--chrome ${a}: use one of ${areas.join(', ')}`);
  // The app's main-process code talks to its pages: they have a preload's ipcRenderer.
  const standIn = await createStandIn({ chrome: /** @type {import('./standin').ChromeArea[]} */ (args.chrome ?? []), preload: Boolean(args.main) });
  // Electron's default menu on Linux (lib/browser/default-menu.ts,
  // menu-item-roles.ts), as far as its accelerators go: an app that sets none gets it.
  standIn.setApplicationMenu([
    { accelerator: 'CmdOrCtrl+Q', role: 'quit' },
    { accelerator: 'CmdOrCtrl+W', role: 'close' },
    { accelerator: 'CmdOrCtrl+R', role: 'reload' },
    { accelerator: 'Shift+CmdOrCtrl+R', role: 'reload' },
  ]);
  if (args.main) {
    try {
      const { ipcMain, dialog } = standIn.main;
      require(require('node:path').resolve(args.main))({ ipcMain, dialog, BrowserWindow: standIn.BrowserWindow, app: standIn.app, webContents: standIn.webContents });
    } catch (err) {
      await standIn.close();
      fail(`--main ${args.main}: ${err instanceof Error ? err.message : err}`);
    }
  }
  /** @type {import('../api').Bridge | null} */
  let bridge = null;
  let stopping = false;
  /** @param {number} code */
  const shutdown = async (code) => {
    if (stopping) return;
    stopping = true;
    await bridge?.close();
    await standIn.close();
    process.exit(code);
  };
  const stop = () => void shutdown(0);
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  standIn.app.once('quit', stop); // Browser.close, when the app allows it
  standIn.chromium.once('exit', (code, signal) => {
    if (stopping) return;
    process.stderr.write(`electron-mcp host: Chromium exited unexpectedly (${signal ?? code})\n`);
    void shutdown(1);
  });
  // Closing stdin stops the host, when stdin is something that can close: a
  // pipe, a socket or a terminal (not /dev/null, which is closed from the start).
  const stdin = fs.fstatSync(0);
  const steerable = stdin.isFIFO() || stdin.isSocket() || Boolean(process.stdin.isTTY);
  /** @type {(value?: unknown) => void} */
  let ready = () => {};
  if (steerable) {
    process.stdin.on('end', stop);
    process.stdin.on('error', stop);
    // Commands that come early wait for the JSON line.
    steer(standIn, new Promise((resolve) => (ready = resolve)), (set) => {
      if (!bridge) throw new Error('the bridge is not started');
      if (!toolSets[set]) throw new Error(`no tool set ${JSON.stringify(set)} in --tools`);
      bridge.setTools(toolSets[set]);
    });
  }

  try {
    // Everything loads concurrently; ids still follow the command line.
    const [first, ...rest] = args.url ?? ['about:blank'];
    const host = standIn.createWindow(first);
    await Promise.all([
      host,
      ...rest.map((url) => standIn.createWindow(url)),
      ...(args.webview ?? []).map(async (url) => standIn.createWebview(await host, url)),
    ]);
    (await host).focus();
    bridge = await startBridge({
      webContents: standIn.webContents,
      BrowserWindow: standIn.BrowserWindow,
      app: standIn.app,
      browser: standIn.product,
      port,
      token: args.token,
      discoveryFile: !args['no-discovery'],
      appName: 'electron-mcp stand-in',
      tools: toolSets.default,
      downloadsDir: args.downloads,
      dialogs: args.dialogs,
      dialog: standIn.main.dialog,
      maxClients: args['max-clients'] === undefined ? undefined : Number(args['max-clients']),
    });
  } catch (err) {
    await standIn.close();
    fail(err instanceof Error ? err.message : String(err));
    return;
  }

  const targets = standIn.webContents.getAllWebContents().map((wc) => {
    const type = wc.getType() === 'webview' ? TypeWebview : TypePage;
    /** @type {{id: string, type: string, url: string, hostId?: string}} */
    const t = { id: String(wc.id), type, url: wc.getURL() };
    if (wc.hostWebContents) t.hostId = String(wc.hostWebContents.id);
    return t;
  });
  const line = { url: bridge.url, token: bridge.token, pid: process.pid, chromiumPid: standIn.pid, targets };
  process.stdout.write(`${JSON.stringify(line)}\n`);
  ready();
}

/**
 * Answers the commands on stdin, one at a time, in order, once started.
 * @param {Awaited<ReturnType<typeof createStandIn>>} standIn
 * @param {Promise<unknown>} started
 * @param {(set: string) => void} setTools
 */
function steer(standIn, started, setTools) {
  /** @param {object} answer */
  const answer = (answer) => process.stdout.write(`${JSON.stringify(answer)}\n`);
  /** @param {string} id */
  const find = (id) => {
    const wc = standIn.webContents.fromId(Number(id));
    if (!wc || wc.isDestroyed()) throw new Error(`no webContents ${id}`);
    return wc;
  };
  /** @param {string} text */
  const run = async (text) => {
    const [cmd, a, b] = text.trim().split(/\s+/);
    switch (cmd) {
      case 'window':
        return { id: String((await standIn.createWindow(a)).id) };
      case 'webview':
        return { id: String((await standIn.createWebview(find(a), b)).id) };
      case 'destroy':
        await standIn.destroy(find(a));
        return {};
      case 'crash':
        await standIn.crash(find(a));
        return {};
      case 'crash-frame':
        await standIn.crashFrame(find(a), b ?? '');
        return {};
      case 'hold-frame':
        await standIn.holdFrame(find(a), b ?? '');
        return {};
      case 'unresponsive':
      case 'responsive':
        // The stand-in has no hang monitor: the test says when Electron's would fire.
        find(a).emit(cmd, { preventDefault() {}, defaultPrevented: false });
        return {};
      case 'dialogs':
        return { dialogs: standIn.main.nativeDialogs().map((d) => ({ kind: d.kind, title: d.settings.title, message: d.settings.message })) };
      case 'chooser':
        return { chooser: await standIn.personOpensChooser(find(a), b) };
      case 'focus':
        standIn.personClicks(find(a));
        return {};
      case 'tools':
        setTools(a);
        return {};
      case 'detach':
        find(a).debugger.detach();
        return {};
      default:
        throw new Error(`unknown command ${JSON.stringify(text)}: use window, webview, destroy, crash, crash-frame, hold-frame, focus, tools, detach, dialogs, unresponsive, responsive or chooser`);
    }
  };
  /** @type {Promise<unknown>} */
  let queue = started;
  const rl = readline.createInterface({ input: process.stdin });
  rl.on('line', (text) => {
    if (!text.trim()) return;
    queue = queue.then(() =>
      run(text).then(
        (result) => answer({ ok: true, ...result }),
        (err) => answer({ error: err instanceof Error ? err.message : String(err) }),
      ),
    );
  });
}

main().catch((err) => fail(err instanceof Error ? err.message : String(err)));
