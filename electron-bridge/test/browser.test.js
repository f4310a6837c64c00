// @ts-check
'use strict';

// The browser endpoint with the real clients users run (playwright-core's
// connectOverCDP, puppeteer-core's connect), scripts written as their users
// write them, and its Target domain frame by frame: only exposed webContents,
// sessions through the relays, refusals, and nothing left behind.

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const http = require('node:http');
const { chromium } = require('playwright-core');
const puppeteer = require('puppeteer-core');
const P = require('../protocol');
const { defaultFilter } = require('..');
const { startHost, get, list, TestClient, Refused, eventually, closeServer, assertNoUnhandledRejections, assertTokenKept } = require('../testing/harness');

/** @type {import('../testing/harness').Host} */
let host;
/** Serves /main (a cross-site iframe) and /frame. */
let pages = http.createServer();
let pagesPort = 0;

const form =
  'data:text/html,<title>form</title><button onclick="document.title=`clicked`">Go</button><input id=name><p id=out></p>';
const guestPage = 'data:text/html,<title>guest</title><p>in the guest</p>';
const hiddenPage = 'data:text/html,<title>hidden</title>not exposed';

before(async () => {
  pages = http.createServer((req, res) => {
    res.setHeader('Content-Type', 'text/html');
    if (req.url === '/main') res.end(`<title>main</title><iframe src="http://localhost:${pagesPort}/frame"></iframe>`);
    else res.end('<title>frame</title><p id=f>in the frame</p>');
  });
  await new Promise((resolve) => pages.listen(0, '127.0.0.1', () => resolve(undefined)));
  pagesPort = /** @type {import('node:net').AddressInfo} */ (pages.address()).port;
  host = await startHost({
    urls: [form, hiddenPage],
    webviews: [guestPage],
    // The app exposes all but the hidden window.
    bridge: { filter: (wc) => defaultFilter(wc) && !wc.getURL().includes('hidden') },
  });
});

after(async () => {
  await host?.close();
  await closeServer(pages);
  if (host) assertTokenKept(host, { anySilence: true });
  assertNoUnhandledRejections();
});

const auth = () => ({ Authorization: `Bearer ${host.bridge.token}` });

/** Every debugger of the stand-in is detached: the app is as it was. */
async function nothingAttached() {
  await eventually(
    () => host.standIn.webContents.getAllWebContents().every((wc) => !wc.isDestroyed() && !wc.dbg.isAttached()),
    'every debugger detached',
  );
}

/** The browser endpoint's URL, from /json/version. */
async function browserURL() {
  const { status, body } = await get(host.bridge, '/json/version');
  assert.equal(status, 200, body);
  return JSON.parse(body).webSocketDebuggerUrl;
}

test('/json/version gives the browser endpoint; trailing slashes and /json answer as in Chrome', async () => {
  const url = await browserURL();
  assert.match(url, new RegExp(`^ws://127\\.0\\.0\\.1:${host.bridge.port}/devtools/browser/[0-9a-f-]{36}$`));
  const slash = await get(host.bridge, '/json/version/');
  assert.equal(slash.status, 200);
  assert.equal(JSON.parse(slash.body).webSocketDebuggerUrl, url);
  const ids = (await list(host.bridge)).map((t) => t.id);
  for (const path of ['/json', '/json/', '/json/list/']) {
    const r = await get(host.bridge, path);
    assert.equal(r.status, 200, path);
    assert.deepEqual(JSON.parse(r.body).map((/** @type {any} */ t) => t.id), ids, path);
  }
  assert.equal((await get(host.bridge, '/json/versions')).status, 404);
});

test('the browser endpoint passes the same gate: token, Host, Origin, its own id', async () => {
  const path = new URL(await browserURL()).pathname;
  for (const [o, status] of /** @type {const} */ ([
    [{ auth: 'none' }, 401],
    [{ auth: 'wrong' }, 401],
    [{ host: 'evil.example:80' }, 403],
    [{ origin: 'https://evil.example' }, 403],
  ])) {
    await assert.rejects(TestClient.connect(host.bridge, path, o), (err) => err instanceof Refused && err.status === status, JSON.stringify(o));
  }
  await assert.rejects(
    TestClient.connect(host.bridge, `${P.PathBrowser}00000000-0000-0000-0000-000000000000`),
    (err) => err instanceof Refused && err.status === 404,
  );
  await nothingAttached();
});

