// @ts-check
'use strict';

// What each client of a webContents set on the page, so that it is undone
// when that client leaves. All clients share one debugger attach, so they
// share the page's one state too: what a client set holds until someone
// sets it again. The last to set a thing owns it. When its owner leaves, the
// thing goes back to what the latest remaining client set, or is reset if
// none did; when anyone else leaves, nothing changes. Things a client added
// (scripts for new documents, bindings) are removed when it leaves.
//
// Electron undoes some of this itself when the debugger detaches (device
// metrics only since 45), none of it while other clients stay: the bridge
// undoes it all, before it detaches too.

/** @typedef {import('./frames').Command} Command */

/**
 * A command that undoes something.
 * @typedef {object} Undo
 * @property {string} method
 * @property {Record<string, any>} params
 * @property {string} [sessionId]
 * @property {boolean} [pause] a Debugger.resume that ends a pause, which may still be pending (lib/pause.js)
 */

/**
 * A setting: the methods that set it, and how to put it back.
 * @typedef {object} Setting
 * @property {string} key
 * @property {[string, Record<string, any>]} reset
 * @property {boolean} [clears] this method is the reset itself
 * @property {string} [by] a parameter that names one of several such settings (a sensor's type), carried into the reset
 * @property {[string, Record<string, any>]} [as] the command remembered for a setter, in its place: what holds the thing for a client that stays
 * @property {[string, Record<string, any>]} [before] a command sent just before the reset, which the reset needs
 */

/** @type {Map<string, Setting>} */
const settings = new Map();

/**
 * @param {string} key
 * @param {string[]} setters
 * @param {[string, Record<string, any>]} reset
 * @param {string[]} [clearers] methods that reset it (besides the reset itself)
 * @param {string} [by] the parameter that names which one (see Setting)
 * @param {{as?: [string, Record<string, any>], before?: [string, Record<string, any>]}} [more] see Setting
 */
function setting(key, setters, reset, clearers = [], by = undefined, more = {}) {
  for (const m of setters) settings.set(m, { key, reset, by, as: more.as, before: more.before });
  for (const m of [reset[0], ...clearers]) if (!settings.has(m)) settings.set(m, { key, reset, clears: true, by, before: more.before });
}

const noThrottling = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

