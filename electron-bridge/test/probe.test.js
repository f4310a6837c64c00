// @ts-check
'use strict';

// The adversarial probe: a client of one window sends every method of the
// browser- and session-wide domains (every CDP command the policy does not
// confine to the webContents as a whole domain), with parameters aimed at
// another window and at the disk, on its root session and on the session of
// its own out-of-process iframe, and with no parameters. Afterwards nothing
// may have been written outside the app, no permission changed, no data of
// the other window's origin cleared, and no answer may hold anything of the
// other window.

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
/** @type {http.Server[]} */
const servers = [];
const secret = `s${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'electron-mcp-probe-downloads-'));
let portA = 0;
let portB = 0;

/**
 * @param {string} address
 * @param {http.RequestListener} handler
 */
async function serve(address, handler) {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise((resolve) => server.listen(0, address, () => resolve(undefined)));
  return /** @type {import('node:net').AddressInfo} */ (server.address()).port;
}

before(async () => {
  // Window A (the client's) on 127.0.0.1 with an out-of-process iframe on
  // localhost; window B, the other one, on 127.0.0.2 (another site, so its
  // cookies are not A's).
  portA = await serve('127.0.0.1', (req, res) => {
    if (req.url === '/file') {
      res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Disposition': 'attachment; filename="probe.bin"' });
      res.end('payload');
      return;
    }
    res.setHeader('Content-Type', 'text/html');
    if (req.url === '/a') res.end(`<title>A</title><iframe src="http://localhost:${portA}/frame"></iframe>`);
    else res.end('<title>frame</title>frame');
  });
  portB = await serve('127.0.0.2', (req, res) => {
    res.setHeader('Content-Type', 'text/html');
    res.setHeader('Set-Cookie', `hsecret=${secret}; HttpOnly; Path=/`);
    res.end('<title>B</title>the other window');
  });
  host = await startHost({ urls: [`http://127.0.0.1:${portA}/a`, `http://127.0.0.2:${portB}/b`] });
});

after(async () => {
  await host?.close();
  for (const s of servers) await closeServer(s);
  fs.rmSync(downloads, { recursive: true, force: true });
  assertNoUnhandledRejections();
});

/**
 * Evaluates in a window through the stand-in's own session, not the bridge.
 * @param {import('../testing/standin').StandInWebContents} wc
 * @param {string} expression
 */
async function inPage(wc, expression) {
  const r = await host.standIn.chromium.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, wc.control).catch((err) => {
    throw new Error(`in window ${wc.id}: ${err.message}: ${expression.slice(0, 60)}`);
  });
  if (r.exceptionDetails) throw new Error(`${expression}: ${JSON.stringify(r.exceptionDetails)}`);
  return r.result.value;
}

/** What of window B (cookies, storage) and of both (permissions) the probe must leave alone. */
async function state() {
  const [a, b] = host.windows;
  const { cookies } = await host.standIn.chromium.send('Storage.getCookies', {});
  const permissions = `Promise.all(['geolocation', 'notifications', 'camera', 'clipboard-read'].map((name) => navigator.permissions.query({ name }).then((s) => name + ':' + s.state)))`;
  return {
    cookiesOfB: cookies
      .filter((/** @type {any} */ c) => c.domain === '127.0.0.2')
      .map((/** @type {any} */ c) => `${c.name}=${c.value}`)
      .sort(),
    storageOfB: await inPage(
      b,
      `(async () => [localStorage.getItem('secret'), sessionStorage.getItem('secret'), (await indexedDB.databases()).map((d) => d.name).join(), (await caches.keys()).join()])()`,
    ),
    permissionsOfA: await inPage(a, permissions),
    permissionsOfB: await inPage(b, permissions),
    windows: host.standIn.webContents.getAllWebContents().map((wc) => wc.id),
  };
}

/** @param {string} line */
const isMethod = (line) => line !== '' && !line.startsWith('#');

