// @ts-check
'use strict';

// Downloads an agent starts. While an agent's action runs on a webContents
// (Bridge.beginAction … Bridge.endAction, plus DownloadGraceMs), a download
// that webContents starts is saved into a folder the bridge owns, without a
// save dialog; the person's own downloads keep the app's behaviour. The path
// is never one a client names. Electron's way: the session's 'will-download'
// and DownloadItem.setSavePath, called before the download starts writing.
//
// A popup the action opened (window.open, a target=_blank link) counts as
// the webContents that opened it: its webContents' `opener` frame (null for
// a noopener one), or the opener's 'did-create-window', which Electron emits
// for every popup before its page loads.

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const P = require('../protocol');
const { errorMessage } = require('./log');
const { Actions } = require('./actions');
const { Listened } = require('./listeners');

/** @typedef {import('../api').WebContentsLike} WebContentsLike */
/** @typedef {import('../api').SessionLike} SessionLike */
/** @typedef {import('../api').DownloadItemLike} DownloadItemLike */
/** @typedef {import('../protocol').Download} Download */

/**
 * @param {object} config
 * @param {(id: string) => WebContentsLike | undefined} config.find the exposed webContents with this id
 * @param {string | undefined} config.dir the app's folder for them; default a fresh one in the OS temporary directory
 * @param {(download: Download) => void} config.onUpdate
 * @param {import('./log').Logger} config.log
 * @param {(frame: unknown) => WebContentsLike | undefined} [config.fromFrame] Electron's webContents.fromFrame
 * @param {import('../api').AppLike | null} [config.app] Electron's app: webContents created during an action are its popups
 */