test('Playwright: connectOverCDP drives a window and a <webview>, sees a new window, and leaves the app as it was', async () => {
  const [win] = host.windows;
  const [guest] = host.webviews;
  const before = host.standIn.webContents.getAllWebContents().map((wc) => [wc.id, wc.getURL()]);

  const browser = await chromium.connectOverCDP(host.bridge.url, { headers: { Authorization: `Bearer ${host.bridge.token}` } });
  try {
    assert.equal(browser.contexts().length, 1, 'the app\'s own context, no new one');
    const context = browser.contexts()[0];
    // connectOverCDP returns once each page initialised: its
    // Page.setFontFamilies is answered (not applied), so none failed
    // partway and each has its frame tree.
    assert.ok(
      host.logs.some((line) => line.includes('Page.setFontFamilies answered, not applied')),
      "Playwright's page setup sent Page.setFontFamilies and had it answered",
    );
    const urls = context.pages().map((p) => p.url());
    assert.deepEqual(urls, [form, guestPage], 'the window and the guest, never the hidden window');

    const page = context.pages()[0];
    assert.equal(await page.title(), 'form');
    await page.fill('#name', 'Ada');
    await page.click('button');
    assert.equal(await page.title(), 'clicked');
    assert.equal(await page.evaluate(() => /** @type {HTMLInputElement} */ (document.getElementById('name')).value), 'Ada');
    assert.equal(win.dbg.isAttached(), true, 'through the relay\'s one attach');
    const png = await page.screenshot();
    assert.deepEqual([...png.subarray(1, 4)], [...Buffer.from('PNG')]);

    const guestTab = context.pages()[1];
    assert.equal(await guestTab.title(), 'guest');
    assert.equal(await guestTab.locator('p').textContent(), 'in the guest');

    // A window the app opens while connected shows up; closing it closes the page.
    const opened = context.waitForEvent('page');
    const second = await host.standIn.createWindow('data:text/html,<title>second</title>second');
    const newPage = await opened;
    await eventually(async () => (await newPage.title()) === 'second', 'the new page titled');
    const closed = new Promise((resolve) => newPage.once('close', resolve));
    await host.standIn.destroy(second);
    await closed;

    // A cross-site iframe is an OOPIF: its child session is routed back.
    await page.goto(`http://127.0.0.1:${pagesPort}/main`);
    const frame = page.frameLocator('iframe');
    assert.equal(await frame.locator('#f').textContent(), 'in the frame');

    // Out of scope: new pages and contexts are refused with a clear reason.
    await assert.rejects(context.newPage(), /Target\.createTarget is blocked by electron-mcp-bridge/);
    await assert.rejects(browser.newContext(), /Target\.createBrowserContext is blocked by electron-mcp-bridge/);
    assert.equal(host.standIn.webContents.getAllWebContents().length, before.length, 'nothing was opened');
    await page.goto(form);

    // page.close() ends the page for Playwright, not the app's window.
    const gone = new Promise((resolve) => page.once('close', resolve));
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const hung = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error('page.close() hung')), 10_000);
    });
    try {
      await Promise.race([page.close().then(() => gone), hung]);
    } finally {
      clearTimeout(timer);
    }
    assert.equal(win.isDestroyed(), false, 'the app closed its window');
  } finally {
    await browser.close();
  }
  await nothingAttached();
  assert.deepEqual(host.standIn.webContents.getAllWebContents().map((wc) => [wc.id, wc.getURL()]), before);
  assert.equal(guest.isDestroyed(), false);
});

test('Playwright: refused without the token', async () => {
  await assert.rejects(chromium.connectOverCDP(host.bridge.url, { timeout: 10_000 }), /401/);
  await assert.rejects(
    chromium.connectOverCDP(await browserURL(), { timeout: 10_000, headers: { Authorization: 'Bearer not-the-token-at-all' } }),
    /401/,
  );
  await nothingAttached();
});

