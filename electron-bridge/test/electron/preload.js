// @ts-check
'use strict';

// The preload of the checks' windows: the page gets ipcRenderer's send and
// invoke, as an app's preload hands them over with contextBridge. (Under
// plain Node, as when node --test runs every file here, it does nothing.)

if (process.versions.electron) {
  const { contextBridge, ipcRenderer } = require('electron');
  contextBridge.exposeInMainWorld('ipcRenderer', {
    send: (/** @type {string} */ channel, /** @type {unknown[]} */ ...args) => ipcRenderer.send(channel, ...args),
    invoke: (/** @type {string} */ channel, /** @type {unknown[]} */ ...args) => ipcRenderer.invoke(channel, ...args),
  });
}
