#!/usr/bin/env node
// @ts-check
'use strict';

// The stand-in host of electron-bridge/testing/host.js — the real bridge in
// front of a headless Chromium — with instruments for the benchmarks
// (go/internal/bench): the event-loop delay of this process, which plays the
// Electron main process, and in-process round trips over a webContents'
// debugger (the stand-in's pipe to Chromium, without the bridge's WebSocket).
//
//   node scripts/bench-host.js [--url URL]... [--instant] [--max-clients N] [--attack-tools]
//
// --instant adds a webContents with no browser behind it, whose debugger
// answers every command at once (Runtime.evaluate with 1): through the
// bridge, its round trip is the bridge's own cost, the WebSocket hop and the
// bridge's JSON handling. Its target's url is about:blank#instant.
//
// --attack-tools declares the app tools the stress attacks call
// (go/cmd/electron-mcp-stress): "reject" rejects or throws what its
// argument "how" names (a null-prototype object, an object whose toString
// throws, a symbol, a never-settling promise past its 200 ms timeout, …),
// "ids" takes an array of uniqueItems strings, "words" a string with a
// backtracking pattern.
//
// Prints one JSON line like host.js ({"url","token","pid","targets"}), then
// answers commands, one per stdin line, with one JSON line each on stdout:
//
//   mark             start a phase: reset the event-loop delay histogram,
//                    the event-loop utilisation and the CPU time
//   stats            {"delay":{p50,p90,p99,max,mean,ownMax} in ms, "elu", "cpuMs", "wallMs"}
//                    (ownMax: the longest turn of the loop counting only the CPU time the
//                    host used in it: its own stall, whatever the machine's load)
//                    for the phase since the last mark
//   pipe ID N        N sequential Runtime.evaluate("1") over the debugger of
//                    webContents ID (which no bridge client may use):
//                    {"micros":[…]}
//
// It exits when stdin closes or on SIGTERM/SIGINT, ending Chromium. With
// ELECTRON_MCP_BENCH_CPUPROFILE=FILE it writes a CPU profile of its whole
// life (Chrome DevTools' .cpuprofile format) to FILE on the way out.

const { EventEmitter } = require('node:events');
const readline = require('node:readline');
const { monitorEventLoopDelay, performance } = require('node:perf_hooks');
const { parseArgs } = require('node:util');
const { startBridge } = require('../electron-bridge');
const { createStandIn } = require('../electron-bridge/testing/standin');

// The histogram samples every `resolution` ms and records how late each
// sample came; 1 ms is the finest it allows.
const resolutionMs = 1;

async function main() {
  const args = parseArgs({
    options: { url: { type: 'string', multiple: true }, instant: { type: 'boolean' }, 'max-clients': { type: 'string' }, 'attack-tools': { type: 'boolean' } },
    strict: true,
  }).values;
  const standIn = await createStandIn();
  /** @type {import('../electron-bridge/api').Bridge | null} */
  let bridge = null;
  let stopping = false;
  const profile = await startProfile(process.env.ELECTRON_MCP_BENCH_CPUPROFILE);
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await profile();
    await bridge?.close();
    await standIn.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());

  const [first, ...rest] = args.url ?? ['about:blank'];
  const host = await standIn.createWindow(first);
  for (const url of rest) await standIn.createWindow(url);
  host.focus();
  /** @type {any} */
  let webContents = standIn.webContents;
  if (args.instant) {
    const instant = instantWebContents();
    webContents = {
      getAllWebContents: () => [...standIn.webContents.getAllWebContents(), instant],
      fromId: (/** @type {number} */ id) => (id === instant.id ? instant : standIn.webContents.fromId(id)),
      getFocusedWebContents: () => standIn.webContents.getFocusedWebContents(),
    };
  }
  bridge = await startBridge({
    webContents,
    BrowserWindow: standIn.BrowserWindow,
    browser: standIn.product,
    discoveryFile: false,
    appName: 'electron-mcp bench host',
    log: false,
    ...(args['max-clients'] ? { maxClients: Number(args['max-clients']) } : {}),
    ...(args['attack-tools'] ? { tools: attackTools() } : {}),
  });
  const targets = webContents.getAllWebContents().map((/** @type {{id: number, getURL(): string}} */ wc) => ({ id: String(wc.id), type: 'page', url: wc.getURL() }));
  const reply = (/** @type {unknown} */ v) => process.stdout.write(`${JSON.stringify(v)}\n`);
  reply({ url: bridge.url, token: bridge.token, pid: process.pid, chromiumPid: standIn.pid, targets });

  const delay = monitorEventLoopDelay({ resolution: resolutionMs });
  delay.enable();
  // A late sample may only mean that the machine did not schedule this
  // process: on a loaded machine a turn of 5 ms of work can take a second
  // of wall time. ownMax is the longest turn of the loop (between two ticks
  // of a 5 ms timer) counting only the CPU time the host used during it
  // (process.cpuUsage, every thread: an upper bound of the main thread's):
  // the stall its own work would make on an idle machine.
  let ownMax = 0;
  let lastTick = performance.now();
  let lastCpu = process.cpuUsage();
  setInterval(() => {
    const now = performance.now();
    const cpu = process.cpuUsage();
    const used = (cpu.user - lastCpu.user + cpu.system - lastCpu.system) / 1000;
    ownMax = Math.max(ownMax, Math.min(now - lastTick, used));
    lastTick = now;
    lastCpu = cpu;
  }, 5).unref();
  let elu = performance.eventLoopUtilization();
  let cpu = process.cpuUsage();
  let since = performance.now();
  const ms = (/** @type {number} */ ns) => Math.round((ns / 1e6) * 1000) / 1000;

  const lines = readline.createInterface({ input: process.stdin });
  lines.on('close', () => void stop());
  lines.on('line', (line) => {
    const [cmd, ...params] = line.trim().split(/\s+/);
    switch (cmd) {
      case 'mark':
        delay.reset();
        ownMax = 0;
        elu = performance.eventLoopUtilization();
        cpu = process.cpuUsage();
        since = performance.now();
        reply({ ok: true });
        return;
      case 'stats': {
        const used = process.cpuUsage(cpu);
        reply({
          delay: {
            p50: ms(delay.percentile(50)),
            p90: ms(delay.percentile(90)),
            p99: ms(delay.percentile(99)),
            max: ms(delay.max),
            mean: ms(delay.mean),
            count: delay.count,
            ownMax: Math.round(ownMax * 1000) / 1000,
          },
          resolutionMs,
          elu: performance.eventLoopUtilization(elu).utilization,
          cpuMs: (used.user + used.system) / 1000,
          wallMs: performance.now() - since,
        });
        return;
      }
      case 'pipe':
        pipe(standIn, params[0], Number(params[1])).then(
          (micros) => reply({ micros }),
          (err) => reply({ error: String(err) }),
        );
        return;
      default:
        reply({ error: `unknown command ${JSON.stringify(cmd)}` });
    }
  });
}

