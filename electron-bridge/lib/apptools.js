// @ts-check
'use strict';

// Tools the app declares: startBridge({ tools }) and bridge.setTools().
// electron-mcp offers each to the agent as the MCP tool app_<name>, and calls
// its handler here, in the main process, through the bridge's channel. The
// arguments are checked against the tool's inputSchema first; the handler
// gets a bounded time, and whatever it throws or rejects with becomes the
// tool's error: it never reaches the app as an uncaught exception or an
// unhandled rejection.

const P = require('../protocol');
const { checkSchema, validateWithin } = require('./schema');
const { errorMessage } = require('./log');

/** @typedef {import('../api').AppTool} AppToolDeclaration */
/** @typedef {import('../api').WebContentsLike} WebContentsLike */

const namePattern = /^[A-Za-z0-9_-]{1,60}$/;
// How much of a failure's message the agent gets.
const maxMessage = 2000;

/**
 * @typedef {object} Declared
 * @property {string} name
 * @property {string} description
 * @property {object} inputSchema
 * @property {AppToolDeclaration['handler']} handler
 * @property {number} timeoutMs
 */

/**
 * Checks the app's declarations and copies what the bridge keeps of them.
 * Throws a TypeError that names the tool and what is wrong: this is the
 * app's own call, which should fail loudly while it is being written.
 * @param {unknown} tools
 * @returns {Map<string, Declared>}
 */
function declare(tools) {
  if (tools === undefined || tools === null) return new Map();
  if (!Array.isArray(tools)) throw new TypeError('electron-mcp-bridge: tools must be an array of { name, description, inputSchema, handler }');
  /** @type {Map<string, Declared>} */
  const out = new Map();
  tools.forEach((t, i) => {
    const what = `electron-mcp-bridge: tools[${i}]`;
    if (t === null || typeof t !== 'object') throw new TypeError(`${what} must be an object { name, description, inputSchema, handler }`);
    const { name, description = '', inputSchema = { type: 'object' }, handler, timeoutMs = P.DefaultToolTimeoutMs } = /** @type {any} */ (t);
    if (typeof name !== 'string' || !namePattern.test(name)) {
      throw new TypeError(`${what}.name must be 1 to 60 letters, digits, _ or - (the agent sees it as app_<name>), not ${JSON.stringify(name)}`);
    }
    if (out.has(name)) throw new TypeError(`${what}: a second tool named ${JSON.stringify(name)}`);
    if (typeof description !== 'string') throw new TypeError(`${what} (${name}).description must be a string`);
    if (typeof handler !== 'function') throw new TypeError(`${what} (${name}).handler must be a function (arguments, { webContents, signal }) => result`);
    if (!Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > P.MaxToolTimeoutMs) {
      throw new TypeError(`${what} (${name}).timeoutMs must be a whole number of milliseconds from 1 to ${P.MaxToolTimeoutMs}`);
    }
    /** @type {unknown} */
    let schema;
    try {
      schema = JSON.parse(JSON.stringify(inputSchema));
    } catch (err) {
      throw new TypeError(`${what} (${name}).inputSchema is not JSON: ${errorMessage(err)}`);
    }
    if (schema === null || typeof schema !== 'object' || Array.isArray(schema) || /** @type {any} */ (schema).type !== 'object') {
      throw new TypeError(`${what} (${name}).inputSchema must be a JSON Schema of type "object" (MCP passes arguments as an object)`);
    }
    const problem = checkSchema(schema);
    if (problem) throw new TypeError(`${what} (${name}): ${problem}`);
    out.set(name, { name, description, inputSchema: schema, handler, timeoutMs });
  });
  return out;
}

/**
 * @param {object} config
 * @param {(id: string) => WebContentsLike | undefined} config.find the exposed webContents with this id
 * @param {import('./log').Logger} config.log
 */