test('Puppeteer: connect drives a window and a <webview>, sees a new window, and detaches on disconnect', async () => {
  const before = host.standIn.webContents.getAllWebContents().map((wc) => [wc.id, wc.getURL()]);
  const { webSocketDebuggerUrl } = await (await fetch(`${host.bridge.url}/json/version`, { headers: auth() })).json();

  const browser = await puppeteer.connect({
    browserWSEndpoint: webSocketDebuggerUrl,
    headers: { Authorization: `Bearer ${host.bridge.token}` },
    defaultViewport: null,
  });
  try {
    const all = await browser.pages();
    assert.deepEqual(all.map((p) => p.url()), [form, guestPage]);
    const [page, guestTab] = all;
    assert.equal(await page.title(), 'form');
    await page.type('#name', 'Grace');
    await page.click('button');
    assert.equal(await page.title(), 'clicked');
    assert.equal(await page.evaluate(() => /** @type {HTMLInputElement} */ (document.getElementById('name')).value), 'Grace');
    const png = await page.screenshot();
    assert.deepEqual([...png.subarray(1, 4)], [...Buffer.from('PNG')]);
    assert.equal(await guestTab.title(), 'guest');
    assert.equal(await guestTab.$eval('p', (p) => p.textContent), 'in the guest');

    const appeared = browser.waitForTarget((t) => t.type() === 'page' && t.url().includes('third'), { timeout: 10_000 });
    const third = await host.standIn.createWindow('data:text/html,<title>third</title>third');
    const thirdPage = await (await appeared).page();
    assert.ok(thirdPage);
    assert.equal(await thirdPage.title(), 'third');
    const gone = new Promise((resolve) => browser.once('targetdestroyed', resolve));
    await host.standIn.destroy(third);
    await gone;

    await assert.rejects(browser.newPage(), /Target\.createTarget is blocked by electron-mcp-bridge/);
    await assert.rejects(browser.createBrowserContext(), /Target\.createBrowserContext is blocked by electron-mcp-bridge/);
    await assert.rejects(page.close(), /Target\.closeTarget is blocked by electron-mcp-bridge/);
  } finally {
    await browser.disconnect();
  }
  await nothingAttached();
  assert.deepEqual(host.standIn.webContents.getAllWebContents().map((wc) => [wc.id, wc.getURL()]), before);
});

test('Puppeteer: refused without the token', async () => {
  // Puppeteer rejects with the socket's ErrorEvent, whose message has the status.
  await assert.rejects(puppeteer.connect({ browserWSEndpoint: await browserURL() }), (/** @type {any} */ err) => /401/.test(err.message));
  await assert.rejects(
    puppeteer.connect({ browserWSEndpoint: await browserURL(), headers: { Authorization: 'Bearer not-the-token-at-all' } }),
    (/** @type {any} */ err) => /401/.test(err.message),
  );
  await nothingAttached();
});

