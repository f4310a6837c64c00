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
const { startHost, TestClient, eventually, assertNoUnhandledRejections } = require('../testing/harness');

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
  await new Promise((resolve) => files.close(() => resolve(undefined)));
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

test('nothing listens to the session once no client is left', async () => {
  const wc = host.windows[0];
  const before = host.standIn.session.listenerCount('will-download');
  const c = await TestClient.connect(host.bridge, P.PathControl);
  await c.result(P.MethodBeginAction, { targetId: String(wc.id) });
  assert.ok(host.standIn.session.listenerCount('will-download') > before);
  await c.close();
  await eventually(() => host.standIn.session.listenerCount('will-download') === before, 'the listeners to go');
});
