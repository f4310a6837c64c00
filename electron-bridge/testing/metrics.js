// @ts-check
'use strict';

// The stand-in's app.getAppMetrics() and webContents.getOSProcessId(), from
// Chromium's own process information, in Electron's shapes (its docs'
// ProcessMetric, CPUUsage and MemoryInfo; shell/browser/api/electron_api_app.cc):
//
//   * getAppMetrics() is synchronous and lists the browser process and its
//     children: type 'Browser', 'Tab' (a renderer), 'GPU', 'Utility' (with
//     its serviceName, such as 'network.mojom.NetworkService'), 'Zygote';
//     cpu.percentCPUUsage is the usage since the previous call (0 on the
//     first), cpu.cumulativeCPUUsage the seconds used in all, memory the
//     working set and its peak in kilobytes, creationTime milliseconds since
//     the epoch. Here it reads Linux's /proc for Chromium's processes (each
//     child's --type is Chromium's own) at each call.
//   * getOSProcessId() is synchronous: the pid of the renderer of the main
//     frame, which may change with a cross-site navigation. Here it is the
//     processId Chromium reports for the main frame in a short trace of the
//     page (TracingStartedInBrowser), taken after each commit once pids
//     were asked for (getOSProcessId or getAppMetrics); 0 until known.

const fs = require('node:fs');

/** How long a page's trace may take before the pid is left as it was. */
const traceTimeoutMs = 5000;

/**
 * A process of the tree under rootPid, as /proc says.
 * @param {number} pid
 */
function readProcess(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // "pid (comm) state ppid …": comm may hold spaces and parentheses.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ppid = Number(fields[1]);
  const ticks = Number(fields[11]) + Number(fields[12]);
  const startTicks = Number(fields[19]);
  return { pid, ppid, ticks, startTicks };
}

/** @param {number} pid */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (/** @type {string} */ key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { workingSetSize: kb('VmRSS'), peakWorkingSetSize: kb('VmHWM') };
}

/** @param {number} pid */
function typeOf(pid) {
  // Chromium rewrites the command line of the processes its zygote forks into one string.
  const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/);
  const flag = (/** @type {string} */ name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  switch (flag('type')) {
    case undefined:
      return null;
    case 'renderer':
      return { type: 'Tab' };
    case 'gpu-process':
      return { type: 'GPU' };
    case 'zygote':
      return { type: 'Zygote' };
    case 'utility':
      return { type: 'Utility', serviceName: flag('utility-sub-type') };
    default:
      return { type: 'Unknown' };
  }
}

/**
 * Electron's app.getAppMetrics() for Chromium's process tree.
 * @param {number} rootPid the browser process
 */
function createAppMetrics(rootPid) {
  const hz = 100; // USER_HZ: /proc counts CPU time in 1/100 s on Linux
  /** CPU ticks and time at the previous call, per pid. @type {Map<number, {ticks: number, at: number}>} */
  const previous = new Map();
  let bootMs = 0;
  try {
    bootMs = Number(/^btime (\d+)$/m.exec(fs.readFileSync('/proc/stat', 'utf8'))?.[1] ?? 0) * 1000;
  } catch {}

  return function getAppMetrics() {
    /** @type {Map<number, number[]>} */
    const children = new Map();
    /** @type {Map<number, ReturnType<typeof readProcess>>} */
    const all = new Map();
    for (const name of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        const p = readProcess(Number(name));
        all.set(p.pid, p);
        children.set(p.ppid, [...(children.get(p.ppid) ?? []), p.pid]);
      } catch {
        // It ended meanwhile.
      }
    }
    const now = Date.now();
    const metrics = [];
    /** @type {number[]} */
    const queue = [rootPid];
    while (queue.length > 0) {
      const pid = /** @type {number} */ (queue.shift());
      queue.push(...(children.get(pid) ?? []));
      const p = all.get(pid);
      if (!p) continue;
      try {
        const kind = pid === rootPid ? { type: 'Browser' } : typeOf(pid);
        if (!kind) continue; // not one of Chromium's (crashpad)
        const before = previous.get(pid);
        previous.set(pid, { ticks: p.ticks, at: now });
        const percentCPUUsage = before && now > before.at ? ((p.ticks - before.ticks) / hz / ((now - before.at) / 1000)) * 100 : 0;
        metrics.push({
          pid,
          ...kind,
          cpu: { percentCPUUsage, cumulativeCPUUsage: p.ticks / hz, idleWakeupsPerSecond: 0 },
          creationTime: bootMs + (p.startTicks / hz) * 1000,
          memory: memoryOf(pid),
        });
      } catch {}
    }
    for (const pid of previous.keys()) if (!all.has(pid)) previous.delete(pid);
    return metrics;
  };
}

