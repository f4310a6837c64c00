// @ts-check
'use strict';

// Dialogs the app's main process opens during an agent's action are held for
// the agent to answer (startBridge({dialogs: true})); the person's, and all
// of them while no client is connected, are Electron's. The stand-in's
// ipcMain, ipcRenderer and dialog module copy Electron's.

const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const P = require('../protocol');
const { startHost, TestClient, eventually, assertNoUnhandledRejections } = require('../testing/harness');

/** @type {import('../testing/harness').Host} */
let host;
let folder = '';
/** Electron's own functions, before the bridge wraps any. @type {Record<string, unknown>} */
let originals = {};
const upload = path.join(os.tmpdir(), `electron-mcp-test-upload-${process.pid}.txt`);

before(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'electron-mcp-test-dialogs-'));
  fs.writeFileSync(upload, 'to upload\n');
  host = await startHost({
    standIn: { preload: true },
    urls: ['data:text/html,<title>Dialogs</title><p>dialogs</p>'],
    bridge: (standIn) => ({ dialogs: true, dialog: standIn.main.dialog, downloadsDir: folder }),
  });
  originals = { ...host.standIn.main.dialog };
  const { ipcMain, dialog } = host.standIn.main;
  const { BrowserWindow } = host.standIn;
  // The app's main process: what its pages ask for over IPC.
  ipcMain.handle('open', (e, withParent) =>
    withParent ? dialog.showOpenDialog(/** @type {any} */ (BrowserWindow.fromWebContents(e.sender)), { title: 'Pick one' }) : dialog.showOpenDialog({ title: 'Pick one' }),
  );
  ipcMain.handle('open-many', () => dialog.showOpenDialog({ properties: ['openFile', 'multiSelections'] }));
  ipcMain.handle('save', () => dialog.showSaveDialog({ defaultPath: '/somewhere/else/report', filters: [{ name: 'Text', extensions: ['txt'] }] }));
  ipcMain.handle('ask', () => dialog.showMessageBox({ message: 'Delete it?', buttons: ['Delete', 'Cancel'], defaultId: 0 }));
  ipcMain.handle('bad', () => dialog.showMessageBox({ message: 42 }));
  ipcMain.handle('throws', () => {
    throw new Error('the app failed');
  });
  ipcMain.handle('never', () => new Promise(() => {}));
});

after(async () => {
  await host?.close();
  fs.rmSync(folder, { recursive: true, force: true });
  fs.rmSync(upload, { force: true });
  assertNoUnhandledRejections();
});

/**
 * Starts ipcRenderer.invoke in the page; the returned function awaits its
 * outcome, as JSON or "error: …".
 * @param {TestClient} page
 * @param {string} expression the call, e.g. ipcRenderer.invoke('open')
 */
async function invoke(page, expression) {
  const key = `r${Math.random().toString(36).slice(2)}`;
  await page.result('Runtime.evaluate', { expression: `window.${key} = ${expression}.then((v) => JSON.stringify(v), (e) => 'error: ' + e.message); 0` });
  return async () => (await page.result('Runtime.evaluate', { expression: `window.${key}`, awaitPromise: true, returnByValue: true })).result.value;
}

/** @param {TestClient} c */
async function opened(c) {
  return /** @type {import('../protocol').Dialog} */ ((await c.next((m) => m.method === P.EventDialogOpened, 'a dialog')).params.dialog);
}

