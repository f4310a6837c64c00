// @ts-check
'use strict';

// The stand-in must behave like Electron (the design's Electron reference), or
// the bridge tests prove nothing.

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const { createStandIn, Chromium } = require('../testing');
const { eventually, assertNoUnhandledRejections } = require('../testing/harness');

/** @type {import('../testing/standin').StandIn} */
let standIn;
before(async () => {
  standIn = await createStandIn();
});
after(async () => {
  await standIn?.close();
  assertNoUnhandledRejections();
});

test('attach and detach throw, emit and reject like Electron', async () => {
  const wc = await standIn.createWindow('data:text/html,attach');
  const dbg = wc.debugger;
  assert.equal(wc.debugger, dbg, 'one debugger per webContents');
  assert.throws(() => dbg.attach('2.0'), { name: 'TypeError', message: 'Requested protocol version is not supported' });
  dbg.detach(); // not attached: a no-op
  dbg.attach('1.3');
  assert.equal(dbg.isAttached(), true);
  assert.throws(() => dbg.attach(), { name: 'TypeError', message: 'Debugger is already attached to the target' });

  const pending = dbg.sendCommand('Runtime.evaluate', { expression: 'new Promise(() => {})', awaitPromise: true });
  await dbg.sendCommand('Runtime.evaluate', { expression: '1' });
  /** @type {unknown[][]} */
  const detaches = [];
  dbg.on('detach', (...args) => detaches.push(args));
  dbg.detach();
  assert.equal(detaches.length, 1, 'detach() emits synchronously');
  assert.equal(detaches[0][1], 'target closed');
  assert.equal(dbg.isAttached(), false);
  await assert.rejects(pending, (err) => err instanceof Error && err.message === 'target closed while handling command');
  await assert.rejects(dbg.sendCommand('Runtime.evaluate', { expression: '1' }), { message: 'No target available' });
  await standIn.destroy(wc);
});

test('sendCommand resolves with the result or {}, rejects with the message only', async () => {
  const wc = await standIn.createWindow('data:text/html,send');
  const dbg = wc.debugger;
  dbg.attach();
  try {
    assert.deepEqual(await dbg.sendCommand('Page.enable'), {});
    assert.deepEqual(await dbg.sendCommand('Runtime.evaluate', { expression: '3', returnByValue: true }), {
      result: { type: 'number', value: 3, description: '3' },
    });
    const rejection = await dbg.sendCommand('Nope.nothing').then(
      () => assert.fail('resolved'),
      (err) => err,
    );
    assert.equal(rejection.constructor, Error);
    assert.equal(rejection.message, "'Nope.nothing' wasn't found");
    assert.equal(rejection.code, undefined, 'Electron drops the code');
    await assert.rejects(dbg.sendCommand('Runtime.evaluate', {}), { message: 'Invalid parameters' });
    await assert.rejects(dbg.sendCommand('Target.createTarget', { url: 'about:blank' }), { message: 'Not supported' });
    await assert.rejects(dbg.sendCommand('Runtime.evaluate', { expression: '1' }, ''), { message: 'Empty session id is not allowed' });
    await assert.rejects(dbg.sendCommand('Runtime.evaluate', { expression: '1' }, 'NOSUCH'), {
      message: 'Session with given id not found.',
    });
    await assert.rejects(dbg.sendCommand(/** @type {any} */ (42)), { message: 'Invalid method' });
  } finally {
    dbg.detach();
    await standIn.destroy(wc);
  }
});

test("'message' fires for events only, as (event, method, params, sessionId '')", async () => {
  const wc = await standIn.createWindow('data:text/html,events');
  const dbg = wc.debugger;
  dbg.attach();
  /** @type {any[][]} */
  const messages = [];
  dbg.on('message', (...args) => messages.push(args));
  await dbg.sendCommand('Runtime.enable');
  await dbg.sendCommand('Runtime.evaluate', { expression: 'console.log("hi")' });
  await eventually(() => messages.some((m) => m[1] === 'Runtime.consoleAPICalled'), 'the console event');
  for (const [event, method, params, sessionId] of messages) {
    assert.equal(typeof event, 'object');
    assert.equal(typeof method, 'string');
    assert.equal(typeof params, 'object');
    assert.equal(sessionId, '');
  }
  dbg.detach();
  await standIn.destroy(wc);
});

test('the webContents module: ids, types, webviews, focus, destruction', async () => {
  const { webContents } = standIn;
  const win = await standIn.createWindow('data:text/html,<title>host</title>host');
  const guest = await standIn.createWebview(win, 'data:text/html,<title>guest</title>guest');
  assert.equal(webContents.fromId(win.id), win);
  assert.ok(webContents.getAllWebContents().includes(guest));
  assert.equal(win.getType(), 'window');
  assert.equal(guest.getType(), 'webview');
  assert.equal(guest.hostWebContents, win);
  assert.equal(win.hostWebContents, null);
  assert.equal(guest.getTitle(), 'guest');
  assert.equal(guest.getURL(), 'data:text/html,<title>guest</title>guest');
  assert.equal(win.isLoading(), false);
  assert.equal(standIn.BrowserWindow.fromWebContents(guest), win.window);
  assert.equal(webContents.getFocusedWebContents(), win);
  guest.focus();
  assert.equal(webContents.getFocusedWebContents(), guest);

  await assert.rejects(win.loadURL('http://nonexistent.invalid/'), /ERR_NAME_NOT_RESOLVED/);

  guest.debugger.attach();
  /** @type {string[]} */
  const order = [];
  guest.debugger.on('detach', () => order.push('detach'));
  guest.on('destroyed', () => order.push(`destroyed: isDestroyed() ${guest.isDestroyed()}, fromId ${webContents.fromId(guest.id)}`));
  // A guest dies with its embedder.
  const guestGone = new Promise((resolve) => guest.once('destroyed', resolve));
  await standIn.destroy(win);
  await guestGone;
  assert.deepEqual(order, ['detach', 'destroyed: isDestroyed() true, fromId undefined']);
  assert.throws(() => win.debugger, { name: 'TypeError', message: 'Object has been destroyed' });
  assert.equal(webContents.fromId(win.id), undefined);
});