/**
 * Starts the V8 profiler when file is set; the returned function stops it
 * and writes the profile.
 * @param {string | undefined} file
 * @returns {Promise<() => Promise<void>>}
 */
async function startProfile(file) {
  if (!file) return async () => {};
  const inspector = require('node:inspector');
  const session = new inspector.Session();
  session.connect();
  const post = (/** @type {string} */ method, /** @type {object} */ params = {}) =>
    new Promise((resolve, reject) => session.post(method, params, (err, res) => (err ? reject(err) : resolve(res))));
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 100 });
  await post('Profiler.start');
  return async () => {
    const res = /** @type {{profile: object}} */ (await post('Profiler.stop'));
    require('node:fs').writeFileSync(file, JSON.stringify(res.profile));
    session.disconnect();
  };
}

/**
 * The app tools of the stress attacks: handlers that reject with what no
 * String() can print, throw, or never settle, and schemas whose checks
 * would be quadratic or backtrack without the bridge's bounds.
 * @returns {import('../electron-bridge/api').AppTool[]}
 */
function attackTools() {
  /** @type {Record<string, () => unknown>} */
  const failures = {
    nullProto: () => Object.create(null),
    throwingToString: () => ({ toString() { throw new Error('no'); } }),
    throwingGetters: () => new Proxy({}, { get() { throw new Error('no'); }, getPrototypeOf() { throw new Error('no'); } }),
    symbol: () => Symbol('s'),
    undefined: () => undefined,
  };
  return [
    {
      name: 'reject',
      description: 'fails as the argument says',
      inputSchema: { type: 'object', properties: { how: { type: 'string' }, thrown: { type: 'boolean' } }, required: ['how'] },
      timeoutMs: 200,
      handler: (/** @type {any} */ args) => {
        if (args.how === 'never') return new Promise(() => {});
        const value = (failures[args.how] ?? failures.nullProto)();
        if (args.thrown) throw value;
        return Promise.reject(value);
      },
    },
    {
      name: 'ids',
      description: 'takes distinct ids',
      inputSchema: { type: 'object', properties: { ids: { type: 'array', uniqueItems: true, items: { type: 'string' } } }, required: ['ids'] },
      handler: (/** @type {any} */ args) => args.ids.length,
    },
    {
      name: 'words',
      description: 'takes words',
      inputSchema: { type: 'object', properties: { text: { type: 'string', pattern: '^(\\w+\\s?)*$' } }, required: ['text'] },
      handler: (/** @type {any} */ args) => args.text.length,
    },
  ];
}

/** A webContents whose debugger answers at once, with nothing behind it. */
function instantWebContents() {
  const dbg = Object.assign(new EventEmitter(), {
    attached: false,
    attach() {
      dbg.attached = true;
    },
    detach() {
      if (!dbg.attached) return;
      dbg.attached = false;
      dbg.emit('detach', {}, 'target closed');
    },
    isAttached: () => dbg.attached,
    sendCommand: (/** @type {string} */ method) =>
      Promise.resolve(method === 'Runtime.evaluate' ? { result: { type: 'number', value: 1, description: '1' } } : {}),
  });
  return Object.assign(new EventEmitter(), {
    id: 1_000_000,
    debugger: dbg,
    getType: () => 'window',
    getURL: () => 'about:blank#instant',
    getTitle: () => 'instant',
    isDestroyed: () => false,
    isFocused: () => false,
    isLoading: () => false,
    hostWebContents: null,
  });
}

/**
 * Round trips of Runtime.evaluate("1") over a webContents' debugger, in µs.
 * @param {Awaited<ReturnType<typeof createStandIn>>} standIn
 * @param {string} id
 * @param {number} n
 */
async function pipe(standIn, id, n) {
  const wc = standIn.webContents.fromId(Number(id));
  if (!wc) throw new Error(`no webContents ${id}`);
  const dbg = wc.debugger;
  if (!dbg.isAttached()) dbg.attach('1.3');
  /** @type {number[]} */
  const micros = [];
  for (let i = 0; i < n; i++) {
    const start = process.hrtime.bigint();
    const res = await dbg.sendCommand('Runtime.evaluate', { expression: '1' });
    micros.push(Number(process.hrtime.bigint() - start) / 1000);
    if (res?.result?.value !== 1) throw new Error(`Runtime.evaluate("1") answered ${JSON.stringify(res)}`);
  }
  return micros;
}

main().catch((err) => {
  process.stderr.write(`bench-host: ${err instanceof Error ? err.stack : err}\n`);
  process.exit(1);
});