function createAppTools({ find, log }) {
  /** @type {Map<string, Declared>} */
  let tools = new Map();

  return {
    /**
     * Replaces the declared tools (throws TypeError, changing nothing, when a
     * declaration is wrong).
     * @param {unknown} list
     */
    set(list) {
      tools = declare(list);
    },

    /** @returns {import('../protocol').AppTool[]} */
    list() {
      return [...tools.values()].map((t) => ({ name: t.name, description: t.description, inputSchema: t.inputSchema }));
    },

    /**
     * Runs a tool for a client; rejects with {code, message}. The handler's
     * signal is aborted at the timeout, or when `cancelled` aborts (the
     * client left, or no longer waits for the call).
     * @param {any} params CallToolParams
     * @param {AbortSignal} [cancelled]
     * @returns {Promise<import('../protocol').CallToolResult>}
     */
    async call(params, cancelled) {
      const name = params?.name;
      const tool = typeof name === 'string' ? tools.get(name) : undefined;
      if (!tool) {
        throw failure(P.CodeNoSuchTool, `the app declares no tool ${JSON.stringify(name)} (any more); list the tools again`);
      }
      const args = params.arguments ?? {};
      const problems = validateWithin(tool.inputSchema, args);
      if (problems === null) {
        throw failure(
          P.CodeToolArguments,
          `checking the arguments of app_${tool.name} against its inputSchema took too long (a pattern may backtrack on them, or they are very large): send shorter strings or fewer items`,
        );
      }
      if (problems.length > 0) {
        throw failure(P.CodeToolArguments, `invalid arguments for app_${tool.name}: ${problems.join('; ')}`);
      }
      let webContents = null;
      if (typeof params.targetId === 'string' && params.targetId !== '') webContents = find(params.targetId) ?? null;
      const controller = new AbortController();
      const onCancel = () => controller.abort(cancelled?.reason ?? new Error('the call was cancelled'));
      if (cancelled?.aborted) onCancel();
      else cancelled?.addEventListener('abort', onCancel, { once: true });
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      const timeout = failure(P.CodeToolTimeout, `app_${tool.name} did not answer within ${tool.timeoutMs / 1000}s; its handler may be stuck`);
      const timedOut = new Promise((_, reject) => {
        timer = setTimeout(() => {
          controller.abort(new Error('the tool call timed out'));
          reject(timeout);
        }, tool.timeoutMs);
      });
      // A synchronous throw becomes a rejection too.
      const running = Promise.resolve().then(() => tool.handler(args, { webContents, signal: controller.signal }));
      // Whatever it does after the timeout is dropped here, not in the app.
      running.catch((err) => log.debug(`app_${tool.name} failed after it timed out: ${errorMessage(err)}`));
      timedOut.catch(() => {});
      /** @type {unknown} */
      let value;
      try {
        value = await Promise.race([running, timedOut]);
      } catch (err) {
        // By identity: a handler may reject with an object that has any code.
        if (err === timeout) throw err;
        throw failure(P.CodeToolFailed, `app_${tool.name} failed: ${errorMessage(err)}`);
      } finally {
        clearTimeout(timer);
        cancelled?.removeEventListener('abort', onCancel);
      }
      if (value === undefined) return {};
      let json;
      try {
        json = JSON.stringify(value);
      } catch (err) {
        throw failure(P.CodeToolFailed, `app_${tool.name} returned what is not JSON (${errorMessage(err)})`);
      }
      if (json === undefined) throw failure(P.CodeToolFailed, `app_${tool.name} returned a ${typeof value}, which is not JSON`);
      if (Buffer.byteLength(json) > P.MaxToolResultBytes) {
        throw failure(P.CodeToolFailed, `app_${tool.name} returned ${Buffer.byteLength(json)} bytes of JSON, more than the ${P.MaxToolResultBytes} a result may have`);
      }
      return { value: JSON.parse(json) };
    },
  };
}

/**
 * @param {number} code
 * @param {string} message
 */
function failure(code, message) {
  return { code, message: message.length > maxMessage ? `${message.slice(0, maxMessage)}…` : message };
}

module.exports = { createAppTools, declare };