test("the stand-in's IPC is Electron's: invoke answers, a handler that throws and a channel without one reject with Electron's words, send is 'ipc-message'", async () => {
  const wc = host.windows[0];
  const page = await TestClient.connect(host.bridge, wc.id);
  try {
    const { ipcMain } = host.standIn.main;
    ipcMain.handle('echo', (_e, ...args) => ({ got: args }));
    try {
      assert.equal(await (await invoke(page, `ipcRenderer.invoke('echo', 1, 'two', {three: 3})`))(), '{"got":[1,"two",{"three":3}]}');
      assert.equal(await (await invoke(page, `ipcRenderer.invoke('throws')`))(), "error: Error invoking remote method 'throws': Error: the app failed");
      assert.equal(await (await invoke(page, `ipcRenderer.invoke('nobody')`))(), "error: Error invoking remote method 'nobody': No handler registered for 'nobody'");
      assert.throws(() => ipcMain.handle('echo', () => {}), /Attempted to register a second handler for 'echo'/);
      /** @type {unknown[]} */
      const seen = [];
      const listener = (/** @type {any} */ e, /** @type {string} */ channel, /** @type {unknown[]} */ ...args) => seen.push([e.sender === wc, channel, ...args]);
      wc.on('ipc-message', listener);
      await page.result('Runtime.evaluate', { expression: `ipcRenderer.send('saved', {name: 'a.txt'})` });
      await eventually(() => seen.length === 1, "'ipc-message'");
      wc.removeListener('ipc-message', listener);
      assert.deepEqual(seen, [[true, 'saved', { name: 'a.txt' }]]);
    } finally {
      ipcMain.removeHandler('echo');
    }
  } finally {
    page.close();
  }
});

test("the stand-in's dialog module reads its options as Electron's: bad ones throw, a message box's cancelId is its Cancel button", async () => {
  const { dialog } = host.standIn.main;
  assert.throws(() => dialog.showMessageBox({ message: 42 }), { name: 'TypeError', message: 'Message must be a string' });
  assert.throws(() => dialog.showOpenDialog({ properties: 'openFile' }), { name: 'TypeError', message: 'Properties must be an array' });
  assert.throws(() => dialog.showMessageBox({ checkboxChecked: true }), /checkboxChecked requires that checkboxLabel also be passed/);
  const answer = dialog.showMessageBox(/** @type {any} */ (host.windows[0].window), { message: 'Sure?', buttons: ['Yes', 'No', 'Maybe'] });
  const [shown] = host.standIn.main.nativeDialogs();
  assert.equal(shown.window, host.windows[0].window);
  assert.equal(shown.settings.cancelId, 1);
  shown.answer({ response: shown.settings.cancelId, checkboxChecked: false });
  assert.deepEqual(await answer, { response: 1, checkboxChecked: false });
});

test('with no client connected the bridge holds no dialog: the dialog functions are Electron’s own', async () => {
  const { dialog } = host.standIn.main;
  for (const [name, fn] of Object.entries(originals)) assert.equal(dialog[/** @type {keyof typeof dialog} */ (name)], fn, name);
  const page = await TestClient.connect(host.bridge, host.windows[0].id);
  try {
    const outcome = await invoke(page, `ipcRenderer.invoke('open')`);
    await eventually(() => host.standIn.main.nativeDialogs().length === 1, 'the person’s dialog');
    host.standIn.main.nativeDialogs()[0].answer({ canceled: true, filePaths: [] });
    assert.equal(await outcome(), '{"canceled":true,"filePaths":[]}');
  } finally {
    page.close();
  }
});

