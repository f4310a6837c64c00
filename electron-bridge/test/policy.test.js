// @ts-check
'use strict';

// The reach policy on its own (lib/policy.js): what it relays, what it
// refuses and why, and the app's allow and block options. The probe test
// (probe.test.js) runs it for real against the stand-in.

const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const P = require('../protocol');
const { createPolicy } = require('..');

/** @type {import('../lib/policy').Scope} */
const scope = {
  ownsTarget: (id) => id === 'OWN' || id === 'CHILD',
  ownsSession: (id) => id === 'CHILD-SESSION',
  origins: () => ['https://app.example.com', 'https://frame.example.net'],
};

const policy = createPolicy();

/**
 * @param {string} method
 * @param {object} [params]
 * @param {ReturnType<typeof createPolicy>} [p]
 */
function refused(method, params = {}, p = policy) {
  return p.check(method, params, scope);
}

test('confined domains and methods are relayed; blocked ones are refused with why and how to allow them', () => {
  for (const m of ['Runtime.evaluate', 'DOM.getDocument', 'Emulation.setDeviceMetricsOverride', 'Fetch.enable', 'Browser.getVersion', 'Target.setAutoAttach']) {
    assert.equal(refused(m), null, m);
  }
  const r = refused('Browser.setPermission');
  assert.equal(r?.code, P.CodeBlocked);
  assert.equal(
    r?.message,
    'Browser.setPermission is blocked by electron-mcp-bridge: it changes permissions of any origin in the app\'s session. The app can allow it: startBridge({allow: ["Browser.setPermission"]})',
  );
  assert.match(refused('Tracing.start')?.message ?? '', /Tracing\.start is blocked by electron-mcp-bridge: it records every process of the app/);
  assert.match(refused('Nope.nothing')?.message ?? '', /not known to stay within this webContents/);
  assert.match(refused('Browser.somethingNew')?.message ?? '', /not known to stay within this webContents/);
  // Names that are properties of every object are methods like any other.
  for (const m of ['constructor', '__proto__', 'toString', 'hasOwnProperty.call', '.', '']) assert.equal(refused(m)?.code, P.CodeBlocked, m);
});

