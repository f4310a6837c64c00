// @ts-check
'use strict';

// The reach policy: whether a client may send a CDP method with these
// parameters, given what it may name. The lists and the reasons are in
// proto/policy.go (protocol.js `Policy`); this file applies them. Every
// endpoint of the bridge that relays commands asks here, so there is one
// policy, whatever the client connected to.

const P = require('../protocol');

/** @typedef {import('./frames').CDPError} CDPError */

/**
 * What the client of a command may name. A page client owns its webContents'
 * target, the targets and sessions of its out-of-process frames and workers,
 * and the origins its documents show.
 * @typedef {object} Scope
 * @property {(targetId: string) => boolean} ownsTarget
 * @property {(sessionId: string) => boolean} ownsSession
 * @property {() => Iterable<string>} origins origins of its documents ("https://a.example"); opaque ones left out
 * @property {() => string} [url] the URL its webContents shows
 */

/**
 * A guard inspects the parameters of one method; it returns why they reach
 * past the scope, or '' when they do not.
 * @typedef {(params: any, scope: Scope) => string} Guard
 */

/**
 * @param {object} [options]
 * @param {readonly string[]} [options.block] methods and "Domain.*" entries refused outright; default protocol.Blocked
 * @param {readonly string[]} [options.allow] methods and "Domain.*" entries relayed without any check
 */
function createPolicy({ block = P.Blocked, allow = [] } = {}) {
  const blocked = new Set(block);
  const allowed = new Set(allow);
  const confinedDomains = new Set(P.Policy.confinedDomains);
  const confined = new Set(Object.keys(P.Policy.confined));
  const unappliedMethods = new Set(Object.keys(P.Policy.unapplied));

  /**
   * Why the bridge refuses this command (a sentence), or '' to relay it.
   * @param {string} method
   * @param {any} params the command's params (an object)
   * @param {Scope} scope
   */
  function reason(method, params, scope) {
    const dot = method.indexOf('.');
    const domainAll = dot > 0 ? `${method.slice(0, dot)}.*` : '';
    if (allowed.has(method) || allowed.has(domainAll)) return '';
    if (blocked.has(method) || blocked.has(domainAll)) {
      const why = reasons.get(method) ?? reasons.get(domainAll) ?? 'the app blocks it';
      return `${method} is blocked by electron-mcp-bridge: ${why}`;
    }
    const guard = guards.get(method);
    if (guard) {
      const past = guard(params ?? {}, scope);
      return past ? `${method} is refused by electron-mcp-bridge: ${past}` : '';
    }
    if ((dot > 0 && confinedDomains.has(method.slice(0, dot))) || confined.has(method)) return '';
    return `${method} is refused by electron-mcp-bridge: it is not known to stay within this webContents`;
  }

  /**
   * Why the bridge refuses this command, or null to relay it.
   * @param {string} method
   * @param {any} params the command's params (an object)
   * @param {Scope} scope
   * @returns {CDPError | null}
   */
  function check(method, params, scope) {
    const why = reason(method, params, scope);
    return why ? refusal(why, method) : null;
  }

  /**
   * Whether the app allowed this method itself (startBridge({allow})).
   * @param {string} method
   */
  function allows(method) {
    const dot = method.indexOf('.');
    return allowed.has(method) || (dot > 0 && allowed.has(`${method.slice(0, dot)}.*`));
  }

  /**
   * Whether the bridge answers this method with an empty result instead of
   * relaying it (protocol.Policy.unapplied), given that check let it pass.
   * @param {string} method
   */
  function unapplied(method) {
    return unappliedMethods.has(method) && !allows(method) && !blocked.has(method);
  }

  return { check, reason, allows, unapplied };
}

/**
 * @param {string} message
 * @param {string} method
 * @returns {CDPError}
 */
function refusal(message, method) {
  return { code: P.CodeBlocked, message: `${message}. The app can allow it: startBridge({allow: [${JSON.stringify(method)}]})` };
}

/** @param {unknown} v */
function quote(v) {
  const s = typeof v === 'string' ? v : JSON.stringify(v) ?? String(v);
  return JSON.stringify(s.length > 80 ? `${s.slice(0, 80)}…` : s);
}

/**
 * The origin of a URL, or '' when it has none a storage key could name
 * (opaque: data:, about:blank, …).
 * @param {unknown} url
 */
function originOf(url) {
  if (typeof url !== 'string') return '';
  try {
    const o = new URL(url).origin;
    return o === 'null' ? '' : o;
  } catch {
    return '';
  }
}

/**
 * @param {Scope} scope
 * @param {unknown} origin
 */
function ownsOrigin(scope, origin) {
  if (typeof origin !== 'string' || origin === '') return false;
  for (const o of scope.origins()) if (o === origin) return true;
  return false;
}