test("an open dialog the agent's click asks for is held, announced and answered with paths; the app's promise resolves as Electron's", async () => {
  const wc = host.windows[0];
  const c = await TestClient.connect(host.bridge, P.PathControl);
  const page = await TestClient.connect(host.bridge, wc.id);
  try {
    await c.result(P.MethodEnable);
    await c.result(P.MethodBeginAction, { targetId: String(wc.id) });
    assert.notEqual(host.standIn.main.dialog.showOpenDialog, originals.showOpenDialog, 'wrapped while a client acts');
    const outcome = await invoke(page, `ipcRenderer.invoke('open', true)`);
    const d = await opened(c);
    assert.equal(d.kind, P.DialogOpen);
    assert.equal(d.targetId, String(wc.id));
    assert.equal(d.title, 'Pick one');
    assert.deepEqual(d.properties, ['openFile']);
    const ended = await c.result(P.MethodEndAction, { targetId: String(wc.id) });
    assert.deepEqual(ended.dialogs.map((/** @type {any} */ x) => x.id), [d.id], 'the end of the action lists it');
    assert.equal(host.standIn.main.nativeDialogs().length, 0, 'not shown to the person');

    // Bad answers change nothing.
    await assert.rejects(c.result(P.MethodAnswerDialog, { id: d.id, paths: ['/no/such/file'] }), /\/no\/such\/file does not exist/);
    await assert.rejects(c.result(P.MethodAnswerDialog, { id: d.id, paths: [os.tmpdir()] }), /is a folder: this dialog opens files/);
    await assert.rejects(c.result(P.MethodAnswerDialog, { id: d.id, paths: [upload, upload] }), /this dialog takes one file, not 2/);
    await assert.rejects(c.result(P.MethodAnswerDialog, { id: d.id, paths: ['relative.txt'] }), /not an absolute path/);
    await assert.rejects(c.result(P.MethodAnswerDialog, { id: 'g999', paths: [upload] }), new RegExp(`"code":${P.CodeNoSuchDialog}.*no dialog g999 is waiting`));

    assert.deepEqual(await c.result(P.MethodAnswerDialog, { id: d.id, paths: [upload] }), { canceled: false, filePaths: [upload] });
    assert.equal(await outcome(), JSON.stringify({ canceled: false, filePaths: [upload] }));
    const closed = (await c.event(P.EventDialogClosed)).params.dialog;
    assert.equal(closed.closed, 'answered');
    await assert.rejects(c.result(P.MethodAnswerDialog, { id: d.id, paths: [upload] }), /no dialog .* is waiting/, 'answered once');

    // Without a parent, cancelled with no paths.
    await c.result(P.MethodBeginAction, { targetId: String(wc.id) });
    const again = await invoke(page, `ipcRenderer.invoke('open')`);
    const d2 = await opened(c);
    await c.result(P.MethodEndAction, { targetId: String(wc.id) });
    assert.deepEqual(await c.result(P.MethodAnswerDialog, { id: d2.id }), { canceled: true, filePaths: [] });
    assert.equal(await again(), '{"canceled":true,"filePaths":[]}');
  } finally {
    page.close();
    c.close();
  }
  await eventually(() => host.standIn.main.dialog.showOpenDialog === originals.showOpenDialog, 'Electron’s function back once the client left');
});

test('a message box is answered by button; a save dialog gets a path in the bridge’s folder, never the one the app suggested', async () => {
  const wc = host.windows[0];
  const c = await TestClient.connect(host.bridge, P.PathControl);
  const page = await TestClient.connect(host.bridge, wc.id);
  try {
    await c.result(P.MethodEnable);
    await c.result(P.MethodBeginAction, { targetId: String(wc.id) });
    const asked = await invoke(page, `ipcRenderer.invoke('ask')`);
    const box = await opened(c);
    assert.deepEqual([box.kind, box.message, box.buttons, box.defaultId, box.cancelId], [P.DialogMessageBox, 'Delete it?', ['Delete', 'Cancel'], 0, 1]);
    await assert.rejects(c.result(P.MethodAnswerDialog, { id: box.id, button: 2 }), /button 2 is out of range: this message box has 2 \(0 to 1\)/);
    assert.deepEqual(await c.result(P.MethodAnswerDialog, { id: box.id, button: 0 }), { response: 0, checkboxChecked: false });
    assert.equal(await asked(), '{"response":0,"checkboxChecked":false}');

    const dismissed = await invoke(page, `ipcRenderer.invoke('ask')`);
    const box2 = await opened(c);
    await c.result(P.MethodAnswerDialog, { id: box2.id, accept: false });
    assert.equal(await dismissed(), '{"response":1,"checkboxChecked":false}', 'dismissed: its cancel button');

    const saved = await invoke(page, `ipcRenderer.invoke('save')`);
    const s = await opened(c);
    assert.equal(s.kind, P.DialogSave);
    const result = await c.result(P.MethodAnswerDialog, { id: s.id, accept: true });
    assert.deepEqual(result, { canceled: false, filePath: path.join(folder, 'report.txt') });
    assert.equal(await saved(), JSON.stringify(result));
    const cancelled = await invoke(page, `ipcRenderer.invoke('save')`);
    const s2 = await opened(c);
    await c.result(P.MethodAnswerDialog, { id: s2.id, accept: false });
    assert.equal(await cancelled(), '{"canceled":true,"filePath":""}');
    await c.result(P.MethodEndAction, { targetId: String(wc.id) });
  } finally {
    page.close();
    c.close();
  }
});