test('Target domain: only exposed webContents, Chrome\'s target ids, flat sessions, events as they come and go', async () => {
  const c = await TestClient.connect(host.bridge, new URL(await browserURL()).pathname);
  try {
    const version = await c.result('Browser.getVersion');
    assert.match(version.product, /^Chrome\/\d+\./);
    assert.equal(version.protocolVersion, '1.3');

    const { targetInfos } = await c.result('Target.getTargets');
    assert.deepEqual(targetInfos.map((/** @type {any} */ t) => [t.type, t.url]), [['page', form], ['page', guestPage]]);
    const all = (await c.result('Target.getTargets', { filter: [{}] })).targetInfos;
    assert.deepEqual(all.map((/** @type {any} */ t) => t.type), ['browser', 'tab', 'page', 'tab', 'page']);

    // The page's targetId is its main frame's id, as in Chrome.
    const pageId = targetInfos[0].targetId;
    const { sessionId } = await c.result('Target.attachToTarget', { targetId: pageId, flatten: true });
    const attached = await c.event('Target.attachedToTarget');
    assert.equal(attached.params.sessionId, sessionId);
    assert.equal(attached.params.targetInfo.targetId, pageId);
    const tree = await c.result('Page.getFrameTree', {}, sessionId);
    assert.equal(tree.frameTree.frame.id, pageId);
    // Answers keep the client's own id and its session.
    c.sendRaw({ id: 7, method: 'Runtime.evaluate', params: { expression: '6*7' }, sessionId });
    const seven = await c.next((m) => m.id === 7, 'answer 7');
    assert.deepEqual([seven.sessionId, seven.result.result.value], [sessionId, 42]);
    // Page-level blocked methods stay blocked on a session.
    const crash = await c.call('Page.crash', {}, sessionId);
    assert.equal(crash.error.code, P.CodeBlocked);

    // Discovery: a new window comes, changes and goes.
    await c.result('Target.setDiscoverTargets', { discover: true });
    const created = [await c.event('Target.targetCreated'), await c.event('Target.targetCreated')];
    assert.deepEqual(created.map((e) => e.params.targetInfo.url).sort(), [form, guestPage].sort());
    const w = await host.standIn.createWindow('data:text/html,<title>fourth</title>fourth');
    // Created as it opens (about:blank), then changed as it loads.
    const loaded = await c.next((m) => m.method === 'Target.targetInfoChanged' && m.params.targetInfo.url.includes('fourth'), 'fourth loaded');
    const fourthId = loaded.params.targetInfo.targetId;
    await c.next((m) => m.method === 'Target.targetCreated' && m.params.targetInfo.targetId === fourthId, 'fourth created');
    await w.loadURL('data:text/html,<title>renamed</title>renamed');
    await c.next((m) => m.method === 'Target.targetInfoChanged' && m.params.targetInfo.targetId === fourthId && m.params.targetInfo.title === 'renamed', 'fourth renamed');
    const s4 = (await c.result('Target.attachToTarget', { targetId: fourthId, flatten: true })).sessionId;
    await host.standIn.destroy(w);
    const detached = await c.next((m) => m.method === 'Target.detachedFromTarget' && m.params.sessionId === s4, 'its session detached');
    assert.equal(detached.params.targetId, fourthId);
    await c.next((m) => m.method === 'Target.targetDestroyed' && m.params.targetId === fourthId, 'fourth destroyed');

    // Detaching a session frees the webContents for the others.
    await c.result('Target.detachFromTarget', { sessionId });
    await c.next((m) => m.method === 'Target.detachedFromTarget' && m.params.sessionId === sessionId, 'detached');
    const stale = await c.call('Runtime.evaluate', { expression: '1' }, sessionId);
    assert.equal(stale.error.code, P.CodeSessionNotFound);
    assert.equal(stale.sessionId, undefined);
  } finally {
    await c.close();
  }
  await nothingAttached();
});

