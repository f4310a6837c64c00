// @ts-check
'use strict';

/** @typedef {import('../api').LogLevel} LogLevel */
/** @typedef {import('../api').LogFunction} LogFunction */

/**
 * @typedef {object} Logger
 * @property {(message: string) => void} debug
 * @property {(message: string) => void} info
 * @property {(message: string) => void} warn
 * @property {(message: string) => void} error
 */

const levels = /** @type {const} */ (['debug', 'info', 'warn', 'error']);

/**
 * The default sink is quiet: warnings and errors only, on stderr, unless
 * ELECTRON_MCP_DEBUG is set. A host app that wants more passes its own function.
 * @type {LogFunction}
 */
function defaultSink(level, message) {
  if (level === 'warn' || level === 'error' || process.env.ELECTRON_MCP_DEBUG) {
    console.error(`electron-mcp-bridge ${level}: ${message}`);
  }
}

/**
 * A logger that never throws into the caller, whatever the sink does.
 * @param {LogFunction | false | undefined} option
 * @returns {Logger}
 */
function createLogger(option) {
  const sink = option === false ? null : option || defaultSink;
  /** @param {LogLevel} level */
  const at = (level) => (/** @type {string} */ message) => {
    if (!sink) return;
    try {
      sink(level, message);
    } catch {
      // A broken log callback must not break the bridge.
    }
  };
  return { debug: at(levels[0]), info: at(levels[1]), warn: at(levels[2]), error: at(levels[3]) };
}

// How much of a thrown value's text a message keeps.
const maxErrorText = 4000;

/**
 * What went wrong, as text, from anything code can throw or reject with,
 * never throwing itself: an app's handler may reject with
 * Object.create(null), an object whose toString or message getter throws,
 * or a revoked Proxy (on which even instanceof throws), and describing it
 * inside a .catch must not become the app's unhandled rejection.
 * @param {unknown} err
 * @returns {string}
 */
function errorMessage(err) {
  /** @param {string} s */
  const bounded = (s) => (s.length > maxErrorText ? `${s.slice(0, maxErrorText)}…` : s);
  try {
    if (typeof err === 'string') return bounded(err);
    if (err === null || (typeof err !== 'object' && typeof err !== 'function')) return String(err);
    // A plain { message } is a common rejection; an Error's message may be a throwing getter.
    const message = /** @type {{message?: unknown}} */ (err).message;
    if (typeof message === 'string') return bounded(message);
    const text = String(err);
    if (typeof text === 'string') return bounded(text);
  } catch {
    // Described below without calling into the value.
  }
  let kind = 'object';
  try {
    if (Array.isArray(err)) kind = 'array';
    else if (typeof err === 'function') kind = 'function';
  } catch {
    // A revoked Proxy.
  }
  return `a thrown ${kind} that cannot be described (no message, and its conversion to text fails)`;
}

module.exports = { createLogger, errorMessage };
