// @ts-check
'use strict';

// CDP frames: checking what a client sends, and turning Electron's
// message-only rejections back into CDP error objects.

const P = require('../protocol');

/**
 * A command as the bridge relays it.
 * @typedef {object} Command
 * @property {number} id the client's own id
 * @property {string} method
 * @property {Record<string, any>} params
 * @property {string} [sessionId] a flat child session (OOPIF, worker); absent for the root
 */

/**
 * @typedef {object} CDPError
 * @property {number} code
 * @property {string} message
 */

// Electron converts a command's params with V8ValueConverter, which stops at
// 100 levels (kMaxRecursionDepth): deeper values would be dropped silently.
// The frame itself is one level more. Checked on the text, before parsing:
// JSON.parse of a frame nested half a million levels deep takes hundreds of
// milliseconds of the app's event loop, and so does one object of a hundred
// thousand distinct keys (parsing it and converting it for Electron cost
// some 1.4 µs a key; a million numbers in an array, 0.05 µs each).
const maxParamsDepth = 100;
const maxFrameDepth = maxParamsDepth + 1;

/**
 * Why a frame's JSON text is too costly to parse and relay, or '': nested
 * more than maxFrameDepth levels, or more than P.MaxFrameNodes objects,
 * arrays and object keys together (each costs a conversion on the app's main
 * thread). Brackets and colons inside strings do not count.
 * @param {string} text
 */
function tooCostly(text) {
  // Few brackets and colons at all (the usual frame, a long base64 body): no need to look closer.
  let marks = 0;
  for (const mark of ['{', '[', ':']) {
    for (let i = text.indexOf(mark); i !== -1 && marks <= maxFrameDepth; i = text.indexOf(mark, i + 1)) marks++;
  }
  if (marks <= maxFrameDepth) return '';
  let depth = 0;
  let nodes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // Past the string at once (a script or a body is most of a big frame):
      // to the next quote not escaped by an odd run of backslashes.
      for (;;) {
        i = text.indexOf('"', i + 1);
        // Unterminated: JSON.parse refuses it cheaply, as all before it was counted.
        if (i === -1) return '';
        let k = i - 1;
        while (text.charCodeAt(k) === 0x5c) k--;
        if ((i - 1 - k) % 2 === 0) break;
      }
    } else if (c === 0x7b || c === 0x5b || c === 0x3a) {
      if (c !== 0x3a && ++depth > maxFrameDepth) {
        return `Message 'params' nest more than ${maxParamsDepth} levels: Electron passes only ${maxParamsDepth} levels of a command's parameters on (the rest would be lost); flatten them`;
      }
      if (++nodes > P.MaxFrameNodes) {
        return `Message holds more than ${P.MaxFrameNodes} objects, arrays and object keys: each costs the app's main thread a conversion; send fewer per command (a long list as one string, or over several commands)`;
      }
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return '';
}

/**
 * Parses one text frame. Returns the command, or the error answer to send
 * back (with the id when the frame had a usable one), like Chrome's own checks.
 * @param {string} text
 * @returns {{command: Command} | {answer: {id?: number, error: CDPError}}}
 */
function parseCommand(text) {
  const costly = tooCostly(text);
  if (costly) {
    // Not parsed: the id is taken only where clients put it, first.
    const m = /^\s*\{\s*"id"\s*:\s*(\d{1,15})\s*[,}]/.exec(text.slice(0, 64));
    /** @type {{id?: number, error: CDPError}} */
    const answer = { error: { code: P.CodeInvalidParams, message: costly } };
    if (m) answer.id = Number(m[1]);
    return { answer };
  }
  let msg;
  try {
    msg = JSON.parse(text);
  } catch {
    return { answer: { error: { code: P.CodeParseError, message: 'Message must be in JSON format' } } };
  }
  if (msg === null || typeof msg !== 'object' || Array.isArray(msg)) {
    return { answer: { error: { code: P.CodeInvalidRequest, message: 'Message must be an object' } } };
  }
  const { id, method, params, sessionId } = msg;
  if (!Number.isSafeInteger(id) || id < 0) {
    return { answer: { error: { code: P.CodeInvalidRequest, message: "Message must have integer 'id' property" } } };
  }
  if (typeof method !== 'string') {
    return { answer: { id, error: { code: P.CodeInvalidRequest, message: "Message must have string 'method' property" } } };
  }
  if (params !== undefined && (params === null || typeof params !== 'object' || Array.isArray(params))) {
    return { answer: { id, error: { code: P.CodeInvalidParams, message: "Message 'params' property must be an object" } } };
  }
  if (sessionId !== undefined && typeof sessionId !== 'string') {
    return { answer: { id, error: { code: P.CodeInvalidRequest, message: "Message 'sessionId' property must be a string" } } };
  }
  /** @type {Command} */
  const command = { id, method, params: params ?? {} };
  // Electron refuses an explicit empty session id; '' means the root session.
  if (sessionId) command.sessionId = sessionId;
  return { command };
}

// Electron keeps only error.message; these are the messages whose code a
// client may branch on.
const methodNotFound = /^'[^']*' wasn't found$/;

/**
 * Maps the Error Electron rejects a failed sendCommand with to a CDP error.
 * @param {unknown} err
 * @returns {CDPError}
 */
function errorFromElectron(err) {
  const message = err instanceof Error ? err.message : String(err);
  /** @type {number} */
  let code = P.CodeServerError;
  if (methodNotFound.test(message)) code = P.CodeMethodNotFound;
  else if (message === 'Invalid parameters') code = P.CodeInvalidParams;
  else if (message === 'Session with given id not found.') code = P.CodeSessionNotFound;
  else if (message === 'target closed while handling command' || message === 'No target available') code = P.CodeTargetClosed;
  // Features only one protocol client may hold at a time.
  if (/other protocol client already intercepts it$/.test(message)) {
    return {
      code,
      message: `${message}: another DevTools client of this webContents (the app's own debugger client, or DevTools) holds it; only one may`,
    };
  }
  return { code, message };
}

module.exports = { parseCommand, errorFromElectron, tooCostly };