function createDownloads({ find, dir, onUpdate, log, fromFrame, app = null }) {
  const actions = new Actions(P.DownloadGraceMs);
  /** Sessions listened to, with their two listeners. @type {Map<SessionLike, {first: Function, last: Function}>} */
  const sessions = new Map();
  /** The newest downloads, oldest first. @type {Download[]} */
  const downloads = [];
  /** How to cancel each listed download. @type {WeakMap<Download, () => void>} */
  const cancels = new WeakMap();
  /** Paths given out, so two downloads of one name do not share a file. @type {Set<string>} */
  const taken = new Set();
  /** @type {string | null} */
  let folder = null;
  let lastId = 0;
  /**
   * Popups by webContents id: the id of the webContents that opened them,
   * and the popup's 'destroyed' listener.
   * @type {Map<string, {opener: string, child: WebContentsLike, gone: () => void}>}
   */
  const openedBy = new Map();
  /** The webContents whose popups are watched. */
  const watched = new Listened(log, 'the popups');
  /**
   * A webContents made while an agent's action runs is that action's popup,
   * whatever says otherwise: an app whose setWindowOpenHandler supplies
   * createWindow gets no 'did-create-window' (lib/browser/guest-window-manager.ts),
   * and a noopener popup has no opener frame.
   * @param {unknown} _event
   * @param {WebContentsLike} child
   */
  const onCreated = (_event, child) => {
    try {
      const opener = activeAction();
      if (!opener || !child || child.isDestroyed()) return;
      const childId = String(child.id);
      if (childId === opener || openedBy.has(childId)) return;
      const gone = () => openedBy.delete(childId);
      child.once('destroyed', gone);
      openedBy.set(childId, { opener, child, gone });
    } catch {}
  };
  let listeningToApp = false;

  /**
   * The folder, made on the first download. The app's folder is used when
   * it is a directory of ours that no other user may write into (they could
   * plant links where downloads go); else a fresh one, saying why.
   */
  function theFolder() {
    if (folder) return folder;
    if (dir) {
      const wanted = path.resolve(dir);
      let why = '';
      try {
        fs.mkdirSync(wanted, { recursive: true, mode: 0o700 });
        why = folderProblem(fs.lstatSync(wanted));
      } catch (err) {
        why = errorMessage(err);
      }
      if (!why) folder = wanted;
      else log.warn(`downloadsDir ${wanted} is not used: ${why}; agents' downloads go to a fresh folder instead`);
    }
    folder ??= fs.mkdtempSync(path.join(os.tmpdir(), 'electron-mcp-downloads-'));
    log.info(`agents' downloads go to ${folder}`);
    return folder;
  }

  /**
   * A free path in the folder for a suggested name: its base name only, with
   * nothing that would make it another file or a hidden one, at most 255
   * bytes with the " (n)" that keeps it unique.
   * @param {string} suggested
   */
  function pathFor(suggested) {
    let name = path.basename(String(suggested || '')).replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_').replace(/^[.\s]+/, '');
    if (!name) name = 'download';
    let ext = path.extname(name);
    if (Buffer.byteLength(ext) > 32) ext = '';
    const stem = name.slice(0, name.length - ext.length);
    const base = theFolder();
    for (let n = 0; ; n++) {
      const suffix = n === 0 ? ext : ` (${n})${ext}`;
      const p = path.join(base, `${fitBytes(stem, maxNameBytes - Buffer.byteLength(suffix))}${suffix}`);
      // lstat: a link (even one to nothing) is a taken name.
      if (!taken.has(p) && !exists(p)) {
        taken.add(p);
        return p;
      }
    }
  }

  /**
   * Forgets the oldest finished downloads past MaxDownloads, and removes
   * their files (the folder holds what the list shows, no more).
   */
  function trim() {
    while (downloads.length > P.MaxDownloads) {
      const i = downloads.findIndex((x) => x.state !== P.DownloadProgressing);
      const [gone] = downloads.splice(i === -1 ? 0 : i, 1);
      if (gone.state !== P.DownloadProgressing) removeFile(gone.path);
      else cancels.get(gone)?.();
    }
  }

  /** @param {string} file */
  function removeFile(file) {
    try {
      if (path.dirname(file) === folder) fs.rmSync(file, { force: true });
    } catch (err) {
      log.debug(`removing ${file}: ${errorMessage(err)}`);
    }
  }

  /** The bytes of the listed downloads, together. */
  function listedBytes() {
    let n = 0;
    for (const d of downloads) n += Math.max(d.receivedBytes, d.totalBytes, 0);
    return n;
  }

  /** The webContents of the latest agent's action that still counts, or ''. */
  function activeAction() {
    return actions.latest()?.id ?? '';
  }

  /** @param {string} id */
  function isAgents(id) {
    return actions.owner(id) !== null;
  }

  /**
   * The id of the webContents that opened wc (a popup), or ''.
   * @param {WebContentsLike} wc
   */
  function openerOf(wc) {
    const known = openedBy.get(String(wc.id));
    if (known) return known.opener;
    try {
      const frame = /** @type {any} */ (wc).opener;
      const opener = frame && fromFrame ? fromFrame(frame) : undefined;
      if (opener && !opener.isDestroyed()) return String(opener.id);
    } catch {}
    return '';
  }

  /**
   * Whether a download wc starts is an agent's: an action runs on wc, or on
   * the webContents that opened it (and so on, a few popups deep).
   * @param {WebContentsLike} wc
   */
  function isAgentsDownload(wc) {
    let id = String(wc.id);
    if (isAgents(id)) return true;
    /** @type {WebContentsLike | undefined} */
    let cur = wc;
    for (let depth = 0; depth < 8 && cur; depth++) {
      const opener = openerOf(cur);
      if (!opener || opener === id) return false;
      if (isAgents(opener)) return true;
      id = opener;
      cur = find(opener);
    }
    return false;
  }

  /**
   * Remembers the popups wc opens (Electron's 'did-create-window', emitted
   * before the popup's page loads).
   * @param {WebContentsLike} wc
   */
  function watchPopups(wc) {
    watched.add(wc, (openerId) => ({ on: { 'did-create-window': popupOf(openerId) } }));
  }

  /**
   * @param {string} openerId
   * @returns {(win: any) => void} the 'did-create-window' listener of this webContents
   */
  function popupOf(openerId) {
    /** @param {any} win */
    const created = (win) => {
      try {
        const child = win?.webContents;
        if (!child || child.isDestroyed()) return;
        const childId = String(child.id);
        if (openedBy.has(childId)) return;
        const gone = () => openedBy.delete(childId);
        child.once('destroyed', gone);
        openedBy.set(childId, { opener: openerId, child, gone });
      } catch {}
    };
    return created;
  }

  /** @param {unknown} event @param {DownloadItemLike} item @param {WebContentsLike} wc */
  function willDownload(event, item, wc) {
    try {
      if (/** @type {any} */ (event)?.defaultPrevented) return; // the app cancelled it
      // Electron may give no webContents (a popup gone already): an action's then, if one runs.
      const targetId = wc ? String(wc.id) : activeAction();
      if (!targetId || (wc && !isAgentsDownload(wc))) return; // the person's: the app decides
      const savePath = pathFor(item.getFilename());
      item.setSavePath(savePath);
      /** @type {Download} */
      const d = {
        id: `d${++lastId}`,
        targetId,
        url: item.getURL(),
        filename: path.basename(savePath),
        path: savePath,
        state: P.DownloadProgressing,
        receivedBytes: item.getReceivedBytes(),
        totalBytes: item.getTotalBytes(),
        startedAt: new Date().toISOString(),
      };
      const cancel = () => {
        try {
          item.cancel();
        } catch {}
      };
      cancels.set(d, cancel);
      downloads.push(d);
      trim();
      const update = (/** @type {string} */ state) => {
        d.state = state;
        try {
          d.receivedBytes = item.getReceivedBytes();
          d.totalBytes = item.getTotalBytes();
        } catch {}
        if (state === P.DownloadProgressing && listedBytes() > P.MaxDownloadBytes) {
          log.warn(`webContents ${targetId}: cancelled an agent's download of ${d.url.slice(0, 200)}: the agents' downloads would pass ${P.MaxDownloadBytes} bytes together`);
          cancel();
        }
        onUpdate({ ...d });
      };
      item.on('updated', (_e, state) => update(state === 'interrupted' ? P.DownloadInterrupted : P.DownloadProgressing));
      item.once('done', (_e, state) => {
        taken.delete(savePath);
        update(state === 'completed' ? P.DownloadCompleted : state === 'cancelled' ? P.DownloadCancelled : P.DownloadInterrupted);
      });
      log.info(`webContents ${targetId}: an agent's download of ${d.url.slice(0, 200)} goes to ${savePath}`);
      onUpdate({ ...d });
    } catch (err) {
      log.warn(`taking a download failed: ${errorMessage(err)}`);
    }
  }

  /**
   * Listens to the session of a webContents, once per session: first, so an
   * app that checks getSavePath() asks nobody; and last, so an app that names
   * its own path does not take an agent's download elsewhere.
   * @param {WebContentsLike} wc
   */
  function listen(wc) {
    let session;
    try {
      session = wc.session;
    } catch {
      return;
    }
    if (!session || sessions.has(session)) return;
    /** Paths we set, to put back after the app's listeners. @type {WeakMap<DownloadItemLike, string>} */
    const ours = new WeakMap();
    /** @type {(event: unknown, item: DownloadItemLike, wc: WebContentsLike) => void} */
    const first = (event, item, source) => {
      const before = safeSavePath(item);
      willDownload(event, item, source);
      const after = safeSavePath(item);
      if (after && after !== before) ours.set(item, after);
    };
    /** @type {(event: unknown, item: DownloadItemLike, wc: WebContentsLike) => void} */
    const last = (event, item) => {
      const p = ours.get(item);
      if (!p || /** @type {any} */ (event)?.defaultPrevented) return;
      try {
        if (item.getSavePath() !== p) item.setSavePath(p);
      } catch {}
    };
    session.prependListener('will-download', first);
    session.on('will-download', last);
    sessions.set(session, { first, last });
  }

  return {
    /**
     * An agent's action on a webContents starts.
     * @param {object} owner the client
     * @param {string} targetId
     */
    begin(owner, targetId) {
      const wc = find(targetId);
      if (!wc) return;
      listen(wc);
      watchPopups(wc);
      if (app && !listeningToApp) {
        app.on('web-contents-created', onCreated);
        listeningToApp = true;
      }
      actions.begin(owner, targetId);
    },

    /**
     * @param {object} owner
     * @param {string} targetId
     */
    end(owner, targetId) {
      actions.end(owner, targetId);
    },

    /** Ends every action of a client that left. @param {object} owner */
    release(owner) {
      // A download that starts just after is still the agent's.
      actions.release(owner, true);
    },

    /**
     * A free path in the bridge's folder for a file an agent saves (a save
     * dialog it answered), from the name the app suggests.
     * @param {string} name
     */
    savePath(name) {
      return pathFor(name);
    },

    /** The downloads agents started, oldest first. */
    list() {
      return downloads.map((d) => ({ ...d }));
    },

    /** Stops listening to the sessions (the last client left, or the bridge closes). */
    stop() {
      for (const [session, { first, last }] of sessions) {
        try {
          session.removeListener('will-download', /** @type {any} */ (first));
          session.removeListener('will-download', /** @type {any} */ (last));
        } catch {}
      }
      sessions.clear();
      watched.clear();
      for (const { child, gone } of openedBy.values()) {
        try {
          if (!child.isDestroyed()) child.removeListener('destroyed', gone);
        } catch {}
      }
      openedBy.clear();
      actions.clear();
      if (app && listeningToApp) app.removeListener('web-contents-created', onCreated);
      listeningToApp = false;
    },
  };
}