// Emulation: the view, media and what the page is told about the device.
setting('deviceMetrics', ['Emulation.setDeviceMetricsOverride', 'Page.setDeviceMetricsOverride'], ['Emulation.clearDeviceMetricsOverride', {}], ['Page.clearDeviceMetricsOverride']);
setting('media', ['Emulation.setEmulatedMedia'], ['Emulation.setEmulatedMedia', { media: '', features: [] }]);
setting('focusEmulation', ['Emulation.setFocusEmulationEnabled'], ['Emulation.setFocusEmulationEnabled', { enabled: false }]);
setting('cpuThrottling', ['Emulation.setCPUThrottlingRate'], ['Emulation.setCPUThrottlingRate', { rate: 1 }]);
setting('touch', ['Emulation.setTouchEmulationEnabled'], ['Emulation.setTouchEmulationEnabled', { enabled: false }]);
setting('touchForMouse', ['Emulation.setEmitTouchEventsForMouse'], ['Emulation.setEmitTouchEventsForMouse', { enabled: false }]);
setting('userAgent', ['Emulation.setUserAgentOverride', 'Network.setUserAgentOverride'], ['Emulation.setUserAgentOverride', { userAgent: '' }]);
setting('geolocation', ['Emulation.setGeolocationOverride', 'Page.setGeolocationOverride'], ['Emulation.clearGeolocationOverride', {}], ['Page.clearGeolocationOverride']);
setting('timezone', ['Emulation.setTimezoneOverride'], ['Emulation.setTimezoneOverride', { timezoneId: '' }]);
setting('locale', ['Emulation.setLocaleOverride'], ['Emulation.setLocaleOverride', {}]);
setting('scriptExecution', ['Emulation.setScriptExecutionDisabled'], ['Emulation.setScriptExecutionDisabled', { value: false }]);
setting('documentCookie', ['Emulation.setDocumentCookieDisabled'], ['Emulation.setDocumentCookieDisabled', { disabled: false }]);
setting('scrollbars', ['Emulation.setScrollbarsHidden'], ['Emulation.setScrollbarsHidden', { hidden: false }]);
setting('visionDeficiency', ['Emulation.setEmulatedVisionDeficiency'], ['Emulation.setEmulatedVisionDeficiency', { type: 'none' }]);
setting('autoDarkMode', ['Emulation.setAutoDarkModeOverride'], ['Emulation.setAutoDarkModeOverride', {}]);
setting('backgroundColor', ['Emulation.setDefaultBackgroundColorOverride'], ['Emulation.setDefaultBackgroundColorOverride', {}]);
setting('idle', ['Emulation.setIdleOverride'], ['Emulation.clearIdleOverride', {}]);
setting('disabledImages', ['Emulation.setDisabledImageTypes'], ['Emulation.setDisabledImageTypes', { imageTypes: [] }]);
setting('pageScale', ['Emulation.setPageScaleFactor'], ['Emulation.setPageScaleFactor', { pageScaleFactor: 1 }], ['Emulation.resetPageScaleFactor']);
setting('automation', ['Emulation.setAutomationOverride'], ['Emulation.setAutomationOverride', { enabled: false }]);
// Omitting dataSaverEnabled lifts the override.
setting('dataSaver', ['Emulation.setDataSaverOverride'], ['Emulation.setDataSaverOverride', {}]);
// A desktop has no display cutout: its insets are 0 (an empty override would leave env() undefined).
const noInsets = { top: 0, topMax: 0, left: 0, leftMax: 0, bottom: 0, bottomMax: 0, right: 0, rightMax: 0 };
setting('safeArea', ['Emulation.setSafeAreaInsetsOverride'], ['Emulation.setSafeAreaInsetsOverride', { insets: noInsets }]);
setting('devicePosture', ['Emulation.setDevicePostureOverride'], ['Emulation.clearDevicePostureOverride', {}]);
setting('displayFeatures', ['Emulation.setDisplayFeaturesOverride'], ['Emulation.clearDisplayFeaturesOverride', {}]);
setting('smallViewport', ['Emulation.setSmallViewportHeightDifferenceOverride'], ['Emulation.setSmallViewportHeightDifferenceOverride', { difference: 0 }]);
setting('sensor', ['Emulation.setSensorOverrideEnabled', 'Emulation.setSensorOverrideReadings'], ['Emulation.setSensorOverrideEnabled', { enabled: false }], [], 'type');
setting('pressure', ['Emulation.setPressureSourceOverrideEnabled', 'Emulation.setPressureStateOverride'], ['Emulation.setPressureSourceOverrideEnabled', { enabled: false }], [], 'source');
setting('deviceOrientation', ['DeviceOrientation.setDeviceOrientationOverride'], ['DeviceOrientation.clearDeviceOrientationOverride', {}]);
// Network emulation and request changes.
setting('networkConditions', ['Network.emulateNetworkConditions'], ['Network.emulateNetworkConditions', noThrottling]);
setting('networkRules', ['Network.emulateNetworkConditionsByRule'], ['Network.emulateNetworkConditionsByRule', { offline: false, matchedNetworkConditions: [] }]);
setting('networkState', ['Network.overrideNetworkState'], ['Network.overrideNetworkState', noThrottling]);
setting('extraHeaders', ['Network.setExtraHTTPHeaders'], ['Network.setExtraHTTPHeaders', { headers: {} }]);
setting('blockedURLs', ['Network.setBlockedURLs'], ['Network.setBlockedURLs', { urls: [] }]);
setting('cacheDisabled', ['Network.setCacheDisabled'], ['Network.setCacheDisabled', { cacheDisabled: false }]);
setting('bypassServiceWorker', ['Network.setBypassServiceWorker'], ['Network.setBypassServiceWorker', { bypass: false }]);
// Interception: every request paused must be answered, so it ends with its client.
setting('fetch', ['Fetch.enable'], ['Fetch.disable', {}]);
setting('fileChooser', ['Page.setInterceptFileChooserDialog'], ['Page.setInterceptFileChooserDialog', { enabled: false }]);
setting('drags', ['Input.setInterceptDrags'], ['Input.setInterceptDrags', { enabled: false }]);
setting('ignoreInput', ['Input.setIgnoreInputEvents'], ['Input.setIgnoreInputEvents', { ignore: false }]);
// The page itself.
setting('bypassCSP', ['Page.setBypassCSP'], ['Page.setBypassCSP', { enabled: false }]);
setting('lifecycleState', ['Page.setWebLifecycleState'], ['Page.setWebLifecycleState', { state: 'active' }]);
setting('screencast', ['Page.startScreencast'], ['Page.stopScreencast', {}]);
setting('certificateErrors', ['Security.setIgnoreCertificateErrors'], ['Security.setIgnoreCertificateErrors', { ignore: false }]);
setting('inspectMode', ['Overlay.setInspectMode'], ['Overlay.setInspectMode', { mode: 'none' }]);
setting('highlight', ['Overlay.highlightNode', 'Overlay.highlightRect', 'Overlay.highlightQuad', 'Overlay.highlightSourceOrder'], ['Overlay.hideHighlight', {}]);
setting('animationRate', ['Animation.setPlaybackRate'], ['Animation.setPlaybackRate', { playbackRate: 1 }]);
setting('adBlocking', ['Page.setAdBlockingEnabled'], ['Page.setAdBlockingEnabled', { enabled: false }]);
setting('prerendering', ['Page.setPrerenderingAllowed'], ['Page.setPrerenderingAllowed', { isAllowed: true }]);
setting('localFonts', ['CSS.setLocalFontsEnabled'], ['CSS.setLocalFontsEnabled', { enabled: true }]);
setting('debugStack', ['Network.setAttachDebugStack'], ['Network.setAttachDebugStack', { enabled: false }]);
setting('objectFormatter', ['Runtime.setCustomObjectFormatterEnabled'], ['Runtime.setCustomObjectFormatterEnabled', { enabled: false }]);
// Overlays drawn on the person's screen.
setting('pausedMessage', ['Overlay.setPausedInDebuggerMessage'], ['Overlay.setPausedInDebuggerMessage', {}]);
setting('adHighlights', ['Overlay.setShowAdHighlights'], ['Overlay.setShowAdHighlights', { show: false }]);
setting('debugBorders', ['Overlay.setShowDebugBorders'], ['Overlay.setShowDebugBorders', { show: false }]);
setting('fpsCounter', ['Overlay.setShowFPSCounter'], ['Overlay.setShowFPSCounter', { show: false }]);
setting('layoutShifts', ['Overlay.setShowLayoutShiftRegions'], ['Overlay.setShowLayoutShiftRegions', { result: false }]);
setting('paintRects', ['Overlay.setShowPaintRects'], ['Overlay.setShowPaintRects', { result: false }]);
setting('scrollBottlenecks', ['Overlay.setShowScrollBottleneckRects'], ['Overlay.setShowScrollBottleneckRects', { show: false }]);
setting('viewportSize', ['Overlay.setShowViewportSizeOnResize'], ['Overlay.setShowViewportSizeOnResize', { show: false }]);
setting('hinge', ['Overlay.setShowHinge'], ['Overlay.setShowHinge', {}]);
setting('windowControls', ['Overlay.setShowWindowControlsOverlay'], ['Overlay.setShowWindowControlsOverlay', {}]);
setting('gridOverlays', ['Overlay.setShowGridOverlays'], ['Overlay.setShowGridOverlays', { gridNodeHighlightConfigs: [] }]);
setting('flexOverlays', ['Overlay.setShowFlexOverlays'], ['Overlay.setShowFlexOverlays', { flexNodeHighlightConfigs: [] }]);
setting('scrollSnapOverlays', ['Overlay.setShowScrollSnapOverlays'], ['Overlay.setShowScrollSnapOverlays', { scrollSnapHighlightConfigs: [] }]);
setting('containerQueryOverlays', ['Overlay.setShowContainerQueryOverlays'], ['Overlay.setShowContainerQueryOverlays', { containerQueryHighlightConfigs: [] }]);
setting('isolatedElements', ['Overlay.setShowIsolatedElements'], ['Overlay.setShowIsolatedElements', { isolatedElementHighlightConfigs: [] }]);
// Domains that stop the page (breakpoints, pauses) or replace a device.
setting('debugger', ['Debugger.enable'], ['Debugger.disable', {}]);
setting('pauseOnExceptions', ['Debugger.setPauseOnExceptions'], ['Debugger.setPauseOnExceptions', { state: 'none' }]);
setting('skipAllPauses', ['Debugger.setSkipAllPauses'], ['Debugger.setSkipAllPauses', { skip: false }]);
setting('breakpointsActive', ['Debugger.setBreakpointsActive'], ['Debugger.setBreakpointsActive', { active: true }]);
setting('blackboxPatterns', ['Debugger.setBlackboxPatterns'], ['Debugger.setBlackboxPatterns', { patterns: [] }]);
setting('asyncStackDepth', ['Debugger.setAsyncCallStackDepth'], ['Debugger.setAsyncCallStackDepth', { maxDepth: 0 }]);
setting('cspViolationBreaks', ['DOMDebugger.setBreakOnCSPViolation'], ['DOMDebugger.setBreakOnCSPViolation', { violationTypes: [] }]);
// Auto-attach: waitForDebuggerOnStart left on by a client gone would keep new
// out-of-process frames and workers paused, with nobody to run them.
setting('autoAttach', ['Target.setAutoAttach'], ['Target.setAutoAttach', { autoAttach: false, waitForDebuggerOnStart: false, flatten: true }]);
// What runs until stopped.
setting('profiler', ['Profiler.start'], ['Profiler.stop', {}]);
setting('coverage', ['Profiler.startPreciseCoverage'], ['Profiler.stopPreciseCoverage', {}]);
setting('heapSampling', ['HeapProfiler.startSampling'], ['HeapProfiler.stopSampling', {}]);
setting('heapTracking', ['HeapProfiler.startTrackingHeapObjects'], ['HeapProfiler.stopTrackingHeapObjects', {}]);
setting('violations', ['Log.startViolationsReport'], ['Log.stopViolationsReport', {}]);
setting('ruleUsage', ['CSS.startRuleUsageTracking'], ['CSS.stopRuleUsageTracking', {}]);
setting('webAuthn', ['WebAuthn.enable'], ['WebAuthn.disable', {}]);
// The accessibility tree Chromium builds for a document: while it lives,
// every change the page makes updates it too (a slower app). It lives from
// the first call that reads it until Accessibility.disable, which drops it
// only after an Accessibility.enable (a getPartialAXTree, getFullAXTree or
// queryAXTree alone leaves it behind: InspectorAccessibilityAgent::disable
// returns early when not enabled). Any of them holds it; the reset enables,
// then disables.
setting(
  'accessibility',
  ['Accessibility.enable', 'Accessibility.getPartialAXTree', 'Accessibility.getFullAXTree', 'Accessibility.queryAXTree', 'Accessibility.getRootAXNode', 'Accessibility.getAXNodeAndAncestors', 'Accessibility.getChildAXNodes'],
  ['Accessibility.disable', {}],
  [],
  undefined,
  { as: ['Accessibility.enable', {}], before: ['Accessibility.enable', {}] },
);

