// @ts-check
'use strict';

// Every request passes the gate before the bridge answers it or upgrades it to
// a WebSocket, and so before any debugger is attached.

const crypto = require('node:crypto');
const { AuthScheme, TokenBytes } = require('../protocol');

/** A fresh token: TokenBytes random bytes, unpadded base64url. */
function generateToken() {
  return crypto.randomBytes(TokenBytes).toString('base64url');
}

/** @param {string} s */
function digest(s) {
  return crypto.createHash('sha256').update(s, 'utf8').digest();
}

/**
 * @typedef {object} Refusal
 * @property {number} status HTTP status
 * @property {string} message a short plain-text reason (never the token)
 */

/**
 * @param {object} config
 * @param {string} config.token
 * @param {() => number} config.port the listening port, known once listening
 * @param {readonly string[]} config.allowOrigins
 * @returns {(req: import('node:http').IncomingMessage) => Refusal | null}
 */
function createGate({ token, port, allowOrigins }) {
  // Compare digests so the comparison is constant-time whatever the length.
  const want = digest(token);
  const origins = new Set(allowOrigins);
  const prefix = `${AuthScheme} `;
  return (req) => {
    // DNS rebinding: a page on evil.example resolving to 127.0.0.1 sends its own Host.
    const host = req.headers.host;
    const p = port();
    if (host !== `127.0.0.1:${p}` && host !== `localhost:${p}`) {
      return { status: 403, message: 'Host must be 127.0.0.1:<port> or localhost:<port>' };
    }
    // Browsers always send Origin; the electron-mcp client never does.
    const origin = req.headers.origin;
    if (origin !== undefined && !origins.has(origin)) {
      return { status: 403, message: 'requests with an Origin header are refused' };
    }
    const auth = req.headers.authorization;
    const given = typeof auth === 'string' && auth.startsWith(prefix) ? auth.slice(prefix.length) : '';
    if (!crypto.timingSafeEqual(digest(given), want)) {
      return { status: 401, message: 'missing or wrong bearer token' };
    }
    return null;
  };
}

module.exports = { createGate, generateToken };
