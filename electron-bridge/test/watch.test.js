// @ts-check
'use strict';

// lib/watch.js against the Chromium stand-in: webContents added, removed and
// changed (title, URL, focus, visibility), nothing listened to while nobody
// subscribes, and subscribers that throw kept away from the app.

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { createStandIn } = require('../testing');
const { eventually, assertNoUnhandledRejections } = require('../testing/harness');
const { createTargets, defaultFilter } = require('../lib/targets');
const { createWatch } = require('../lib/watch');
const { createLogger } = require('../lib/log');

/** @typedef {import('../lib/watch').Change} Change */

/** @type {import('../testing/standin').StandIn} */
let standIn;
/** @type {string[]} */
const logs = [];
const log = createLogger((level, message) => logs.push(`${level}: ${message}`));

before(async () => {
  standIn = await createStandIn();
});
after(async () => {
  await standIn?.close();
  assertNoUnhandledRejections();
});

/** @param {(wc: import('../api').WebContentsLike) => boolean} [filter] */
function newWatch(filter = defaultFilter) {
  const targets = createTargets({ webContents: standIn.webContents, BrowserWindow: standIn.BrowserWindow, filter, log });
  return createWatch({ targets, webContents: standIn.webContents, app: standIn.app, BrowserWindow: standIn.BrowserWindow, log });
}

/**
 * Subscribes and keeps every change; `until` waits for one matching.
 * @param {ReturnType<typeof createWatch>} watch
 */
function record(watch) {
  /** @type {Change[]} */
  const changes = [];
  const unsubscribe = watch.subscribe((c) => changes.push(c));
  return {
    changes,
    unsubscribe,
    /**
     * @param {(c: Change) => boolean} match
     * @param {string} what
     */
    async until(match, what) {
      await eventually(() => changes.some(match), what);
      return /** @type {Change} */ (changes.find(match));
    },
  };
}

/** Listener counts on everything the watch may listen to. */
function listenerCounts() {
  /** @type {Record<string, number>} */
  const counts = {};
  const add = (/** @type {string} */ key, /** @type {import('node:events').EventEmitter} */ e) => {
    for (const name of e.eventNames()) counts[`${key} ${String(name)}`] = e.listenerCount(name);
  };
  add('app', standIn.app);
  for (const wc of standIn.webContents.getAllWebContents()) {
    add(`wc${wc.id}`, wc);
    if (wc.window) add(`win${wc.id}`, wc.window);
  }
  return counts;
}

test('listens to nothing while nobody subscribes, and leaves nothing behind', async () => {
  const win = await standIn.createWindow('data:text/html,<title>quiet</title>quiet');
  await standIn.createWebview(win, 'data:text/html,guest');
  const baseline = listenerCounts();
  const watch = newWatch();
  assert.deepEqual(listenerCounts(), baseline, 'creating a watch listens to nothing');
  const a = record(watch);
  const b = record(watch);
  assert.notDeepEqual(listenerCounts(), baseline, 'a subscriber makes it listen');
  assert.equal(watch.subscribers, 2);
  a.unsubscribe();
  a.unsubscribe();
  assert.notDeepEqual(listenerCounts(), baseline, 'one subscriber is left');
  b.unsubscribe();
  assert.equal(watch.subscribers, 0);
  assert.deepEqual(listenerCounts(), baseline, 'the last one leaving removes every listener');
  await standIn.destroy(win);
});

test('reports webContents added and removed, windows and webviews, with their state', async () => {
  const watch = newWatch();
  const r = record(watch);
  try {
    const win = await standIn.createWindow('data:text/html,<title>added</title>added');
    const guest = await standIn.createWebview(win, 'data:text/html,<title>g</title>g');
    const added = await r.until((c) => c.kind === 'added' && c.target.id === String(win.id), 'the window added');
    assert.equal(added.target.type, 'page');
    assert.equal(added.target.electronType, 'window');
    const g = await r.until((c) => c.kind === 'added' && c.target.id === String(guest.id), 'the guest added');
    assert.equal(g.target.type, 'webview');
    assert.equal(g.target.hostId, String(win.id));
    await r.until((c) => c.target.id === String(win.id) && c.target.title === 'added', 'the window titled');
    assert.ok(
      watch.current().some((t) => t.id === String(guest.id)),
      'current() holds what was added',
    );

    // Guests die with their embedder: both are removed. (Ids are read before: after destruction wc.id throws.)
    const [winId, guestId] = [String(win.id), String(guest.id)];
    await standIn.destroy(win);
    const removed = await r.until((c) => c.kind === 'removed' && c.target.id === winId, 'the window removed');
    assert.equal(removed.target.title, 'added', 'removed carries the last state seen');
    await r.until((c) => c.kind === 'removed' && c.target.id === guestId, 'the guest removed');
    assert.ok(!watch.current().some((t) => t.id === winId || t.id === guestId));
    // No change of a webContents after its removal.
    const after = r.changes.findIndex((c) => c.kind === 'removed' && c.target.id === winId);
    assert.ok(!r.changes.slice(after + 1).some((c) => c.target.id === winId));
  } finally {
    r.unsubscribe();
  }
});