/** @typedef {(params: Record<string, any>, result: any) => Undo | null} Addition */

/**
 * Things a client adds, each removed when it leaves.
 * @type {Map<string, Addition>}
 */
const additions = new Map(/** @type {[string, Addition][]} */ ([
  [
    'Page.addScriptToEvaluateOnNewDocument',
    (_p, r) => (typeof r?.identifier === 'string' ? { method: 'Page.removeScriptToEvaluateOnNewDocument', params: { identifier: r.identifier } } : null),
  ],
  [
    'Page.addScriptToEvaluateOnLoad',
    (_p, r) => (typeof r?.identifier === 'string' ? { method: 'Page.removeScriptToEvaluateOnLoad', params: { identifier: r.identifier } } : null),
  ],
  ['Runtime.addBinding', (p) => (typeof p.name === 'string' ? { method: 'Runtime.removeBinding', params: { name: p.name } } : null)],
  // Breakpoints another client keeps the debugger enabled for would stop the page.
  ...['Debugger.setBreakpoint', 'Debugger.setBreakpointByUrl', 'Debugger.setBreakpointOnFunctionCall'].map(
    (m) => /** @type {[string, Addition]} */ ([m, (_p, r) => (typeof r?.breakpointId === 'string' ? { method: 'Debugger.removeBreakpoint', params: { breakpointId: r.breakpointId } } : null)]),
  ),
  ['Debugger.setInstrumentationBreakpoint', (_p, r) => (typeof r?.breakpointId === 'string' ? { method: 'Debugger.removeBreakpoint', params: { breakpointId: r.breakpointId } } : null)],
  ['DOMDebugger.setDOMBreakpoint', (p) => ({ method: 'DOMDebugger.removeDOMBreakpoint', params: { nodeId: p.nodeId, type: p.type } })],
  ['DOMDebugger.setEventListenerBreakpoint', (p) => ({ method: 'DOMDebugger.removeEventListenerBreakpoint', params: p.targetName === undefined ? { eventName: p.eventName } : { eventName: p.eventName, targetName: p.targetName } })],
  ['DOMDebugger.setXHRBreakpoint', (p) => ({ method: 'DOMDebugger.removeXHRBreakpoint', params: { url: p.url } })],
  ['EventBreakpoints.setInstrumentationBreakpoint', (p) => ({ method: 'EventBreakpoints.removeInstrumentationBreakpoint', params: { eventName: p.eventName } })],
  ['WebAuthn.addVirtualAuthenticator', (_p, r) => (typeof r?.authenticatorId === 'string' ? { method: 'WebAuthn.removeVirtualAuthenticator', params: { authenticatorId: r.authenticatorId } } : null)],
  // A page it paused runs again (after its breakpoints are gone), also when
  // the pause has not taken yet: lib/pause.js ends it either way.
  ['Debugger.pause', () => ({ method: 'Debugger.resume', params: {} })],
]));

