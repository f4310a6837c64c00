// @ts-check
'use strict';

// Downloads an agent's action starts go into the bridge's folder, without a
// dialog; the person's keep the app's own behaviour.

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const P = require('../protocol');
const { startHost, TestClient, eventually, closeServer, assertNoUnhandledRejections } = require('../testing/harness');

/** @type {import('../testing/harness').Host} */
let host;
let folder = '';
let appFolder = '';
/** @type {http.Server} */
let files;
let base = '';

before(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'electron-mcp-test-downloads-'));
  appFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'electron-mcp-test-app-downloads-'));
  files = http.createServer((req, res) => {
    res.setHeader('Content-Type', 'text/plain');
    // A file the page opens in a popup: the popup downloads it.
    if (req.url?.startsWith('/attach/')) res.setHeader('Content-Disposition', `attachment; filename="${path.basename(req.url)}"`);
    res.end(`contents of ${req.url}\n`);
  });
  await new Promise((resolve) => files.listen(0, '127.0.0.1', () => resolve(undefined)));
  base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (files.address()).port}`;
  // A page of the same origin: `download` is ignored on cross-origin links.
  host = await startHost({ urls: [`${base}/page`], bridge: { downloadsDir: folder } });
});

after(async () => {
  await host?.close();
  await closeServer(files);
  fs.rmSync(folder, { recursive: true, force: true });
  fs.rmSync(appFolder, { recursive: true, force: true });
  assertNoUnhandledRejections();
});

/**
 * Clicks a fresh link with `download` in the window, as the page would.
 * @param {TestClient} page
 * @param {string} href
 * @param {string} name
 */
async function clickDownload(page, href, name) {
  await page.result('Runtime.evaluate', {
    expression: `(() => { const a = document.createElement('a'); a.href = ${JSON.stringify(href)}; a.download = ${JSON.stringify(name)}; document.body.append(a); a.click(); a.remove(); })()`,
  });
}

/** @param {TestClient} c @param {(d: any) => boolean} match */
async function download(c, match) {
  return (await c.next((m) => m.method === P.EventDownloadUpdated && match(m.params.download), 'a download event')).params.download;
}

test("an agent's download lands in the bridge's folder; the person's asks them, as the app would", async () => {
  const wc = host.windows[0];
  const c = await TestClient.connect(host.bridge, P.PathControl);
  const page = await TestClient.connect(host.bridge, wc.id);
  try {
    await c.result(P.MethodEnable);
    await c.result(P.MethodBeginAction, { targetId: String(wc.id) });
    await clickDownload(page, `${base}/report`, 'report.txt');
    const started = await download(c, (d) => d.filename === 'report.txt');
    assert.equal(started.targetId, String(wc.id));
    assert.equal(started.url, `${base}/report`);
    assert.equal(started.path, path.join(folder, 'report.txt'));
    const done = await download(c, (d) => d.id === started.id && d.state === P.DownloadCompleted);
    assert.equal(fs.readFileSync(done.path, 'utf8'), 'contents of /report\n');
    assert.equal(done.receivedBytes, 'contents of /report\n'.length);
    // The same name again does not overwrite it.
    await clickDownload(page, `${base}/again`, 'report.txt');
    const again = await download(c, (d) => d.url === `${base}/again` && d.state === P.DownloadCompleted);
    assert.equal(again.path, path.join(folder, 'report (1).txt'));
    await c.result(P.MethodEndAction, { targetId: String(wc.id) });
    const { downloads } = await c.result(P.MethodGetDownloads);
    assert.deepEqual(downloads.map((/** @type {any} */ d) => [d.filename, d.state]), [['report.txt', 'completed'], ['report (1).txt', 'completed']]);

    // Long after the action, a download is the person's: not taken, and
    // (no app handler) Electron would have asked them.
    const shown = host.standIn.session.dialogsShown.length;
    await new Promise((resolve) => setTimeout(resolve, P.DownloadGraceMs + 100));
    await clickDownload(page, `${base}/mine`, 'mine.txt');
    await eventually(() => host.standIn.session.dialogsShown.length > shown, 'the save dialog the person would see');
    assert.deepEqual(fs.readdirSync(folder).sort(), ['report (1).txt', 'report.txt']);
    assert.ok(!c.received.some((m) => m.method === P.EventDownloadUpdated && m.params.download.url.endsWith('/mine')));
  } finally {
    await page.close();
    await c.close();
  }
});

test("the app's own will-download handler keeps the person's downloads and does not take the agent's", async () => {
  const wc = host.windows[0];
  /** @param {any} _event @param {any} item */
  const appHandler = (_event, item) => item.setSavePath(path.join(appFolder, item.getFilename()));
  host.standIn.session.on('will-download', appHandler);
  const c = await TestClient.connect(host.bridge, P.PathControl);
  const page = await TestClient.connect(host.bridge, wc.id);
  try {
    await c.result(P.MethodEnable);
    await clickDownload(page, `${base}/person`, 'person.txt');
    await eventually(() => fs.existsSync(path.join(appFolder, 'person.txt')), "the person's file in the app's folder");

    await c.result(P.MethodBeginAction, { targetId: String(wc.id) });
    await clickDownload(page, `${base}/agent`, 'agent.txt');
    const done = await download(c, (d) => d.filename === 'agent.txt' && d.state === P.DownloadCompleted);
    await c.result(P.MethodEndAction, { targetId: String(wc.id) });
    assert.equal(done.path, path.join(folder, 'agent.txt'));
    assert.ok(fs.existsSync(done.path));
    assert.ok(!fs.existsSync(path.join(appFolder, 'agent.txt')));
  } finally {
    host.standIn.session.removeListener('will-download', appHandler);
    await page.close();
    await c.close();
  }
});

/**
 * Opens a popup from the page, as a click on the page would.
 * @param {TestClient} page
 * @param {string} script
 */
async function fromPage(page, script) {
  await page.result('Runtime.evaluate', { expression: script, userGesture: true });
}

test("a download in a popup the agent's action opened is the agent's; the person's popups keep the app's behaviour", async () => {
  const wc = host.windows[0];
  const c = await TestClient.connect(host.bridge, P.PathControl);
  const page = await TestClient.connect(host.bridge, wc.id);
  const before = new Set(host.standIn.webContents.getAllWebContents());
  try {
    await c.result(P.MethodEnable);
    await c.result(P.MethodBeginAction, { targetId: String(wc.id) });
    // window.open of a file: the popup's webContents downloads it.
    await fromPage(page, `window.open(${JSON.stringify(`${base}/attach/popup.txt`)})`);
    const popup = await download(c, (d) => d.filename === 'popup.txt' && d.state === P.DownloadCompleted);
    assert.notEqual(popup.targetId, String(wc.id), 'the popup downloaded it');
    assert.equal(popup.path, path.join(folder, 'popup.txt'));
    assert.equal(fs.readFileSync(popup.path, 'utf8'), 'contents of /attach/popup.txt\n');
    // A noopener link: the popup cannot reach its opener, and is still the action's.
    await fromPage(page, `(() => { const a = document.createElement('a'); a.href = ${JSON.stringify(`${base}/attach/noopener.txt`)}; a.target = '_blank'; a.rel = 'noopener'; document.body.append(a); a.click(); a.remove(); })()`);
    const noopener = await download(c, (d) => d.filename === 'noopener.txt' && d.state === P.DownloadCompleted);
    assert.equal(noopener.path, path.join(folder, 'noopener.txt'));
    await c.result(P.MethodEndAction, { targetId: String(wc.id) });

    // The person's popup, long after the action: Electron would ask them.
    const shown = host.standIn.session.dialogsShown.length;
    await new Promise((resolve) => setTimeout(resolve, P.DownloadGraceMs + 100));
    await fromPage(page, `window.open(${JSON.stringify(`${base}/attach/person.txt`)})`);
    await eventually(() => host.standIn.session.dialogsShown.length > shown, 'the save dialog the person would see');
    assert.ok(!fs.existsSync(path.join(folder, 'person.txt')));
    assert.ok(!c.received.some((m) => m.method === P.EventDownloadUpdated && m.params.download.filename === 'person.txt'));
  } finally {
    await page.close();
    await c.close();
    for (const w of host.standIn.webContents.getAllWebContents()) {
      if (!before.has(w) && !w.isDestroyed()) await w.close();
    }
  }
});

test("a popup the app makes itself (setWindowOpenHandler's createWindow: no 'did-create-window'), noopener too, downloads for the agent's action", async () => {
  const wc = host.windows[0];
  /** @type {unknown[]} */
  const made = [];
  wc.setWindowOpenHandler(() => ({ action: 'allow', createWindow: (/** @type {{webContents: unknown}} */ options) => (made.push(options.webContents), options.webContents) }));
  /** @type {unknown[]} */
  const said = [];
  const onCreated = (/** @type {unknown} */ w) => said.push(w);
  wc.on('did-create-window', onCreated);
  const c = await TestClient.connect(host.bridge, P.PathControl);
  const page = await TestClient.connect(host.bridge, wc.id);
  const before = new Set(host.standIn.webContents.getAllWebContents());
  try {
    await c.result(P.MethodEnable);
    await c.result(P.MethodBeginAction, { targetId: String(wc.id) });
    await fromPage(page, `(() => { const a = document.createElement('a'); a.href = ${JSON.stringify(`${base}/attach/made.txt`)}; a.target = '_blank'; a.rel = 'noopener'; document.body.append(a); a.click(); a.remove(); })()`);
    const d = await download(c, (x) => x.filename === 'made.txt' && x.state === P.DownloadCompleted);
    assert.equal(d.path, path.join(folder, 'made.txt'));
    assert.equal(made.length, 1, "the app's createWindow made it");
    assert.deepEqual(said, [], "Electron says no 'did-create-window' then");
    await c.result(P.MethodEndAction, { targetId: String(wc.id) });
  } finally {
    wc.removeListener('did-create-window', onCreated);
    /** @type {any} */ (wc).windowOpenHandler = null;
    await page.close();
    await c.close();
    for (const w of host.standIn.webContents.getAllWebContents()) {
      if (!before.has(w) && !w.isDestroyed()) await w.close();
    }
  }
});

test("'will-download' without a webContents (Electron may give none) is the agent's while its action runs, else left to the app", () => {
  const { EventEmitter } = require('node:events');
  const { createDownloads } = require('../lib/downloads');
  const session = new EventEmitter();
  const wc = Object.assign(new EventEmitter(), { id: 7, session, isDestroyed: () => false });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'electron-mcp-test-nullwc-'));
  /** @type {any[]} */
  const updates = [];
  const log = { debug() {}, info() {}, warn() {}, error() {} };
  const d = createDownloads({ find: (id) => (id === '7' ? /** @type {any} */ (wc) : undefined), dir, onUpdate: (x) => updates.push(x), log: /** @type {any} */ (log) });
  const item = (/** @type {string} */ name) => {
    let savePath = '';
    return Object.assign(new EventEmitter(), {
      getURL: () => `http://x/${name}`,
      getFilename: () => name,
      getSavePath: () => savePath,
      setSavePath: (/** @type {string} */ p) => (savePath = p),
      getReceivedBytes: () => 0,
      getTotalBytes: () => 0,
      cancel() {},
    });
  };
  try {
    const owner = {};
    d.begin(owner, '7');
    const theirs = item('during.txt');
    session.emit('will-download', { defaultPrevented: false }, theirs, null);
    assert.equal(theirs.getSavePath(), path.join(fs.realpathSync(dir), 'during.txt'));
    assert.equal(updates.at(-1)?.targetId, '7');
    d.end(owner, '7');
    d.release(owner);
    /** @type {any} */ (d).stop();
    const persons = item('later.txt');
    d.begin(owner, '7');
    d.end(owner, '7');
    // Long after: no action counts any more.
    const realNow = Date.now;
    Date.now = () => realNow() + P.DownloadGraceMs + 1;
    try {
      session.emit('will-download', { defaultPrevented: false }, persons, null);
    } finally {
      Date.now = realNow;
    }
    assert.equal(persons.getSavePath(), '', "the app's");
  } finally {
    /** @type {any} */ (d).stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('nothing listens to the session once no client is left', async () => {
  const wc = host.windows[0];
  const before = host.standIn.session.listenerCount('will-download');
  const c = await TestClient.connect(host.bridge, P.PathControl);
  await c.result(P.MethodBeginAction, { targetId: String(wc.id) });
  assert.ok(host.standIn.session.listenerCount('will-download') > before);
  await c.close();
  await eventually(() => host.standIn.session.listenerCount('will-download') === before, 'the listeners to go');
});

/**
 * createDownloads on its own, with a session and items shaped like
 * Electron's: what the folder gets, without a browser.
 * @param {string | undefined} dir
 */
function fakeDownloads(dir) {
  const { EventEmitter } = require('node:events');
  const { createDownloads } = require('../lib/downloads');
  const { createLogger } = require('../lib/log');
  /** @type {string[]} */
  const logs = [];
  const session = new EventEmitter();
  const wc = Object.assign(new EventEmitter(), { id: 7, session, isDestroyed: () => false });
  const downloads = createDownloads({ find: (id) => (id === '7' ? /** @type {any} */ (wc) : undefined), dir, onUpdate: () => {}, log: createLogger((l, m) => logs.push(`${l}: ${m}`)) });
  const owner = {};
  downloads.begin(owner, '7');
  /**
   * Starts an agent's download of a file named `name`; returns the item.
   * @param {string} name
   */
  function start(name) {
    const item = Object.assign(new EventEmitter(), {
      savePath: '',
      received: 0,
      cancelled: false,
      getURL: () => 'http://127.0.0.1/x',
      getFilename: () => name,
      getSavePath: () => item.savePath,
      setSavePath: (/** @type {string} */ p) => (item.savePath = p),
      getReceivedBytes: () => item.received,
      getTotalBytes: () => 0,
      cancel: () => (item.cancelled = true),
    });
    session.emit('will-download', { defaultPrevented: false }, item, wc);
    return item;
  }
  /** As Electron does once the file is written. @param {ReturnType<typeof start>} item */
  function finish(item) {
    fs.writeFileSync(item.savePath, 'x');
    item.emit('done', {}, 'completed');
  }
  return { downloads, start, finish, logs, stop: () => downloads.stop() };
}

test('a downloads folder others may write into, or a link, is not used; a fresh one is', (t) => {
  if (process.platform === 'win32') return t.skip('Unix modes');
  const open = fs.mkdtempSync(path.join(os.tmpdir(), 'electron-mcp-test-open-'));
  fs.chmodSync(open, 0o777);
  const link = `${open}-link`;
  fs.symlinkSync(folder, link);
  try {
    /** @type {[string, RegExp][]} */
    const cases = [[open, /its mode 777 lets other users write into it/], [link, /it is a symbolic link/]];
    for (const [dir, why] of cases) {
      const f = fakeDownloads(dir);
      const item = f.start('report.txt');
      assert.ok(item.savePath && !item.savePath.startsWith(dir) && !item.savePath.startsWith(folder), item.savePath);
      assert.equal(fs.statSync(path.dirname(item.savePath)).mode & 0o777, 0o700);
      assert.ok(f.logs.some((l) => why.test(l)), f.logs.join('\n'));
      f.stop();
      fs.rmSync(path.dirname(item.savePath), { recursive: true, force: true });
    }
  } finally {
    fs.rmSync(open, { recursive: true, force: true });
    fs.rmSync(link, { force: true });
  }
});

test('download names fit 255 bytes, whole characters and extension kept; the folder keeps no more files than the list, nor bytes past the bound', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'electron-mcp-test-names-'));
  const f = fakeDownloads(dir);
  try {
    // 200 CJK characters are 600 bytes.
    const a = f.start(`${'報'.repeat(200)}.pdf`);
    const b = f.start(`${'報'.repeat(200)}.pdf`);
    for (const item of [a, b]) {
      const name = path.basename(item.savePath);
      assert.ok(Buffer.byteLength(name) <= 255, `${Buffer.byteLength(name)} bytes`);
      assert.ok(name.endsWith('.pdf') && !name.includes('\uFFFD'), name);
    }
    assert.match(path.basename(b.savePath), / \(1\)\.pdf$/);
    f.finish(a);
    f.finish(b);
    const first = a.savePath;
    for (let i = 0; i < P.MaxDownloads; i++) f.finish(f.start(`f${i}.txt`));
    assert.equal(fs.existsSync(first), false, 'the file of a download no longer listed stayed');
    assert.equal(fs.readdirSync(dir).length, P.MaxDownloads);
    assert.equal(f.downloads.list().length, P.MaxDownloads);
    // One that would pass MaxDownloadBytes is cancelled.
    const big = f.start('big.bin');
    big.received = P.MaxDownloadBytes + 1;
    big.emit('updated', {}, 'progressing');
    assert.equal(big.cancelled, true);
    assert.ok(f.logs.some((l) => /would pass \d+ bytes together/.test(l)));
  } finally {
    f.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