test('a client that leaves while a dialog is held gives it to the person, as if never held; options Electron refuses still throw', async () => {
  const wc = host.windows[0];
  const c = await TestClient.connect(host.bridge, P.PathControl);
  const page = await TestClient.connect(host.bridge, wc.id);
  try {
    await c.result(P.MethodEnable);
    await c.result(P.MethodBeginAction, { targetId: String(wc.id) });
    assert.equal(await (await invoke(page, `ipcRenderer.invoke('bad')`))(), "error: Error invoking remote method 'bad': TypeError: Message must be a string");
    const outcome = await invoke(page, `ipcRenderer.invoke('open-many')`);
    const d = await opened(c);
    assert.deepEqual(d.properties, ['openFile', 'multiSelections']);
    c.close();
    await eventually(() => host.standIn.main.nativeDialogs().length === 1, 'the dialog on the person’s screen');
    const [shown] = host.standIn.main.nativeDialogs();
    assert.deepEqual(shown.settings.properties, ['openFile', 'multiSelections'], 'with the app’s own options');
    shown.answer({ canceled: false, filePaths: [upload] });
    assert.equal(await outcome(), JSON.stringify({ canceled: false, filePaths: [upload] }));
  } finally {
    page.close();
    c.close();
  }
});

test('a dialog the person’s own click opens, while an agent is connected but not acting, is theirs', async () => {
  const wc = host.windows[0];
  const c = await TestClient.connect(host.bridge, P.PathControl);
  const page = await TestClient.connect(host.bridge, wc.id);
  try {
    await c.result(P.MethodEnable);
    const outcome = await invoke(page, `ipcRenderer.invoke('ask')`);
    await eventually(() => host.standIn.main.nativeDialogs().length === 1, 'the person’s message box');
    host.standIn.main.nativeDialogs()[0].answer({ response: 1, checkboxChecked: false });
    assert.equal(await outcome(), '{"response":1,"checkboxChecked":false}');
  } finally {
    page.close();
    c.close();
  }
});

test('a *Sync dialog during an action is not held (it blocks the main process) but announced, and the app’s own code throwing settles the app’s promise', async () => {
  const wc = host.windows[0];
  const { dialog } = host.standIn.main;
  const c = await TestClient.connect(host.bridge, P.PathControl);
  try {
    await c.result(P.MethodEnable);
    await c.result(P.MethodBeginAction, { targetId: String(wc.id) });
    assert.equal(dialog.showMessageBoxSync({ message: 'Blocking?', buttons: ['OK', 'Cancel'] }), 1, "Electron's own answer (here: the person cancels at once)");
    const opened = (await c.event(P.EventDialogOpened)).params.dialog;
    assert.deepEqual([opened.sync, opened.kind, opened.message], [true, P.DialogMessageBox, 'Blocking?']);
    const closed = (await c.event(P.EventDialogClosed)).params.dialog;
    assert.deepEqual([closed.id, closed.closed], [opened.id, 'person']);

    // Held, then its client leaves and Electron's function, given it now,
    // throws (the app changed its options meanwhile): the app's promise
    // rejects with that error instead of never settling.
    const options = { title: 'Doomed' };
    const held = dialog.showOpenDialog(options);
    const d = await opened2(c);
    assert.equal(d.title, 'Doomed');
    /** @type {any} */ (options).title = 42;
    c.close();
    await assert.rejects(held, { name: 'TypeError', message: 'Title must be a string' });
  } finally {
    c.close();
  }
});

