// @ts-check
'use strict';

// A fuzzed client against the real bridge in front of the stand-in: frames
// of every shape (testing/fuzz-client.js), from another process, over
// several sockets at once, at a page with an out-of-process frame (so there
// are child sessions to aim at). Meanwhile this process, which plays
// Electron's main process, watches its own event loop; afterwards every
// frame was answered, nothing was left unhandled, nothing is left attached
// and the page is as it was.
//
// ELECTRON_MCP_FUZZ_FRAMES (default 1500, a few seconds, so scripts/test
// stays fast) sets how many frames; scripts/stress runs 10,000.
// ELECTRON_MCP_FUZZ_SEED picks another sequence.
//
// The stall measured is the event loop's delay that this process's own work
// explains: a timer every 5 ms, and at each turn how late it fired (wall
// clock) and how much CPU the process used meanwhile. A machine busy with
// other processes delays timers without the loop being blocked; a frame that
// blocks the loop uses the CPU for as long as it blocks. The lesser of the
// two is the stall, which must stay under 100 ms. Both figures are printed.

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { spawn } = require('node:child_process');
const http = require('node:http');
const path = require('node:path');
const { monitorEventLoopDelay } = require('node:perf_hooks');
const { startHost, TestClient, eventually, closeServer, assertNoUnhandledRejections } = require('../testing/harness');

const frames = Number(process.env.ELECTRON_MCP_FUZZ_FRAMES) || 1500;
const seed = Number(process.env.ELECTRON_MCP_FUZZ_SEED) || 1;
const maxStallMs = 100;

/** @type {unknown[]} */
const uncaught = [];
process.on('uncaughtExceptionMonitor', (err) => uncaught.push(err));

/** @type {import('../testing/harness').Host} */
let host;
/** Serves /main (with a frame from the other site) and /frame. */
let pages = http.createServer();
before(async () => {
  pages = http.createServer((req, res) => {
    res.setHeader('Content-Type', 'text/html');
    const port = /** @type {import('node:net').AddressInfo} */ (pages.address()).port;
    if (req.url === '/main') res.end(`<title>fuzzed</title><p>fuzzed</p><iframe src="http://localhost:${port}/frame"></iframe>`);
    else res.end('<title>frame</title><p>in the frame</p>');
  });
  await new Promise((resolve) => pages.listen(0, '127.0.0.1', () => resolve(undefined)));
  const port = /** @type {import('node:net').AddressInfo} */ (pages.address()).port;
  host = await startHost({
    urls: [`http://127.0.0.1:${port}/main`, 'data:text/html,<title>bystander</title>bystander'],
    bridge: { commandTimeoutMs: 5000 },
  });
});
after(async () => {
  await host?.close();
  await closeServer(pages);
  assertNoUnhandledRejections();
  assert.deepEqual(uncaught.map(String), [], 'uncaught exceptions');
});

/**
 * Watches this process's event loop; see the top of the file.
 * @param {number} periodMs
 */
function stallProbe(periodMs = 5) {
  let worstStall = 0;
  let worstDelay = 0;
  let lastAt = performance.now();
  let lastCPU = process.cpuUsage();
  /** @type {NodeJS.Timeout} */
  let timer;
  const tick = () => {
    const at = performance.now();
    const cpu = process.cpuUsage();
    const late = at - lastAt - periodMs;
    const used = (cpu.user - lastCPU.user + cpu.system - lastCPU.system) / 1000;
    worstDelay = Math.max(worstDelay, late);
    worstStall = Math.max(worstStall, Math.min(late, used));
    lastAt = at;
    lastCPU = cpu;
    timer = setTimeout(tick, periodMs);
  };
  timer = setTimeout(tick, periodMs);
  return {
    stop() {
      clearTimeout(timer);
      return { stall: worstStall, delay: worstDelay };
    },
  };
}

/**
 * @param {string[]} args
 * @returns {Promise<{code: number | null, out: string, err: string}>}
 */
function runClient(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(__dirname, '..', 'testing', 'fuzz-client.js'), ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

test(`${frames} fuzzed frames: every one answered, the host's event loop never stalls over ${maxStallMs} ms, nothing is left attached or changed`, { timeout: 30 * 60_000 }, async () => {
  const [page, bystander] = host.windows;
  const watcher = await TestClient.connect(host.bridge, bystander.id);
  const width = async () => (await watcher.result('Runtime.evaluate', { expression: 'innerWidth', returnByValue: true })).result.value;
  // The fuzzed page's own view, seen from a client that stays.
  const own = await TestClient.connect(host.bridge, page.id);
  const view = async () =>
    (await own.result('Runtime.evaluate', { expression: '[innerWidth, matchMedia("(prefers-color-scheme: dark)").matches, document.title]', returnByValue: true })).result.value;
  const before = await view();
  const bystanderWidth = await width();

  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const probe = stallProbe();
  const started = Date.now();
  const run = await runClient([host.bridge.url, host.bridge.token, String(page.id), String(frames), String(seed)]);
  const { stall, delay: late } = probe.stop();
  delay.disable();
  const took = Date.now() - started;
  assert.equal(run.code, 0, `the fuzz client failed: ${run.err}${run.out}`);
  const summary = JSON.parse(run.out);
  assert.ok(summary.sent >= frames, `sent ${summary.sent} of ${frames}`);
  assert.equal(summary.unanswered, 0);
  for (const kind of ['valid', 'malformed', 'types', 'deep', 'many-objects', 'binary', 'utf8', 'oversized', 'max-size', 'fragments', 'child', 'blocked', 'flood']) {
    if (frames >= 1500) assert.ok(summary.kinds[kind] > 0, `no ${kind} frames`);
  }
  // Printed for scripts/stress and for whoever reads the test log.
  process.stdout.write(
    `# ${summary.sent} frames in ${took} ms; host event loop stalled at most ${stall.toFixed(1)} ms by its own work ` +
      `(timers late at most ${late.toFixed(1)} ms; monitorEventLoopDelay max ${(delay.max / 1e6).toFixed(1)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms); ${JSON.stringify(summary)}\n`,
  );
  assert.ok(stall < maxStallMs, `the host's event loop stalled ${stall.toFixed(1)} ms`);

  // What the fuzzed clients set on the page was undone when they left.
  await eventually(async () => JSON.stringify(await view()) === JSON.stringify(before), 'the page as it was');
  assert.equal(await width(), bystanderWidth, 'the other window untouched');
  await own.close();
  await watcher.close();
  await eventually(() => host.standIn.webContents.getAllWebContents().every((wc) => !wc.dbg.isAttached()), 'every debugger detached');
  assert.deepEqual(host.standIn.attachedAfterDestroy(), []);
  assert.equal(host.standIn.closed, false, 'the app is still running');
});
