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

/** @param {unknown} err */
function errorMessage(err) {
  return err instanceof Error ? err.message : String(err);
}

module.exports = { createLogger, errorMessage };
