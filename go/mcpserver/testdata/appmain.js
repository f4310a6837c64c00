// The main-process code of the stand-in's app for the tests of the app's
// dialogs (host.js --main): what its pages ask for over IPC.
'use strict';

const fs = require('node:fs');

module.exports = ({ ipcMain, dialog, BrowserWindow }) => {
  ipcMain.handle('open-file', (e) => dialog.showOpenDialog(BrowserWindow.fromWebContents(e.sender), { title: 'Open a report', properties: ['openFile'] }));
  ipcMain.handle('confirm-delete', () => dialog.showMessageBox({ type: 'question', message: 'Delete the report?', buttons: ['Keep it', '&Delete'], normalizeAccessKeys: true, defaultId: 0, cancelId: 0 }));
  ipcMain.handle('save-report', async (e, text) => {
    const r = await dialog.showSaveDialog(BrowserWindow.fromWebContents(e.sender), { title: 'Save the report', defaultPath: '/home/someone/report.txt' });
    if (!r.canceled) fs.writeFileSync(r.filePath, text);
    return r;
  });
  // A dialog of the *Sync form: it blocks the main process until the person answers.
  ipcMain.handle('confirm-quit', (e) => dialog.showMessageBoxSync(BrowserWindow.fromWebContents(e.sender), { message: 'Really quit?', buttons: ['Quit', 'Stay'] }));
  // A question the app withdraws after a moment (its AbortSignal).
  ipcMain.handle('ask-briefly', () => dialog.showMessageBox({ message: 'Still there?', buttons: ['Yes'], signal: AbortSignal.timeout(1500) }));
  // A sync the main process never answers.
  ipcMain.handle('sync-now', () => new Promise(() => {}));
};
