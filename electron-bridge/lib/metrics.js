// @ts-check
'use strict';

// The app's processes, as its main process sees them: app.getAppMetrics()
// (Electron's ProcessMetric: pid, type, CPU since the previous call, memory
// in kilobytes) with the exposed webContents each renderer serves
// (webContents.getOSProcessId()), read when a client asks
// (Bridge.getAppMetrics); and, while a client has the channel enabled, each
// exposed webContents' 'render-process-gone' (with Electron's reason and exit
// code), 'unresponsive' and 'responsive' (Electron's hang monitor), told as
// Bridge.rendererChanged. Nothing listens while no client has the channel.

const P = require('../protocol');
const { Listened, everyExposed } = require('./listeners');

/** @typedef {import('../api').WebContentsLike} WebContentsLike */

/**
 * @param {object} config
 * @param {{getAppMetrics?: () => any[]} | null} config.app Electron's app
 * @param {() => WebContentsLike[]} config.exposed the exposed webContents now
 * @param {(listener: (change: import('./watch').Change) => void) => () => void} config.subscribe the watch's changes
 * @param {(id: string) => WebContentsLike | undefined} config.find
 * @param {(method: string, params: object) => void} config.onEvent
 * @param {import('./log').Logger} config.log
 */
function createMetrics({ app, exposed, subscribe, find, onEvent, log }) {
  const listened = new Listened(log, 'the renderer');
  /** @type {(() => void) | null} */
  let unsubscribe = null;

  /**
   * @param {string} targetId
   * @param {string} kind
   * @param {{reason?: unknown, exitCode?: unknown}} [details]
   */
  function tell(targetId, kind, details) {
    /** @type {import('../protocol').RendererEvent} */
    const e = { targetId, kind, time: new Date().toISOString() };
    if (details && typeof details.reason === 'string') e.reason = details.reason.slice(0, 100);
    if (details && Number.isInteger(details.exitCode)) e.exitCode = /** @type {number} */ (details.exitCode);
    log.info(`webContents ${targetId}: renderer ${kind}${e.reason ? ` (${e.reason})` : ''}`);
    onEvent(P.EventRendererChanged, e);
  }

  /** @param {WebContentsLike} wc */
  function listen(wc) {
    listened.add(wc, (id) => ({
      on: {
        'render-process-gone': (/** @type {unknown} */ _e, /** @type {any} */ details) => tell(id, P.RendererGone, details),
        unresponsive: () => tell(id, P.RendererUnresponsive),
        responsive: () => tell(id, P.RendererResponsive),
      },
    }));
  }

  return {
    /** A client enabled the channel: listen to the renderers. */
    start() {
      if (unsubscribe) return;
      unsubscribe = everyExposed({ exposed, subscribe, find }, listen);
    },

    /** No client has the channel any more. */
    stop() {
      unsubscribe?.();
      unsubscribe = null;
      listened.clear();
    },

    /**
     * The app's processes now, with the exposed webContents each renderer serves.
     * @returns {import('../protocol').AppMetricsResult}
     */
    metrics() {
      if (typeof app?.getAppMetrics !== 'function') {
        throw Object.assign(new Error("this app's bridge has no app.getAppMetrics (startBridge({app}))"), { code: P.CodeServerError });
      }
      const raw = app.getAppMetrics();
      /** @type {Map<number, string[]>} */
      const serves = new Map();
      for (const wc of exposed()) {
        try {
          const pid = /** @type {any} */ (wc).getOSProcessId?.();
          if (Number.isInteger(pid) && pid > 0) serves.set(pid, [...(serves.get(pid) ?? []), String(wc.id)]);
        } catch {}
      }
      /** @type {import('../protocol').ProcessInfo[]} */
      const processes = [];
      for (const m of Array.isArray(raw) ? raw.slice(0, 500) : []) {
        if (!m || typeof m !== 'object' || !Number.isInteger(m.pid)) continue;
        /** @type {import('../protocol').ProcessInfo} */
        const p = {
          pid: m.pid,
          type: String(m.type ?? 'Unknown').slice(0, 40),
          cpu: finite(m.cpu?.percentCPUUsage),
          memoryKB: Math.round(finite(m.memory?.workingSetSize)),
        };
        if (typeof m.name === 'string' && m.name) p.name = m.name.slice(0, 100);
        if (typeof m.serviceName === 'string' && m.serviceName) p.serviceName = m.serviceName.slice(0, 100);
        if (Number.isFinite(m.cpu?.cumulativeCPUUsage)) p.cpuSeconds = m.cpu.cumulativeCPUUsage;
        if (Number.isFinite(m.memory?.peakWorkingSetSize)) p.peakMemoryKB = Math.round(m.memory.peakWorkingSetSize);
        if (Number.isFinite(m.creationTime) && m.creationTime > 0) p.createdAt = new Date(m.creationTime).toISOString();
        const ids = serves.get(m.pid);
        if (ids) p.webContents = ids;
        processes.push(p);
      }
      return { processes };
    },
  };
}

/** @param {unknown} n */
function finite(n) {
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

module.exports = { createMetrics };