// Bounds: a client cannot make the bridge remember without end.
const maxAdditionsPerClient = 1000;
const maxSlots = 1000;

/**
 * @typedef {object} Record_
 * @property {number} seq
 * @property {string} method
 * @property {Record<string, any>} params
 * @property {boolean} clears
 */

/** @template C */
class ClientState {
  constructor() {
    this.seq = 0;
    /** Per setting (session + key): each client's last command for it. @type {Map<string, Map<C, Record_>>} */
    this.slots = new Map();
    /** How to reset each slot. @type {Map<string, {reset: [string, Record<string, any>], sessionId: string, before?: [string, Record<string, any>]}>} */
    this.resets = new Map();
    /** What each client added. @type {Map<C, Undo[]>} */
    this.added = new Map();
  }

  /**
   * Notes a command that succeeded.
   * @param {C} client
   * @param {Command} command
   * @param {any} result
   */
  record(client, command, result) {
    const s = settings.get(command.method);
    const sessionId = command.sessionId ?? '';
    if (s) {
      const which = s.by === undefined ? undefined : command.params[s.by];
      const slot = s.by === undefined ? `${sessionId}|${s.key}` : `${sessionId}|${s.key}|${JSON.stringify(which)}`;
      let byClient = this.slots.get(slot);
      if (!byClient) {
        if (this.slots.size >= maxSlots) return;
        byClient = new Map();
        this.slots.set(slot, byClient);
        /** @type {[string, Record<string, any>]} */
        const reset = s.by === undefined ? s.reset : [s.reset[0], { ...s.reset[1], [s.by]: which }];
        this.resets.set(slot, { reset, sessionId, before: s.before });
      }
      const held = s.as ?? [command.method, command.params];
      byClient.set(client, { seq: ++this.seq, method: held[0], params: held[1], clears: Boolean(s.clears) });
      return;
    }
    const add = additions.get(command.method);
    if (add) {
      const undo = add(command.params, result);
      if (!undo) return;
      if (sessionId) undo.sessionId = sessionId;
      const list = this.added.get(client) ?? [];
      if (list.length < maxAdditionsPerClient) list.push(undo);
      this.added.set(client, list);
    }
  }

