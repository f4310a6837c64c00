// @ts-check
'use strict';

// A minimal Electron app with the bridge embedded: one window whose page holds
// a <webview>. Start it with `npx electron electron-bridge/example`, then
// `electron-mcp list` in a terminal it inherits the environment from, or any
// terminal (the discovery file finds it).

const path = require('node:path');
const { app, BrowserWindow, webContents } = require('electron');
const { startBridge, defaultFilter } = require('@electron-mcp/bridge');

/** @type {import('@electron-mcp/bridge').Bridge | null} */
let bridge = null;

async function main() {
  await app.whenReady();
  const win = new BrowserWindow({
    width: 1200,
    height: 800,
    title: 'electron-mcp example',
    webPreferences: {
      webviewTag: true,
      // Keep frames flowing while the window is in the background, so the
      // agent's screenshots do not hang.
      backgroundThrottling: false,
    },
  });
  await win.loadFile(path.join(__dirname, 'index.html'));

  bridge = await startBridge({
    // Electron's modules are the defaults; passing them shows what is injectable.
    webContents,
    BrowserWindow,
    appName: app.getName(),
    // The default rule exposes windows and webviews, never DevTools; a filter
    // replaces it, so build on it to hide more.
    filter: (wc) => defaultFilter(wc) && !wc.getURL().startsWith('chrome://'),
    log: (level, message) => console.error(`electron-mcp-bridge ${level}: ${message}`),
    // An action of the app's own, offered to the agent as the MCP tool
    // app_set_title: the bridge checks the arguments against inputSchema
    // and turns a throw into the tool's error.
    tools: [
      {
        name: 'set_title',
        description: "Set the example window's title, as the app's own menu would.",
        inputSchema: {
          type: 'object',
          properties: { title: { type: 'string', minLength: 1, maxLength: 100 } },
          required: ['title'],
          additionalProperties: false,
        },
        handler: ({ title }) => {
          if (win.isDestroyed()) throw new Error('the window is closed');
          win.setTitle(title);
          return `The window is now titled ${JSON.stringify(title)}.`;
        },
      },
    ],
  });
  console.log(`electron-mcp bridge listening on ${bridge.url}; try: electron-mcp list`);
}

// close() is asynchronous: hold the quit until the bridge has closed its
// clients, detached and removed its discovery file.
app.on('before-quit', (event) => {
  const b = bridge;
  if (!b) return;
  bridge = null;
  event.preventDefault();
  b.close().finally(() => app.quit());
});

app.on('window-all-closed', () => app.quit());

main().catch((err) => {
  console.error(err);
  app.quit();
});
