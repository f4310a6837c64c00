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
 */

/**
 * A setting: the methods that set it, and how to put it back.
 * @typedef {object} Setting
 * @property {string} key
 * @property {[string, Record<string, any>]} reset
 * @property {boolean} [clears] this method is the reset itself
 */

/** @type {Map<string, Setting>} */
const settings = new Map();

/**
 * @param {string} key
 * @param {string[]} setters
 * @param {[string, Record<string, any>]} reset
 * @param {string[]} [clearers] methods that reset it (besides the reset itself)
 */
function setting(key, setters, reset, clearers = []) {
  for (const m of setters) settings.set(m, { key, reset });
  for (const m of [reset[0], ...clearers]) if (!settings.has(m)) settings.set(m, { key, reset, clears: true });
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
// Domains that stop the page (breakpoints, pauses) or replace a device.
setting('debugger', ['Debugger.enable'], ['Debugger.disable', {}]);
setting('webAuthn', ['WebAuthn.enable'], ['WebAuthn.disable', {}]);

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
]));

// Bounds: a client cannot make the bridge remember without end.
const maxAdditionsPerClient = 1000;

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
    /** How to reset each slot. @type {Map<string, {reset: [string, Record<string, any>], sessionId: string}>} */
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
      const slot = `${sessionId}|${s.key}`;
      let byClient = this.slots.get(slot);
      if (!byClient) {
        byClient = new Map();
        this.slots.set(slot, byClient);
        this.resets.set(slot, { reset: s.reset, sessionId });
      }
      byClient.set(client, { seq: ++this.seq, method: command.method, params: command.params, clears: Boolean(s.clears) });
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
      const { reset, sessionId } = /** @type {{reset: [string, Record<string, any>], sessionId: string}} */ (this.resets.get(slot));
      if (byClient.size === 0) {
        this.slots.delete(slot);
        this.resets.delete(slot);
      }
      // Not the owner: what it set was already replaced.
      if (latest && latest.seq > mine.seq) continue;
      // It put the thing back itself, and nobody else set it.
      if (!latest && mine.clears) continue;
      /** @type {Undo} */
      const undo = latest && !latest.clears ? { method: latest.method, params: latest.params } : { method: reset[0], params: reset[1] };
      if (sessionId) undo.sessionId = sessionId;
      out.push(undo);
    }
    const added = this.added.get(client) ?? [];
    this.added.delete(client);
    for (const undo of added) {
      // A binding another client added too stays.
      if (undo.method === 'Runtime.removeBinding' && this.someoneElseAdded(undo)) continue;
      out.push(undo);
    }
    return out;
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