test('reports title and URL changes as one change per webContents', async () => {
  const win = await standIn.createWindow('data:text/html,<title>before</title>before');
  const watch = newWatch();
  const r = record(watch);
  try {
    assert.deepEqual(
      watch.current().find((t) => t.id === String(win.id))?.title,
      'before',
      'current() answers at once after subscribing',
    );
    const url = 'data:text/html,<title>after</title>after';
    await win.loadURL(url);
    const c = await r.until((c) => c.kind === 'changed' && c.target.id === String(win.id) && c.target.title === 'after', 'the new title');
    assert.equal(c.target.url, url);
    const mine = r.changes.filter((x) => x.target.id === String(win.id));
    assert.ok(mine.some((x) => x.changed.includes('url')), `the URL change is reported: ${JSON.stringify(mine)}`);
    assert.ok(mine.every((x) => x.kind === 'changed' && x.changed.length > 0));

    // Same-document navigation.
    await win.loadURL(`${url}#part`);
    await r.until((c) => c.target.id === String(win.id) && c.target.url === `${url}#part` && c.changed.includes('url'), 'the fragment');
  } finally {
    r.unsubscribe();
    await standIn.destroy(win);
  }
});

test('reports focus moving between windows and visibility of a window and its guests', async () => {
  const one = await standIn.createWindow('data:text/html,one');
  const two = await standIn.createWindow('data:text/html,two');
  const guest = await standIn.createWebview(one, 'data:text/html,guest');
  const watch = newWatch();
  const r = record(watch);
  try {
    assert.equal(watch.current().find((t) => t.id === String(two.id))?.focused, true);
    one.focus();
    await r.until((c) => c.target.id === String(one.id) && c.changed.includes('focused') && c.target.focused, 'one focused');
    await r.until((c) => c.target.id === String(two.id) && c.changed.includes('focused') && !c.target.focused, 'two blurred');

    one.window?.hide();
    await r.until((c) => c.target.id === String(one.id) && c.changed.includes('visible') && !c.target.visible, 'one hidden');
    await r.until((c) => c.target.id === String(guest.id) && c.changed.includes('visible') && !c.target.visible, 'its guest hidden');
    one.window?.show();
    await r.until((c) => c.target.id === String(one.id) && c.changed.includes('visible') && c.target.visible, 'one shown');
    two.window?.minimize();
    await r.until((c) => c.target.id === String(two.id) && c.changed.includes('visible') && !c.target.visible, 'two minimised');
    two.window?.restore();
    await r.until((c) => c.target.id === String(two.id) && c.changed.includes('visible') && c.target.visible, 'two restored');

    // Closing the focused window hands the focus to the most recent one left.
    two.focus();
    await r.until((c) => c.target.id === String(two.id) && c.changed.includes('focused') && c.target.focused, 'two focused');
    const n = r.changes.length;
    await standIn.destroy(two);
    await eventually(
      () => r.changes.slice(n).some((c) => c.target.id === String(one.id) && c.target.focused),
      'one focused again after two closed',
    );
  } finally {
    r.unsubscribe();
    await standIn.destroy(one);
  }
});

test('a webContents that starts or stops passing the filter is added or removed', async () => {
  const win = await standIn.createWindow('data:text/html,hidden');
  const watch = newWatch((wc) => defaultFilter(wc) && !wc.getURL().includes('hidden'));
  const r = record(watch);
  try {
    assert.ok(!watch.current().some((t) => t.id === String(win.id)));
    await win.loadURL('data:text/html,<title>shown</title>shown');
    await r.until((c) => c.kind === 'added' && c.target.id === String(win.id), 'added once it passes the filter');
    await win.loadURL('data:text/html,hidden again');
    await r.until((c) => c.kind === 'removed' && c.target.id === String(win.id), 'removed once it does not');
  } finally {
    r.unsubscribe();
    await standIn.destroy(win);
  }
});

test('a subscriber that throws is logged; the others still hear; nothing reaches the app', async () => {
  const watch = newWatch();
  const unsubscribe = watch.subscribe(() => {
    throw new Error('subscriber bug');
  });
  const r = record(watch);
  try {
    const win = await standIn.createWindow('data:text/html,throws');
    await r.until((c) => c.kind === 'added' && c.target.id === String(win.id), 'the other subscriber hears');
    assert.ok(logs.some((l) => l.startsWith('warn: watch: a subscriber threw: subscriber bug')), logs.join('\n'));
    await standIn.destroy(win);
  } finally {
    unsubscribe();
    r.unsubscribe();
  }
});

test('a filter that throws leaves the webContents out without throwing', async () => {
  const win = await standIn.createWindow('data:text/html,filter');
  const watch = newWatch(() => {
    throw new Error('filter bug');
  });
  const r = record(watch);
  // A watch with the default filter, to know when the change was read.
  const witness = record(newWatch());
  try {
    assert.deepEqual(watch.current(), []);
    await win.loadURL('data:text/html,<title>still</title>still');
    await witness.until((c) => c.target.id === String(win.id) && c.target.title === 'still', 'the witness sees the new title');
    assert.deepEqual(r.changes, []);
    assert.ok(logs.some((l) => l.includes('filter threw') && l.includes('filter bug')));
  } finally {
    r.unsubscribe();
    witness.unsubscribe();
    await standIn.destroy(win);
  }
});