/** @param {TestClient} c */
async function opened2(c) {
  return /** @type {import('../protocol').Dialog} */ ((await c.next((m) => m.method === P.EventDialogOpened && m.params.dialog.title === 'Doomed', 'the held dialog')).params.dialog);
}

test("a dialog whose parent window is another one than the agent's acts on is the person's", async () => {
  const wc = host.windows[0];
  const other = await host.standIn.createWindow('data:text/html,<title>Other</title>other');
  const c = await TestClient.connect(host.bridge, P.PathControl);
  try {
    await c.result(P.MethodEnable);
    await c.result(P.MethodBeginAction, { targetId: String(wc.id) });
    const { dialog } = host.standIn.main;
    const theirs = dialog.showMessageBox(/** @type {any} */ (other.window), { message: 'Other window?' });
    const shown = host.standIn.main.nativeDialogs();
    assert.equal(shown.length, 1, 'on the person’s screen at once');
    assert.equal(shown[0].window, other.window);
    shown[0].answer({ response: 0, checkboxChecked: false });
    assert.deepEqual(await theirs, { response: 0, checkboxChecked: false });
    // With the agent's window as parent, the same call is held.
    const ours = dialog.showMessageBox(/** @type {any} */ (wc.window), { message: 'This window?' });
    const d = (await c.next((m) => m.method === P.EventDialogOpened && m.params.dialog.message === 'This window?', 'the held dialog')).params.dialog;
    assert.equal(d.targetId, String(wc.id));
    await c.result(P.MethodAnswerDialog, { id: d.id, accept: true });
    assert.deepEqual(await ours, { response: 0, checkboxChecked: false });
    await c.result(P.MethodEndAction, { targetId: String(wc.id) });
  } finally {
    c.close();
    await host.standIn.destroy(other);
  }
});

test("a page's alert() or confirm() during an action is not held: Electron's '-run-dialog' shows it with dialog.showMessageBox, and clients see it through CDP", async () => {
  const wc = host.windows[0];
  const { dialog } = host.standIn.main;
  // Electron's own '-run-dialog' listener (the stand-in's) is there from the
  // webContents' start; the bridge's bracket comes with the first action.
  const c = await TestClient.connect(host.bridge, P.PathControl);
  try {
    await c.result(P.MethodEnable);
    await c.result(P.MethodBeginAction, { targetId: String(wc.id) });
    for (const [dialogType, buttons] of [
      ['alert', ['OK']],
      ['confirm', ['OK', 'Cancel']],
    ]) {
      /** @type {boolean[]} */
      const answers = [];
      // What Electron's C++ does for the page's alert() or confirm().
      wc.emit('-run-dialog', { messageText: `A ${dialogType}`, dialogType }, (/** @type {boolean} */ ok) => answers.push(ok));
      const shown = host.standIn.main.nativeDialogs();
      assert.deepEqual(
        shown.map((d) => [d.window, d.settings.message, d.settings.buttons]),
        [[wc.window, `A ${dialogType}`, buttons]],
        "on the person's screen, as Electron shows it",
      );
      shown[0].answer({ response: 0, checkboxChecked: false });
      await eventually(() => answers.length === 1, 'the answer');
      assert.deepEqual(answers, [true]);
    }
    // The bracket is closed: the app's own message box is held again.
    const held = dialog.showMessageBox(/** @type {any} */ (wc.window), { message: 'The app asks' });
    const d = (await c.next((m) => m.method === P.EventDialogOpened, 'the held dialog')).params.dialog;
    assert.equal(d.message, 'The app asks', 'no event for the alert');
    await c.result(P.MethodAnswerDialog, { id: d.id, accept: true });
    await held;
    await c.result(P.MethodEndAction, { targetId: String(wc.id) });
  } finally {
    c.close();
  }
});
