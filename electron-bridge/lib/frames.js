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

/**
 * Parses one text frame. Returns the command, or the error answer to send
 * back (with the id when the frame had a usable one), like Chrome's own checks.
 * @param {string} text
 * @returns {{command: Command} | {answer: {id?: number, error: CDPError}}}
 */
function parseCommand(text) {
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

module.exports = { parseCommand, errorFromElectron };