/**
 * The renderer pid of a page target's main frame, from a short trace of it.
 * @param {import('./chromium').Chromium} chromium
 * @param {string} session the stand-in's session on the target
 * @param {string} frameId the main frame's id (the target's)
 * @returns {Promise<number>}
 */
async function rendererPid(chromium, session, frameId) {
  /** @type {any[]} */
  const events = [];
  /** @type {(method: string, params: any, sessionId?: string) => void} */
  let onEvent = () => {};
  const complete = new Promise((resolve) => {
    onEvent = (method, params, sessionId) => {
      if (sessionId !== session) return;
      if (method === 'Tracing.dataCollected') events.push(...params.value);
      else if (method === 'Tracing.tracingComplete') resolve(undefined);
    };
    chromium.on('event', onEvent);
  });
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  // A page that goes away mid-trace never completes it.
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('the trace did not complete')), traceTimeoutMs);
  });
  try {
    await chromium.send('Tracing.start', { traceConfig: { includedCategories: ['disabled-by-default-devtools.timeline'], excludedCategories: ['*'] }, transferMode: 'ReportEvents' }, session);
    await chromium.send('Tracing.end', {}, session);
    await Promise.race([complete, deadline]);
  } finally {
    clearTimeout(timer);
    chromium.removeListener('event', onEvent);
  }
  const started = events.find((e) => e.name === 'TracingStartedInBrowser');
  /** @type {{frame: string, processId: number}[]} */
  const frames = started?.args?.data?.frames ?? [];
  return frames.find((f) => f.frame === frameId)?.processId ?? 0;
}

/**
 * Keeps each webContents' osPid (getOSProcessId) up to date once someone
 * asked for one (before that, it costs nothing): a trace of every page then,
 * and of each page after it commits, one at a time (Chromium runs one
 * tracing session at once).
 * @param {import('./chromium').Chromium} chromium
 * @param {() => Tracked[]} live the live webContents
 */
function createPidTracker(chromium, live) {
  /** Waiting to be traced, in order. @type {Set<Tracked>} */
  const queue = new Set();
  let running = false;
  let wanted = false;
  const next = () => {
    const wc = queue.values().next().value;
    if (!wc || running) return;
    queue.delete(wc);
    if (wc.destroyed) return next();
    running = true;
    rendererPid(chromium, wc.control, wc.targetId)
      .then((pid) => {
        if (pid) wc.osPid = pid;
      })
      .catch(() => {})
      .finally(() => {
        running = false;
        next();
      });
  };
  /** @param {Tracked} wc */
  const track = (wc) => {
    queue.add(wc);
    next();
  };
  return {
    /** getOSProcessId() or getAppMetrics() was called: from now on pids are kept. */
    want() {
      if (wanted) return;
      wanted = true;
      for (const wc of live()) if (wc.committed) track(wc);
    },
    /** @param {Tracked} wc a webContents committed a navigation (its renderer may be another) */
    committed(wc) {
      if (wanted) track(wc);
    },
  };
}

/** @typedef {{osPid: number, control: string, targetId: string, destroyed: boolean, committed: boolean}} Tracked */

module.exports = { createAppMetrics, rendererPid, createPidTracker };