test('no method of the browser- or session-wide domains reaches past the client\'s window', { timeout: 120_000 }, async () => {
  const [a, b] = host.windows;
  await inPage(
    b,
    `(async () => {
      document.cookie = 'secret=${secret}; path=/';
      localStorage.setItem('secret', '${secret}');
      sessionStorage.setItem('secret', '${secret}');
      await new Promise((resolve, reject) => { const r = indexedDB.open('db-${secret}'); r.onsuccess = () => { r.result.close(); resolve(); }; r.onerror = reject; });
      await caches.open('cache-${secret}');
    })()`,
  );
  // Downloads are refused unless someone changes that; events say what happened to each.
  await host.standIn.chromium.send('Browser.setDownloadBehavior', { behavior: 'deny', eventsEnabled: true });
  const before = await state();
  assert.deepEqual(before.cookiesOfB, [`hsecret=${secret}`, `secret=${secret}`]);
  assert.deepEqual(before.storageOfB, [secret, secret, `db-${secret}`, `cache-${secret}`]);

  const c = await TestClient.connect(host.bridge, a.id);
  await c.result('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: true });
  const frame = await c.next((m) => m.method === 'Target.attachedToTarget' && m.params.targetInfo.type === 'iframe', 'the iframe');
  const child = frame.params.sessionId;

  const originB = `http://127.0.0.2:${portB}`;
  const keyB = `${originB}/`;
  /** Aimed at window B, its origin and the disk. */
  const evil = {
    targetId: b.targetId,
    sessionId: 'NOT-A-SESSION-OF-A',
    origin: originB,
    securityOrigin: originB,
    ownerOrigin: originB,
    storageKey: keyB,
    storageTypes: 'all',
    storageBucket: { storageKey: keyB, name: 'default' },
    bucket: { storageKey: keyB, name: 'default' },
    bucketFileSystemLocator: { storageKey: keyB, pathComponents: [] },
    storageId: { securityOrigin: originB, storageKey: keyB, isLocalStorage: true },
    databaseName: `db-${secret}`,
    objectStoreName: 'store',
    cacheId: `${keyB}|cache-${secret}`,
    cacheName: `cache-${secret}`,
    requestURL: `${originB}/b`,
    url: `${originB}/b`,
    urls: [`${originB}/b`],
    name: 'secret',
    key: 'secret',
    value: 'overwritten',
    domain: '127.0.0.2',
    cookies: [{ name: 'secret', value: 'overwritten', domain: '127.0.0.2', path: '/' }],
    behavior: 'allow',
    downloadPath: downloads,
    eventsEnabled: true,
    permissions: ['geolocation', 'notifications', 'camera', 'clipboardReadWrite'],
    permission: { name: 'geolocation' },
    setting: 'granted',
    port: 0,
    scopeURL: `${originB}/`,
    registrationId: '1',
    versionId: '1',
    service: 'backgroundFetch',
    categories: '*',
    frameId: b.targetId,
    windowId: 1,
    bounds: { left: 0, top: 0, width: 10, height: 10 },
    path: downloads,
  };

  const methods = fs
    .readFileSync(path.join(__dirname, '..', '..', 'proto', 'testdata', 'cdp-methods.txt'), 'utf8')
    .split('\n')
    .filter(isMethod);
  const confinedDomains = new Set(P.Policy.confinedDomains);
  // Leak detection is confined to the renderer but keeps it busy for tens of seconds.
  const slow = new Set(['Memory.prepareForLeakDetection', 'Memory.getDOMCountersForLeakDetection']);
  const probed = methods.filter(
    (m) => !slow.has(m) && (!confinedDomains.has(m.split('.')[0]) || m in P.Policy.guarded || m in P.Policy.blocked),
  );
  assert.ok(probed.length > 150, `only ${probed.length} methods to probe`);

  const secrets = [secret, b.targetId, '127.0.0.2'];
  /** @type {string[]} */
  const reached = [];
  let relayed = 0;
  for (const method of probed) {
    for (const [params, sessionId] of /** @type {[object, string | undefined][]} */ ([[evil, undefined], [evil, child], [{}, undefined]])) {
      const answer = await c.call(method, params, sessionId);
      if (answer.error) continue;
      relayed++;
      const text = JSON.stringify(answer.result);
      const leak = secrets.find((s) => text.includes(s));
      if (leak) reached.push(`${method}${sessionId ? ' (frame session)' : ''} ${params === evil ? 'aimed at B' : 'with {}'}: its answer holds ${JSON.stringify(leak)}`);
    }
  }
  assert.deepEqual(reached, [], 'answers that read the other window');
  assert.ok(relayed > 0, 'the confined methods of these domains are still relayed');

  // A download after all that is still refused: nothing lands in the directory a client named.
  const progress = new Promise((resolve) => {
    /** @param {string} method @param {any} params */
    const onEvent = (method, params) => {
      if (method === 'Browser.downloadProgress' && params.state !== 'inProgress') {
        host.standIn.chromium.removeListener('event', onEvent);
        resolve(params.state);
      }
    };
    host.standIn.chromium.on('event', onEvent);
  });
  await inPage(a, `(() => { const l = document.createElement('a'); l.href = '/file'; l.download = 'probe.bin'; document.body.append(l); l.click(); })()`);
  assert.equal(await progress, 'canceled');
  assert.deepEqual(fs.readdirSync(downloads), [], 'nothing written where a client said');

  assert.deepEqual(await state(), before, 'the other window\'s data, the permissions and the windows are as they were');
  assert.equal(a.isCrashed(), false);
  assert.equal((await c.result('Runtime.evaluate', { expression: 'document.title', returnByValue: true })).result.value, 'A');
  await c.close();
  await eventually(() => !a.dbg.isAttached(), 'the debugger to detach');
});
