// @ts-check
'use strict';

// The pages of the Electron checks, served on 127.0.0.1 from the process
// that runs them. The same server is two sites: http://127.0.0.1:<port> and
// http://localhost:<port> (another host, so another site: a navigation from
// one to the other is cross-site and gets a new renderer process). Nothing
// is cached, and the server counts what it served, which is the ground truth
// the Network events are compared with.
//
//   /plain?title=T                     a page titled T
//   /host                              an empty page, for <webview> guests
//   /net?set=S&n=N                     a page with N scripts /res/S/<i>.js; once
//                                      loaded it fetches /done?set=S
//   /res/S/<i>.js                      a script
//   /done?set=S                        resolves served.done(S)
//   /sw                                a page that registers /sw.js, a service
//                                      worker; window.ready resolves once it is active
//   /worker.js                         a dedicated worker that answers each message with 1

const http = require('node:http');

/** @param {string} s */
function escapeHTML(s) {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * @typedef {object} Pages
 * @property {string} a http://127.0.0.1:<port>
 * @property {string} b http://localhost:<port>, the other site
 * @property {(path: string) => number} hits how often a path (with its query) was served
 * @property {(set: string) => Promise<void>} done resolves once /done?set=<set> was requested (from now on)
 * @property {() => Promise<void>} close
 */

/** @returns {Promise<Pages>} */
async function servePages() {
  /** @type {Map<string, number>} */
  const hits = new Map();
  /** @type {Map<string, Set<() => void>>} */
  const doneWaiters = new Map();
  const server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://127.0.0.1');
    const key = u.pathname + u.search;
    hits.set(key, (hits.get(key) ?? 0) + 1);
    /**
     * @param {string} type
     * @param {string} body
     */
    const send = (type, body) => {
      res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' });
      res.end(body);
    };
    const title = escapeHTML(u.searchParams.get('title') ?? u.pathname);
    if (u.pathname === '/plain') {
      send('text/html', `<!doctype html><title>${title}</title><p>${title}</p>`);
    } else if (u.pathname === '/host') {
      send('text/html', '<!doctype html><title>host</title><body style="margin:0"></body>');
    } else if (u.pathname === '/net') {
      const set = (u.searchParams.get('set') ?? 'x').replace(/\W/g, '');
      const n = Math.min(50, Number(u.searchParams.get('n') ?? 0) || 0);
      let scripts = '';
      for (let i = 0; i < n; i++) scripts += `<script src="/res/${set}/${i}.js"></script>`;
      send(
        'text/html',
        `<!doctype html><title>net ${set}</title>${scripts}` +
          `<script>addEventListener('load', () => fetch('/done?set=${set}'))</script><p>net ${set}</p>`,
      );
    } else if (u.pathname === '/sw') {
      send(
        'text/html',
        `<!doctype html><title>sw</title><script>window.ready = navigator.serviceWorker.register('/sw.js').then(() => navigator.serviceWorker.ready).then(() => 'ready')</script>`,
      );
    } else if (u.pathname === '/sw.js') {
      send('text/javascript', "self.addEventListener('activate', (e) => e.waitUntil(clients.claim()));");
    } else if (u.pathname === '/worker.js') {
      send('text/javascript', 'onmessage = () => postMessage(1);');
    } else if (u.pathname.startsWith('/attach/')) {
      const name = u.pathname.slice('/attach/'.length).replace(/[^\w.-]/g, '_');
      res.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Disposition': `attachment; filename="${name}"` });
      res.end(`contents of ${name}\n`);
    } else if (u.pathname.startsWith('/res/')) {
      send('text/javascript', `window.loaded = (window.loaded || 0) + 1;`);
    } else if (u.pathname === '/done') {
      send('text/plain', 'ok');
      const set = u.searchParams.get('set') ?? '';
      for (const w of doneWaiters.get(set) ?? []) w();
      doneWaiters.delete(set);
    } else {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('not found');
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the page server has no port');
  const { port } = address;
  return {
    a: `http://127.0.0.1:${port}`,
    b: `http://localhost:${port}`,
    hits: (path) => hits.get(path) ?? 0,
    done: (set) =>
      new Promise((resolve) => {
        const waiters = doneWaiters.get(set) ?? new Set();
        waiters.add(() => resolve());
        doneWaiters.set(set, waiters);
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

module.exports = { servePages };