test('a crashed renderer leaves the webContents alive; reload() revives it', async () => {
  const wc = await standIn.createWindow('data:text/html,<title>crash</title>crash');
  /** @type {any[]} */
  const gone = [];
  wc.on('render-process-gone', (_e, details) => gone.push(details));
  await standIn.crash(wc);
  assert.equal(wc.isCrashed(), true);
  assert.equal(wc.isDestroyed(), false);
  assert.equal(gone[0].reason, 'crashed');
  wc.reload();
  await eventually(() => !wc.isCrashed(), 'the reload');
  await standIn.destroy(wc);
});

test('emits Electron events for focus, navigation, titles and windows', async () => {
  /** @type {string[]} */
  const seen = [];
  const onApp = (/** @type {string} */ name) => () => seen.push(`app ${name}`);
  const appNames = ['web-contents-created', 'browser-window-created', 'browser-window-focus', 'browser-window-blur'];
  const appListeners = appNames.map((n) => /** @type {const} */ ([n, onApp(n)]));
  for (const [n, l] of appListeners) standIn.app.on(n, l);
  try {
    const one = await standIn.createWindow('data:text/html,one');
    for (const n of ['focus', 'blur', 'did-navigate', 'did-navigate-in-page', 'page-title-updated']) {
      one.on(n, (/** @type {unknown} */ _e, /** @type {unknown} */ arg) => seen.push(`one ${n}${typeof arg === 'string' ? ` ${arg}` : ''}`));
    }
    const win = one.window;
    assert.ok(win);
    for (const n of ['show', 'hide', 'minimize', 'restore', 'closed']) win.on(n, () => seen.push(`win ${n}`));
    assert.deepEqual(seen, ['app web-contents-created', 'app browser-window-created', 'app browser-window-focus']);
    seen.length = 0;

    await one.loadURL('data:text/html,<title>t</title>x');
    await one.loadURL('data:text/html,<title>t</title>x#a');
    // Chromium may first title the page with its URL, as Electron does before a <title> (explicitSet false).
    assert.deepEqual(
      seen.filter((e) => !e.startsWith('one page-title-updated data:')),
      [
        'one did-navigate data:text/html,<title>t</title>x',
        'one page-title-updated t',
        'one did-navigate-in-page data:text/html,<title>t</title>x#a',
      ],
    );
    seen.length = 0;

    const two = await standIn.createWindow('data:text/html,two');
    assert.deepEqual(seen, [
      'app web-contents-created',
      'app browser-window-created',
      'one blur',
      'app browser-window-blur',
      'app browser-window-focus',
    ]);
    assert.equal(one.isFocused(), false);
    seen.length = 0;
    win.hide();
    win.hide();
    win.show();
    win.minimize();
    win.restore();
    assert.deepEqual(seen, ['win hide', 'win show', 'win minimize', 'win restore'], 'only real changes emit');
    seen.length = 0;

    await standIn.destroy(two);
    assert.equal(one.isFocused(), true, 'the window left takes the focus');
    assert.ok(seen.includes('one focus'), seen.join(', '));
    seen.length = 0;
    await standIn.destroy(one);
    assert.deepEqual(seen, ['win closed']);
  } finally {
    for (const [n, l] of appListeners) standIn.app.removeListener(n, l);
  }
});

test('Browser.close quits the app: before-quit, every webContents destroyed, quit, no Chromium left', async () => {
  const wc = await standIn.createWindow('data:text/html,quit');
  const { pid, userDataDir } = standIn.chromium;
  /** @type {string[]} */
  const events = [];
  standIn.app.on('before-quit', () => events.push('before-quit'));
  standIn.app.on('will-quit', () => events.push('will-quit'));
  wc.on('destroyed', () => events.push('destroyed'));
  const quit = new Promise((resolve) => standIn.app.once('quit', resolve));
  wc.debugger.attach();
  await assert.rejects(wc.dbg.sendCommand('Browser.close'), { message: 'target closed while handling command' });
  await quit;
  assert.deepEqual(events, ['before-quit', 'destroyed', 'will-quit']);
  assert.deepEqual(standIn.webContents.getAllWebContents(), []);

  // Live processes of its group, or naming its profile (zombies waiting for init to reap them do not count).
  assert.deepEqual(standIn.chromium.processes(), []);
  assert.ok(pid > 0);
  assert.equal(fs.existsSync(userDataDir), false, 'the profile is deleted');
});

test('a missing Chromium fails fast and says what to do', async () => {
  await assert.rejects(Chromium.launch({ executable: '/nonexistent/chromium' }), /Chromium not found at \/nonexistent\/chromium: install it/);
});
