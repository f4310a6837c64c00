// @ts-check
'use strict';

// The stand-in's `session` (Electron's defaultSession, shared by every
// webContents) as far as downloads go: 'will-download' with a DownloadItem,
// built from Chromium's browser-level download events. Chromium writes every
// download into a staging folder of the stand-in's profile (it must be told
// where before it starts); what Electron would do then is copied here:
//
// * a listener that calls event.preventDefault() cancels the download;
// * a listener that calls item.setSavePath(p) gets the file at p once done;
// * with neither, Electron asks the person with a save dialog. The stand-in
//   has no person: it records that it would have asked (dialogsShown) and
//   cancels, as a person dismissing the dialog would.

const { EventEmitter } = require('node:events');
const fs = require('node:fs');
const path = require('node:path');

/** What Electron passes as the first argument of 'will-download'. */
function downloadEvent() {
  return {
    defaultPrevented: false,
    preventDefault() {
      this.defaultPrevented = true;
    },
  };
}

/** Electron's DownloadItem, for one download Chromium began. */
class StandInDownloadItem extends EventEmitter {
  /**
   * @param {StandInSession} session
   * @param {{guid: string, url: string, suggestedFilename: string}} begun
   */
  constructor(session, begun) {
    super();
    this.session = session;
    this.guid = begun.guid;
    this.url = begun.url;
    this.filename = begun.suggestedFilename;
    this.savePath = '';
    this.received = 0;
    this.total = 0;
    /** @type {'progressing' | 'completed' | 'cancelled' | 'interrupted'} */
    this.state = 'progressing';
    this.cancelled = false;
  }

  getURL() {
    return this.url;
  }
  getFilename() {
    return this.filename;
  }
  getSavePath() {
    return this.savePath;
  }
  /** @param {string} p */
  setSavePath(p) {
    this.savePath = p;
  }
  getReceivedBytes() {
    return this.received;
  }
  getTotalBytes() {
    return this.total;
  }
  getState() {
    return this.state;
  }
  cancel() {
    this.cancelled = true;
    this.session.chromium.send('Browser.cancelDownload', { guid: this.guid }).catch(() => {});
  }
}

class StandInSession extends EventEmitter {
  /**
   * @param {import('./chromium').Chromium} chromium
   * @param {(frameId: string) => Promise<import('./standin').StandInWebContents | undefined>} owner the webContents a frame belongs to
   */
  constructor(chromium, owner) {
    super();
    this.chromium = chromium;
    this.owner = owner;
    /** Where Chromium writes, inside the profile (removed with it). */
    this.staging = path.join(chromium.userDataDir, 'stand-in-downloads');
    /** @type {Map<string, StandInDownloadItem>} */
    this.items = new Map();
    /** Progress events that came before their item was made. @type {Map<string, any[]>} */
    this.early = new Map();
    /** Downloads that would have asked the person where to save. @type {string[]} */
    this.dialogsShown = [];
    /** Downloads being announced, by the frame that started them. @type {Map<string, Promise<void>>} */
    this.beginning = new Map();
  }

  /** Makes Chromium report its downloads and write them into the staging folder. */
  async start() {
    fs.mkdirSync(this.staging, { recursive: true, mode: 0o700 });
    await this.chromium.send('Browser.setDownloadBehavior', { behavior: 'allowAndName', downloadPath: this.staging, eventsEnabled: true });
  }

  /**
   * A browser-level event; true when it was a download's.
   * @param {string} method
   * @param {any} params
   */
  route(method, params) {
    if (method === 'Browser.downloadWillBegin') {
      const announced = this.begin(params)
        .catch(() => {})
        .finally(() => {
          if (this.beginning.get(params.frameId) === announced) this.beginning.delete(params.frameId);
        });
      this.beginning.set(params.frameId, announced);
      return true;
    }
    if (method === 'Browser.downloadProgress') {
      const item = this.items.get(params.guid);
      if (item) this.progress(item, params);
      else this.early.set(params.guid, [...(this.early.get(params.guid) ?? []), params]);
      return true;
    }
    return false;
  }

  /** @param {{frameId: string, guid: string, url: string, suggestedFilename: string}} begun */
  async begin(begun) {
    const wc = await this.owner(begun.frameId);
    const item = new StandInDownloadItem(this, begun);
    this.items.set(item.guid, item);
    const event = downloadEvent();
    if (wc && !wc.destroyed) {
      try {
        this.emit('will-download', event, item, wc);
      } catch (err) {
        process.nextTick(() => {
          throw err;
        });
      }
    }
    if (event.defaultPrevented || !wc) {
      item.cancel();
    } else if (!item.savePath) {
      this.dialogsShown.push(item.url);
      item.cancel();
    }
    for (const params of this.early.get(item.guid) ?? []) this.progress(item, params);
    this.early.delete(item.guid);
  }

  /**
   * @param {StandInDownloadItem} item
   * @param {{receivedBytes: number, totalBytes: number, state: string, filePath?: string}} params
   */
  progress(item, params) {
    if (item.state !== 'progressing') return;
    item.received = params.receivedBytes;
    item.total = params.totalBytes;
    if (params.state === 'inProgress') {
      item.emit('updated', {}, 'progressing');
      return;
    }
    this.items.delete(item.guid);
    const staged = params.filePath ?? path.join(this.staging, item.guid);
    if (params.state === 'completed' && item.savePath && !item.cancelled) {
      try {
        moveFile(staged, item.savePath);
        item.state = 'completed';
      } catch {
        item.state = 'interrupted';
      }
    } else {
      fs.rmSync(staged, { force: true });
      item.state = item.cancelled || params.state === 'canceled' ? 'cancelled' : 'interrupted';
    }
    item.emit('done', {}, item.state);
  }
}

/**
 * @param {string} from
 * @param {string} to
 */
function moveFile(from, to) {
  try {
    fs.renameSync(from, to);
  } catch (err) {
    if (/** @type {NodeJS.ErrnoException} */ (err).code !== 'EXDEV') throw err;
    fs.copyFileSync(from, to);
    fs.rmSync(from, { force: true });
  }
}

module.exports = { StandInSession, StandInDownloadItem };