test('Target domain: what would create, close or reach beyond the exposed webContents is refused', async () => {
  const c = await TestClient.connect(host.bridge, new URL(await browserURL()).pathname);
  try {
    // The hidden window's real id, from Chromium itself.
    const { targetInfo } = await host.standIn.chromium.send('Target.getTargetInfo', { targetId: host.windows[1].targetId });

    const cases = /** @type {const} */ ([
      ['Target.attachToTarget', { targetId: targetInfo.targetId, flatten: true }, P.CodeInvalidParams, /No target with given id found/],
      ['Target.getTargetInfo', { targetId: targetInfo.targetId }, P.CodeInvalidParams, /No target with given id found/],
      // The reach policy's reasons (lib/policy.js), with what to do instead.
      ['Target.createTarget', { url: 'about:blank' }, P.CodeBlocked, new RegExp(`^Target\\.createTarget is blocked by electron-mcp-bridge: ${P.Policy.blocked['Target.createTarget'].replace(/[()"]/g, '.')}: the bridge exposes the app's own windows`)],
      ['Target.closeTarget', { targetId: 'x' }, P.CodeBlocked, /blocked by electron-mcp-bridge: it closes a window of the app: detach/],
      ['Target.createBrowserContext', {}, P.CodeBlocked, /blocked/],
      ['Target.disposeBrowserContext', { browserContextId: 'x' }, P.CodeBlocked, /blocked/],
      ['Target.attachToBrowserTarget', {}, P.CodeBlocked, /it attaches to the browser.*attach to a page from Target.getTargets/],
      ['Target.activateTarget', { targetId: 'x' }, P.CodeBlocked, /targetId "x" is not this webContents.*Page.bringToFront/],
      ['Browser.close', {}, P.CodeBlocked, /it quits the app: close the connection instead/],
      ['Browser.crash', {}, P.CodeBlocked, /blocked/],
      ['Browser.grantPermissions', { permissions: ['geolocation'] }, P.CodeBlocked, /it grants permissions to any origin/],
      ['Storage.clearDataForOrigin', { origin: 'https://elsewhere.example', storageTypes: 'all' }, P.CodeBlocked, /blocked by electron-mcp-bridge: it clears any origin's data/],
      ['Storage.getUsageAndQuota', { origin: 'https://elsewhere.example' }, P.CodeBlocked, /refused by electron-mcp-bridge: origin "https:\/\/elsewhere.example" is not of an origin/],
      ['Target.attachToTarget', { targetId: 'nope', flatten: false }, P.CodeInvalidParams, /flatten: true/],
      ['Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false }, P.CodeInvalidParams, /flatten: true/],
      ['Target.setDiscoverTargets', { discover: 'yes' }, P.CodeInvalidParams, /discover must be a boolean/],
      ['Target.getTargets', { filter: 'page' }, P.CodeInvalidParams, /filter must be a list/],
      ['Network.clearBrowserCookies', {}, P.CodeBlocked, /blocked by electron-mcp-bridge: it deletes every cookie/],
      ['Page.navigate', { url: 'about:blank' }, P.CodeMethodNotFound, /send page commands with a page's sessionId/],
    ]);
    for (const [method, params, code, message] of cases) {
      const answer = await c.call(method, params);
      assert.equal(answer.error?.code, code, `${method}: ${JSON.stringify(answer)}`);
      assert.match(answer.error.message, message, method);
    }
    const browserId = (await c.result('Target.getTargetInfo')).targetInfo.targetId;
    const self = await c.call('Target.attachToTarget', { targetId: browserId, flatten: true });
    assert.equal(self.error.code, P.CodeBlocked);
    const nosuch = await c.call('Runtime.evaluate', { expression: '1' }, 'NOSUCHSESSION');
    assert.equal(nosuch.error.code, P.CodeSessionNotFound);
  } finally {
    await c.close();
  }
  assert.equal(host.standIn.closed, false, 'the app is still running');
  await nothingAttached();
});

test('a Playwright-style connect attaches no webContents until one of its pages is used; the app may debug one no client uses', async () => {
  const [win] = host.windows;
  const [guest] = host.webviews;
  const c = await TestClient.connect(host.bridge, new URL(await browserURL()).pathname);
  try {
    // What connectOverCDP and Puppeteer's connect send first.
    await c.result('Browser.getVersion');
    await c.result('Target.setDiscoverTargets', { discover: true });
    const { targetInfos } = await c.result('Target.getTargets');
    await c.result('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true });
    const sessions = [(await c.event('Target.attachedToTarget')).params, (await c.event('Target.attachedToTarget')).params];
    assert.deepEqual(targetInfos.map((/** @type {any} */ t) => t.attached), [false, false]);
    assert.deepEqual([win.dbg.isAttached(), guest.dbg.isAttached()], [false, false], 'listing and auto-attaching attach nothing');

    // The app debugs its webview itself, which no client uses.
    guest.debugger.attach('1.3');
    const own = await guest.debugger.sendCommand('Runtime.evaluate', { expression: '2+2', returnByValue: true });
    assert.equal(own.result.value, 4);

    const bySession = (/** @type {string} */ url) => sessions.find((p) => p.targetInfo.url === url).sessionId;
    const used = await c.result('Runtime.evaluate', { expression: 'document.querySelector("button").textContent', returnByValue: true }, bySession(form));
    assert.equal(used.result.value, 'Go');
    assert.equal(win.dbg.isAttached(), true, 'attached once used');
    // The webview's page, held by the app: a clear error, and its session ends.
    const refused = await c.call('Runtime.evaluate', { expression: '1' }, bySession(guestPage));
    assert.equal(refused.error?.code, P.CodeServerError, JSON.stringify(refused));
    assert.match(refused.error.message, /the app holds this webContents' debugger/);
    await c.next((m) => m.method === 'Target.detachedFromTarget' && m.params.sessionId === bySession(guestPage), 'its session ended');
    assert.equal((await guest.debugger.sendCommand('Runtime.evaluate', { expression: '3', returnByValue: true })).result.value, 3, "the app's attach is untouched");
  } finally {
    await c.close();
    guest.debugger.detach();
  }
  await nothingAttached();
});

for (const older of [false, true]) {
  test(`a window that never navigated costs Target.getTargets nothing${older ? ' (Electron before 41: left out until it loads)' : ''}`, async () => {
    const h = await startHost({ urls: [form], standIn: older ? { missing: ['getOrCreateDevToolsTargetId'] } : {} });
    try {
      const blank = await h.standIn.createWindow();
      assert.equal(blank.getURL(), '');
      const { body } = await get(h.bridge, '/json/version');
      const c = await TestClient.connect(h.bridge, new URL(JSON.parse(body).webSocketDebuggerUrl).pathname);
      try {
        await c.result('Target.setDiscoverTargets', { discover: true });
        for (let i = 0; i < 3; i++) {
          const started = Date.now();
          const { targetInfos } = await c.result('Target.getTargets');
          // A bound that tells an answer from the 10 s wait for a load.
          assert.ok(Date.now() - started < 2000, `Target.getTargets took ${Date.now() - started} ms`);
          assert.deepEqual(targetInfos.map((/** @type {any} */ t) => t.url), older ? [form] : [form, '']);
        }
        if (older) {
          await blank.loadURL('data:text/html,<title>late</title>late');
          await c.next((m) => m.method === 'Target.targetCreated' && m.params.targetInfo.url.includes('late'), 'the window announced once loaded');
        } else {
          // Attached and driven before it loads: navigating is answered without a renderer.
          const blankId = (await c.result('Target.getTargets')).targetInfos[1].targetId;
          assert.equal(blankId, blank.targetId);
          const { sessionId } = await c.result('Target.attachToTarget', { targetId: blankId, flatten: true });
          const started = Date.now();
          await c.result('Page.navigate', { url: 'data:text/html,<title>driven</title>driven' }, sessionId);
          assert.ok(Date.now() - started < 2000, `Page.navigate took ${Date.now() - started} ms`);
          await eventually(async () => {
            const title = await c.result('Runtime.evaluate', { expression: 'document.title', returnByValue: true }, sessionId);
            return title.result.value === 'driven';
          }, 'the page it was driven to');
        }
      } finally {
        await c.close();
      }
    } finally {
      await h.close();
    }
  });
}

test('browser clients and page clients share one attach', async () => {
  const [win] = host.windows;
  const pageClient = await TestClient.connect(host.bridge, win.id);
  const b = await TestClient.connect(host.bridge, new URL(await browserURL()).pathname);
  await b.result('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true });
  const sessions = [];
  for (let i = 0; i < 2; i++) sessions.push((await b.event('Target.attachedToTarget')).params.sessionId);
  assert.equal(sessions.length, 2);
  // Both speak to the same page: the browser client's change is seen by the page client.
  const s = (await b.result('Target.getTargets')).targetInfos[0];
  const [sid] = sessions;
  await b.result('Runtime.evaluate', { expression: 'window.shared = 5' }, sid);
  const seen = await pageClient.result('Runtime.evaluate', { expression: 'window.shared', returnByValue: true });
  assert.equal(seen.result.value, 5);
  assert.equal(s.attached, true);
  await b.close();
  // The page client keeps its attach.
  assert.equal(win.dbg.isAttached(), true);
  await pageClient.close();
  await nothingAttached();
});

test('the token stays out of the logs and of what the browser endpoint sends, wherever a request carries it', async () => {
  const { bridge } = host;
  const path = new URL(await browserURL()).pathname;
  const token = bridge.token;
  await assert.rejects(TestClient.connect(bridge, `${path}?token=${token}`, { auth: 'none' }), (err) => err instanceof Refused && err.status === 401);
  await assert.rejects(TestClient.connect(bridge, `/devtools/browser/${token}`), (err) => err instanceof Refused && err.status === 404);
  const c = await TestClient.connect(bridge, path);
  assert.equal((await c.call('Target.attachToTarget', { targetId: token, flatten: true })).error?.code, P.CodeInvalidParams);
  assert.equal((await c.call('Target.createTarget', { url: `about:blank#${token}` })).error?.code, P.CodeBlocked);
  await c.close();
  await eventually(() => host.logs.some((line) => line.includes('left')), 'the client logged as gone');
  assertTokenKept(host);
});
