// @ts-check
'use strict';

// Which webContents the person is in, as far as the bridge can tell.
//
// Electron cannot say it by itself. webContents.isFocused() is the view's
// HasFocus() (shell/browser/api/electron_api_web_contents.cc, IsFocused); a
// <webview> guest's view is a child-frame view whose HasFocus() is its root
// window's (Chromium's render_widget_host_view_child_frame.cc asks its
// cross_process_frame_connector.cc, which asks the root view), so every guest
// of the focused window reports true, and Electron's own
// webContents.getFocusedWebContents() just takes the first guest
// (lib/browser/api/web-contents.ts). The webContents 'focus' and 'blur' events
// (OnWebContentsFocused/LostFocus) never come for a guest: Chromium's
// WebContentsViewChildFrame::GotFocus is NOTREACHED, and Electron says as much
// in lib/renderer/web-view/web-view-init.ts ("they unfortunately do not work
// for webview").
//
// What does tell guests apart, each on the guest's own webContents:
//   * '-focus-change' (focus: boolean): the guest page's window got or lost
//     the focus (web-view-init.ts sends it, lib/browser/guest-view-manager.ts
//     emits it on the guest; Electron's private event, hence the dash);
//   * 'input-event' (mouseDown, rawKeyDown, touchStart, …): input routed to
//     the guest's widget (WebContents::OnInputEvent, an InputEventObserver on
//     its own main frame's widget);
//   * 'before-input-event': a key about to reach the guest's page
//     (WebContents::PreHandleKeyboardEvent, called on the focused guest's own
//     delegate).
// Input the bridge relays (an agent's Input.* commands) passes the same paths,
// so signals while an agent's input is in flight (and briefly after) are not
// the person's. Until a signal came, which guest of a focused window the
// person is in is unknown: then no guest and not the embedder is reported
// focused (a window without guests needs no signal).

/** @typedef {import('../api').WebContentsLike} WebContentsLike */
/** @typedef {import('../api').WebContentsModule} WebContentsModule */

/** Input that shows where the person's hand is (not moves, wheels or key ups). */
const handInput = new Set(['mouseDown', 'rawKeyDown', 'keyDown', 'touchStart', 'gestureTapDown', 'pointerDown']);

/**
 * @param {object} config
 * @param {WebContentsModule} config.webContents
 * @param {() => boolean} [config.agentActing] whether an agent's input is in flight (or just ended)
 */
function createFocus({ webContents, agentActing = () => false }) {
  /**
   * Where the person is: a webContents id and its embedder's (null for a
   * window's own page); null while unknown.
   * @typedef {{id: number, hostId: number | null}} Place
   * @type {Place | null}
   */
  let current = null;
  /**
   * Where in each window the person was last, by the window's webContents
   * id: a window that takes the focus back gives it to the frame it had
   * (Chromium keeps a page's focused frame), so its guest's '-focus-change'
   * follows the window's 'focus' and confirms it.
   * @type {Map<number, Place>}
   */
  const inside = new Map();

  /** @param {WebContentsLike} wc */
  function hostOf(wc) {
    try {
      return wc.getType() === 'webview' ? (wc.hostWebContents ?? null) : null;
    } catch {
      return null;
    }
  }

  /**
   * Whether some webContents is a guest of `wc`.
   * @param {WebContentsLike} wc
   */
  function hasGuests(wc) {
    let all = [];
    try {
      all = webContents.getAllWebContents();
    } catch {
      return false;
    }
    for (const other of all) {
      try {
        if (!other.isDestroyed() && other.getType() === 'webview' && other.hostWebContents === wc) return true;
      } catch {}
    }
    return false;
  }

  /**
   * The person is in `wc` now.
   * @param {WebContentsLike} wc
   */
  function enter(wc) {
    const host = hostOf(wc);
    current = { id: wc.id, hostId: host ? host.id : null };
    if (inside.size >= 1000) inside.clear();
    inside.set(host ? host.id : wc.id, current);
  }

  /** @param {WebContentsLike} wc */
  function isFocused(wc) {
    try {
      return wc.isFocused();
    } catch {
      return false;
    }
  }

  return {
    /**
     * A guest's '-focus-change'.
     * @param {WebContentsLike} wc
     * @param {boolean} focus
     * @returns {boolean} whether what is known changed
     */
    guestFocus(wc, focus) {
      if (agentActing()) return false;
      const before = current;
      if (focus) {
        if (!current || current.id !== wc.id) enter(wc);
      } else if (current && current.id === wc.id) {
        // Left for the embedder's own page; when the window itself lost the
        // focus (its 'blur' came first), the person is out of the app and
        // comes back to this guest.
        const host = hostOf(wc);
        if (host && isFocused(host)) enter(host);
      }
      return before !== current;
    },

    /**
     * 'input-event' or 'before-input-event' on a webContents.
     * @param {WebContentsLike} wc
     * @param {unknown} input
     * @returns {boolean} whether what is known changed
     */
    input(wc, input) {
      const type = input && typeof input === 'object' && 'type' in input ? input.type : undefined;
      if (typeof type !== 'string' || !handInput.has(type) || agentActing()) return false;
      if (current && current.id === wc.id) return false;
      enter(wc);
      return true;
    },

    /**
     * A window's webContents got the focus ('focus', or app
     * 'browser-window-focus', the one that comes on macOS): the person is
     * where they were in it; in a window with guests, unknown until a
     * signal says where.
     * @param {WebContentsLike} wc
     * @returns {boolean}
     */
    windowFocus(wc) {
      if (hostOf(wc)) return false;
      if (current && (current.id === wc.id || current.hostId === wc.id)) return false;
      const before = current;
      current = inside.get(wc.id) ?? (hasGuests(wc) ? null : { id: wc.id, hostId: null });
      return before !== current;
    },

    /**
     * Whether the person is in `wc`, given its isFocused(): a guest only
     * when a signal said so, an embedder when none of its guests has it (or
     * it has no guests).
     * @param {WebContentsLike} wc
     * @param {boolean} focused
     */
    focused(wc, focused) {
      if (!focused) return false;
      if (hostOf(wc)) return current !== null && current.id === wc.id;
      if (current && current.id === wc.id) return true;
      if (current && current.hostId === wc.id) return false;
      return !hasGuests(wc);
    },

    /** Forgets what was known (signals were not listened to meanwhile). */
    reset() {
      current = null;
      inside.clear();
    },
  };
}

module.exports = { createFocus, handInput };