/**
 * A storage key is "<origin>/" for first-party storage, "<origin>/^…" when
 * partitioned.
 * @param {Scope} scope
 * @param {unknown} key
 */
function ownsStorageKey(scope, key) {
  if (typeof key !== 'string') return false;
  for (const o of scope.origins()) if (key === `${o}/` || key.startsWith(`${o}/^`)) return true;
  return false;
}

/**
 * Whether a cookie for `domain` is one of the scope's hosts' (the host is
 * the domain or below it).
 * @param {Scope} scope
 * @param {unknown} domain
 */
function ownsCookieDomain(scope, domain) {
  if (typeof domain !== 'string' || domain === '') return false;
  const d = domain.replace(/^\./, '').toLowerCase();
  for (const o of scope.origins()) {
    let host;
    try {
      host = new URL(o).hostname.toLowerCase();
    } catch {
      continue;
    }
    if (host === d || host.endsWith(`.${d}`)) return true;
  }
  return false;
}

/** @param {Scope} scope */
function ownOrigins(scope) {
  const list = [...scope.origins()];
  return list.length ? list.join(', ') : 'none yet';
}

/**
 * @param {any} c a cookie or deleteCookies params
 * @param {Scope} scope
 */
function cookieReach(c, scope) {
  if (!c || typeof c !== 'object') return 'a cookie must be an object';
  if (c.url !== undefined) {
    if (!ownsOrigin(scope, originOf(c.url))) return `url ${quote(c.url)} is not of an origin this webContents shows (${ownOrigins(scope)})`;
    if (c.domain === undefined) return '';
  }
  if (c.domain !== undefined) {
    return ownsCookieDomain(scope, c.domain) ? '' : `domain ${quote(c.domain)} is not a domain of an origin this webContents shows (${ownOrigins(scope)})`;
  }
  return 'give the url or domain of an origin this webContents shows';
}

/**
 * Every origin-naming field of the storage methods.
 * @param {any} params
 * @returns {{field: string, value: unknown, kind: 'origin' | 'key'}[]}
 */
function storageNames(params) {
  /** @type {{field: string, value: unknown, kind: 'origin' | 'key'}[]} */
  const out = [];
  /**
   * @param {string} field
   * @param {unknown} value
   * @param {'origin' | 'key'} kind
   */
  const add = (field, value, kind) => {
    if (value !== undefined) out.push({ field, value, kind });
  };
  add('origin', params.origin, 'origin');
  add('securityOrigin', params.securityOrigin, 'origin');
  add('ownerOrigin', params.ownerOrigin, 'origin');
  add('storageKey', params.storageKey, 'key');
  for (const name of ['storageBucket', 'bucket', 'bucketFileSystemLocator']) {
    const b = params[name];
    if (b !== undefined) add(`${name}.storageKey`, b && typeof b === 'object' ? b.storageKey : b, 'key');
  }
  const id = params.storageId;
  if (id !== undefined) {
    if (!id || typeof id !== 'object') add('storageId', id, 'key');
    else {
      add('storageId.securityOrigin', id.securityOrigin, 'origin');
      add('storageId.storageKey', id.storageKey, 'key');
    }
  }
  // "<storage key>|<cache name>"
  if (params.cacheId !== undefined) add('cacheId', typeof params.cacheId === 'string' ? params.cacheId.split('|')[0] : params.cacheId, 'key');
  return out;
}

/** @type {Guard} */
function ownStorage(params, scope) {
  const names = storageNames(params);
  if (names.length === 0) return `it names no origin: give one this webContents shows (${ownOrigins(scope)})`;
  for (const n of names) {
    const own = n.kind === 'origin' ? ownsOrigin(scope, n.value) : ownsStorageKey(scope, n.value);
    if (!own) return `${n.field} ${quote(n.value)} is not of an origin this webContents shows (${ownOrigins(scope)})`;
  }
  return '';
}

/** @type {Guard} */
function defaultDownloads(params) {
  if (params.behavior !== 'default' || params.downloadPath !== undefined || params.browserContextId !== undefined) {
    return 'only behavior "default" (with eventsEnabled if wanted) is relayed: any other behavior writes downloads wherever the client says, without a prompt';
  }
  return '';
}

/**
 * @param {string} what
 * @returns {Guard}
 */
function ownTarget(what) {
  return (params, scope) => {
    if (params.targetId === undefined && what === 'optional') return '';
    if (typeof params.targetId === 'string' && scope.ownsTarget(params.targetId)) return '';
    return `targetId ${quote(params.targetId)} is not this webContents or one of its frames or workers`;
  };
}