test('Page.navigate goes to the web and to the page\'s own scheme, never to the computer\'s files', () => {
  /** @param {string} url @param {string} shown */
  const nav = (url, shown) => policy.check('Page.navigate', { url }, { ...scope, url: () => shown });
  for (const url of ['https://example.com/', 'http://127.0.0.1:1/x', 'about:blank', 'data:text/html,hi', 'blob:https://app.example.com/1', 'HTTPS://EXAMPLE.COM']) {
    assert.equal(nav(url, 'https://app.example.com/'), null, url);
  }
  // An app's own scheme, while the page shows it.
  assert.equal(nav('app://bundle/settings.html', 'app://bundle/index.html'), null);
  assert.match(nav('app://bundle/settings.html', 'https://app.example.com/')?.message ?? '', /app: is not a scheme of the web nor the page's own/);
  for (const url of ['file:///etc/passwd', 'FILE:///etc/passwd', ' file:///etc/passwd', 'view-source:file:///etc/passwd', 'filesystem:file:///x']) {
    const r = nav(url, 'https://app.example.com/');
    assert.equal(r?.code, P.CodeBlocked, url);
    assert.match(r?.message ?? '', /opens the computer's files, past what the page may reach; a client may navigate to http\(s\):, about:, data:, blob:\. The app can allow it: startBridge\(\{allow: \["Page\.navigate"\]\}\)$/);
  }
  // From a page the app shows from file:, its folder and below, nothing else.
  assert.equal(nav('file:///opt/app/settings.html', 'file:///opt/app/index.html'), null);
  assert.equal(nav('file:///opt/app/help/intro.html?x#top', 'file:///opt/app/index.html'), null);
  for (const url of ['file:///etc/passwd', 'file:///opt/app/../../etc/passwd', 'file:///opt/app/%2e%2e/%2e%2e/etc/passwd', 'file:///opt/app/..%2f..%2fetc/passwd', 'file:///opt/application/x', 'file://server/opt/app/x']) {
    const r = nav(url, 'file:///opt/app/index.html');
    assert.match(r?.message ?? '', /; a client may navigate to http\(s\):, about:, data:, blob:, file:\/\/\/opt\/app\/ and below \(the folder of the page the app shows\)\./, url);
  }
  for (const url of ['chrome://gpu', 'devtools://devtools/bundled/inspector.html', 'chrome-extension://x/y', 'javascript:alert(1)', 'fi\tle:///etc/passwd', '\u0001file:///etc/passwd', '/etc/passwd', '']) {
    assert.ok(nav(url, 'https://app.example.com/'), url);
  }
  assert.ok(policy.check('Page.navigate', {}, scope));
  assert.equal(createPolicy({ allow: ['Page.navigate'] }).check('Page.navigate', { url: 'file:///etc/passwd' }, scope), null);
});

test('Target methods may name only the webContents itself and its frames and workers', () => {
  assert.equal(refused('Target.getTargetInfo'), null);
  assert.equal(refused('Target.getTargetInfo', { targetId: 'OWN' }), null);
  assert.equal(refused('Target.getTargetInfo', { targetId: 'CHILD' }), null);
  assert.match(refused('Target.getTargetInfo', { targetId: 'OTHER' })?.message ?? '', /targetId "OTHER" is not this webContents or one of its frames or workers/);
  assert.equal(refused('Target.activateTarget', { targetId: 'OWN' }), null);
  assert.ok(refused('Target.activateTarget', {}));
  assert.ok(refused('Target.activateTarget', { targetId: 42 }));
  assert.equal(refused('Target.detachFromTarget', { sessionId: 'CHILD-SESSION' }), null);
  assert.match(refused('Target.detachFromTarget', { sessionId: 'ELSE' })?.message ?? '', /sessionId "ELSE" is not a session/);
  for (const m of ['Target.attachToTarget', 'Target.closeTarget', 'Target.getTargets', 'Target.createTarget', 'Target.exposeDevToolsProtocol']) {
    assert.ok(refused(m, { targetId: 'OWN' }), m);
  }
});

test('downloads: only the default behaviour is relayed', () => {
  assert.equal(refused('Browser.setDownloadBehavior', { behavior: 'default', eventsEnabled: true }), null);
  assert.equal(refused('Page.setDownloadBehavior', { behavior: 'default' }), null);
  for (const params of [{ behavior: 'allow', downloadPath: '/tmp' }, { behavior: 'allowAndName' }, { behavior: 'deny' }, { behavior: 'default', downloadPath: '/tmp' }, { behavior: 'default', browserContextId: 'X' }]) {
    assert.match(refused('Browser.setDownloadBehavior', params)?.message ?? '', /writes downloads wherever the client says/, JSON.stringify(params));
  }
});

test('cookies and storage: only the origins the webContents shows', () => {
  assert.equal(refused('Network.getCookies'), null);
  assert.equal(refused('Network.getCookies', { urls: ['https://app.example.com/x', 'https://frame.example.net/'] }), null);
  assert.match(refused('Network.getCookies', { urls: ['https://mail.example.org/'] })?.message ?? '', /url "https:\/\/mail\.example\.org\/" is not of an origin this webContents shows \(https:\/\/app\.example\.com, https:\/\/frame\.example\.net\)/);
  assert.equal(refused('Network.setCookie', { name: 'a', value: 'b', url: 'https://app.example.com/' }), null);
  assert.equal(refused('Network.setCookie', { name: 'a', value: 'b', domain: '.example.com' }), null);
  assert.equal(refused('Network.setCookie', { name: 'a', value: 'b', domain: 'app.example.com' }), null);
  assert.ok(refused('Network.setCookie', { name: 'a', value: 'b', domain: 'other.example.com' }));
  assert.ok(refused('Network.setCookie', { name: 'a', value: 'b', domain: 'ple.com' }));
  assert.ok(refused('Network.setCookie', { name: 'a', value: 'b' }));
  assert.ok(refused('Network.setCookie', { name: 'a', value: 'b', url: 'https://app.example.com/', domain: 'evil.example' }));
  assert.ok(refused('Network.deleteCookies', { name: 'a' }));
  assert.ok(refused('Network.setCookies', { cookies: [{ name: 'a', value: 'b', url: 'https://app.example.com/' }, { name: 'c', value: 'd', domain: 'evil.example' }] }));
  assert.equal(refused('Network.setCookies', { cookies: [{ name: 'a', value: 'b', url: 'https://app.example.com/' }] }), null);

  assert.equal(refused('DOMStorage.getDOMStorageItems', { storageId: { securityOrigin: 'https://app.example.com', isLocalStorage: true } }), null);
  assert.equal(refused('DOMStorage.getDOMStorageItems', { storageId: { storageKey: 'https://app.example.com/', isLocalStorage: true } }), null);
  assert.ok(refused('DOMStorage.getDOMStorageItems', { storageId: { securityOrigin: 'https://mail.example.org', isLocalStorage: true } }));
  assert.equal(refused('IndexedDB.requestDatabaseNames', { storageKey: 'https://frame.example.net/^0https://app.example.com' }), null);
  assert.ok(refused('IndexedDB.requestDatabaseNames', { storageKey: 'https://frame.example.network/' }));
  assert.ok(refused('IndexedDB.requestDatabaseNames', { storageBucket: { storageKey: 'https://mail.example.org/', name: 'b' } }));
  assert.ok(refused('IndexedDB.requestDatabaseNames', {}), 'no origin at all');
  assert.equal(refused('CacheStorage.requestEntries', { cacheId: 'https://app.example.com/|v1' }), null);
  assert.ok(refused('CacheStorage.requestEntries', { cacheId: 'https://mail.example.org/|v1' }));
  assert.ok(refused('Storage.getUsageAndQuota', { origin: 'https://mail.example.org' }));
  assert.equal(refused('Storage.getUsageAndQuota', { origin: 'https://app.example.com' }), null);
  for (const m of ['Storage.clearDataForOrigin', 'Storage.getCookies', 'Network.clearBrowserCookies', 'Network.getAllCookies']) {
    assert.ok(refused(m, { origin: 'https://app.example.com' }), m);
  }
});

test('allow relays anything it names without a check; block replaces the default list', () => {
  const wide = createPolicy({ allow: ['Browser.setPermission', 'Storage.*', 'Target.getTargetInfo'] });
  assert.equal(refused('Browser.setPermission', {}, wide), null);
  assert.equal(refused('Storage.clearDataForOrigin', { origin: 'https://mail.example.org' }, wide), null);
  assert.equal(refused('Target.getTargetInfo', { targetId: 'OTHER' }, wide), null);
  assert.ok(refused('Browser.grantPermissions', {}, wide));

  const strict = createPolicy({ block: [...P.Blocked, 'Runtime.evaluate', 'Input.*'] });
  assert.match(refused('Runtime.evaluate', {}, strict)?.message ?? '', /Runtime\.evaluate is blocked by electron-mcp-bridge: the app blocks it/);
  assert.ok(refused('Input.dispatchKeyEvent', {}, strict));
  assert.equal(refused('Runtime.callFunctionOn', {}, strict), null);
});

test('every method the probe knows is decided by the policy lists', () => {
  const file = path.join(__dirname, '..', '..', 'proto', 'testdata', 'cdp-methods.txt');
  const methods = fs.readFileSync(file, 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
  assert.ok(methods.length > 500);
  const decided = new Set([...Object.keys(P.Policy.confined), ...Object.keys(P.Policy.guarded), ...Object.keys(P.Policy.blocked)]);
  const domains = new Set(P.Policy.confinedDomains);
  for (const m of methods) {
    const d = m.split('.')[0];
    assert.ok(domains.has(d) || decided.has(m) || decided.has(`${d}.*`), m);
  }
});