// A file name's bound on the file systems downloads land on (ext4, APFS, NTFS).
const maxNameBytes = 255;

/**
 * The longest start of s that is at most `bytes` bytes of UTF-8, not cutting
 * a character in two.
 * @param {string} s
 * @param {number} bytes
 */
function fitBytes(s, bytes) {
  if (Buffer.byteLength(s) <= bytes) return s;
  let out = '';
  let used = 0;
  for (const ch of s) {
    const n = Buffer.byteLength(ch);
    if (used + n > bytes) break;
    out += ch;
    used += n;
  }
  return out;
}

/** @param {string} p */
function exists(p) {
  try {
    fs.lstatSync(p);
    return true;
  } catch {
    return false;
  }
}

/**
 * Why a folder is not one downloads may go into, or ''.
 * @param {fs.Stats} st
 */
function folderProblem(st) {
  if (st.isSymbolicLink()) return 'it is a symbolic link';
  if (!st.isDirectory()) return 'it is not a directory';
  const uid = process.getuid?.();
  if (uid !== undefined && st.uid !== uid) return `it is owned by uid ${st.uid}, not by this app (uid ${uid})`;
  if (process.platform !== 'win32' && (st.mode & 0o022) !== 0) return `its mode ${(st.mode & 0o777).toString(8)} lets other users write into it`;
  return '';
}

/** @param {DownloadItemLike} item */
function safeSavePath(item) {
  try {
    return item.getSavePath();
  } catch {
    return '';
  }
}

module.exports = { createDownloads };