// Schemes a client may navigate to whatever the page shows. Past them, only
// the scheme of the page itself (an app's own, app://…), and file: only
// within the folder of the file: page the app shows — never the computer's
// other files, nor the browser's own pages.
const webSchemes = new Set(['http:', 'https:', 'about:', 'data:', 'blob:']);
const neverOwnSchemes = new Set(['file:', 'filesystem:', 'view-source:', 'chrome:', 'chrome-untrusted:', 'chrome-error:', 'chrome-extension:', 'devtools:', 'javascript:']);

/** @type {Guard} */
function navigable(params, scope) {
  if (typeof params.url !== 'string') return 'url must be a string';
  const scheme = schemeOf(params.url);
  if (webSchemes.has(scheme)) return '';
  const shown = scope.url?.() ?? '';
  const own = schemeOf(shown);
  if (scheme !== '' && scheme === own && !neverOwnSchemes.has(scheme)) return '';
  const folder = own === 'file:' ? fileFolder(shown) : '';
  if (scheme === 'file:' && folder && withinFolder(params.url, folder)) return '';
  const why = scheme === 'file:' || scheme === 'filesystem:' || scheme === 'view-source:'
    ? `it opens the computer's files, past what the page may reach`
    : scheme === ''
      ? 'it is not an absolute URL'
      : `${scheme} is not a scheme of the web nor the page's own`;
  const ok = ['http(s):', 'about:', 'data:', 'blob:'];
  if (own && !neverOwnSchemes.has(own) && !webSchemes.has(own)) ok.push(`${own} (the page's own)`);
  if (folder) ok.push(`${folder} and below (the folder of the page the app shows)`);
  return `url ${quote(params.url)}: ${why}; a client may navigate to ${ok.join(', ')}`;
}

/**
 * The folder of a file: URL ("file:///opt/App/"), or '' when it has none.
 * @param {string} url
 */
function fileFolder(url) {
  try {
    const u = new URL(url);
    if (u.protocol !== 'file:' || unsafeFilePath(u.pathname)) return '';
    return `file://${u.host}${u.pathname.slice(0, u.pathname.lastIndexOf('/') + 1)}`;
  } catch {
    return '';
  }
}

/**
 * Whether a file: URL is in a folder or below it, after the URL's own
 * normalisation (dot segments resolved as the browser resolves them).
 * @param {string} url
 * @param {string} folder from fileFolder
 */
function withinFolder(url, folder) {
  try {
    const u = new URL(url);
    if (u.protocol !== 'file:' || unsafeFilePath(u.pathname)) return false;
    return `file://${u.host}${u.pathname}`.startsWith(folder);
  } catch {
    return false;
  }
}

/**
 * Escaped separators and NULs, which a file path may read differently from
 * the URL.
 * @param {string} pathname
 */
function unsafeFilePath(pathname) {
  return /%(2f|5c|00)|\\/i.test(pathname);
}

/**
 * The scheme of a URL, lower case with its colon ("file:"), or ''.
 * @param {string} url
 */
function schemeOf(url) {
  const m = /^\s*([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(url);
  return m ? `${m[1].toLowerCase()}:` : '';
}

/** Why each blocked method is blocked. */
const reasons = new Map(Object.entries(P.Policy.blocked));

/** @type {Map<string, Guard>} */
const guards = new Map(Object.entries({
  'Target.getTargetInfo': ownTarget('optional'),
  'Target.activateTarget': ownTarget('required'),
  'Target.detachFromTarget': (params, scope) => {
    if (params.sessionId !== undefined) {
      return typeof params.sessionId === 'string' && scope.ownsSession(params.sessionId)
        ? ''
        : `sessionId ${quote(params.sessionId)} is not a session of this webContents' frames or workers`;
    }
    return ownTarget('required')(params, scope);
  },
  'Page.navigate': navigable,
  'Browser.setDownloadBehavior': defaultDownloads,
  'Page.setDownloadBehavior': defaultDownloads,
  'Network.getCookies': (params, scope) => {
    if (params.urls === undefined) return '';
    if (!Array.isArray(params.urls)) return 'urls must be an array';
    for (const u of params.urls) {
      if (!ownsOrigin(scope, originOf(u))) return `url ${quote(u)} is not of an origin this webContents shows (${ownOrigins(scope)})`;
    }
    return '';
  },
  'Network.setCookie': cookieReach,
  'Network.deleteCookies': cookieReach,
  'Network.setCookies': (params, scope) => {
    if (!Array.isArray(params.cookies)) return 'cookies must be an array';
    for (const c of params.cookies) {
      const past = cookieReach(c, scope);
      if (past) return past;
    }
    return '';
  },
}));
// The rest name origins or storage keys (Storage, CacheStorage, IndexedDB, DOMStorage, FileSystem).
for (const method of Object.keys(P.Policy.guarded)) if (!guards.has(method)) guards.set(method, ownStorage);

module.exports = { createPolicy, originOf };