  /**
   * The client left: forgets it and returns the commands that put back what
   * it owned.
   * @param {C} client
   * @returns {Undo[]}
   */
  leave(client) {
    /** @type {Undo[]} */
    const out = [];
    for (const [slot, byClient] of [...this.slots]) {
      const mine = byClient.get(client);
      if (!mine) continue;
      byClient.delete(client);
      /** @type {Record_ | null} */
      let latest = null;
      for (const r of byClient.values()) if (!latest || r.seq > latest.seq) latest = r;
      const { reset, sessionId, before } = /** @type {{reset: [string, Record<string, any>], sessionId: string, before?: [string, Record<string, any>]}} */ (this.resets.get(slot));
      if (byClient.size === 0) {
        this.slots.delete(slot);
        this.resets.delete(slot);
      }
      // Not the owner: what it set was already replaced.
      if (latest && latest.seq > mine.seq) continue;
      // It put the thing back itself, and nobody else set it.
      if (!latest && mine.clears) continue;
      /** @type {Undo[]} */
      const undo = latest && !latest.clears ? [{ method: latest.method, params: latest.params }] : [{ method: reset[0], params: reset[1] }];
      if (undo[0].method === reset[0] && before) undo.unshift({ method: before[0], params: before[1] });
      for (const u of undo) {
        if (sessionId) u.sessionId = sessionId;
        out.push(u);
      }
    }
    const added = this.added.get(client) ?? [];
    this.added.delete(client);
    /** @type {Undo[]} */
    const resumes = [];
    for (const undo of added) {
      // A binding another client added too stays.
      if (undo.method === 'Runtime.removeBinding' && this.someoneElseAdded(undo)) continue;
      if (undo.method === 'Debugger.resume') {
        // One per session, after its breakpoints are removed.
        if (!resumes.some((u) => u.sessionId === undo.sessionId)) resumes.push({ ...undo, pause: true });
        continue;
      }
      out.push(undo);
    }
    return [...out, ...resumes];
  }

  /**
   * @param {Undo} undo
   */
  someoneElseAdded(undo) {
    for (const list of this.added.values()) {
      if (list.some((u) => u.method === undo.method && u.sessionId === undo.sessionId && u.params.name === undo.params.name)) return true;
    }
    return false;
  }

  /**
   * A flat session ended: what was set in it went with it.
   * @param {string} sessionId
   */
  dropSession(sessionId) {
    for (const slot of [...this.slots.keys()]) {
      if (slot.startsWith(`${sessionId}|`)) {
        this.slots.delete(slot);
        this.resets.delete(slot);
      }
    }
    for (const [client, list] of this.added) this.added.set(client, list.filter((u) => u.sessionId !== sessionId));
  }
}

module.exports = { ClientState, settings };
