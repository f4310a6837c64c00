// @ts-check
'use strict';

// Ending a Debugger.pause whose client left. One that took (the page stopped)
// ends with a Debugger.resume. One still pending (the page ran no script
// since) does not: V8 answers Debugger.resume only while paused, and the
// pause stays set until the page's next script, where it would stop the page
// for a client that stays with the debugger enabled. So the bridge runs a
// script of its own for the pause to take in (a function call: V8 breaks at
// the next call, and a bare constant makes none) and resumes it there.
//
// Nothing can be sent in an order that does this: Chromium passes
// Debugger.resume to the renderer on its IO channel, where it runs at once,
// while Runtime.evaluate waits its turn on the page's main thread
// (content/browser/devtools/devtools_session.cc ShouldSendOnIO, blink's
// devtools_session.cc ShouldInterruptForMethod). A resume sent after the
// script ran before it, found nothing paused, and the pause then took in
// the script for good (8 rounds in 10 on an idle page). So the
// bridge resumes on what it hears instead: each Debugger.paused of the kind
// a Debugger.pause makes, while its script has not answered. A paused script
// cannot answer, and a page script the pause took in first stops the page
// before the bridge's script runs nested in that pause, so its answer comes
// after the event (Chromium flushes events before an answer). A staying
// client's own Debugger.pause taking in that window would be resumed too.

/** @typedef {import('../api').DebuggerLike} DebuggerLike */

// The script the pending pause takes in.
const takeExpression = '(() => 0)()';

/**
 * Ends a pause made on the session (the root's when sessionId is empty),
 * taken or pending. Resolves once the bridge's script answered (the page runs
 * again), or after timeoutMs; never rejects.
 * @param {DebuggerLike} dbg
 * @param {string | undefined} sessionId
 * @param {number} timeoutMs
 * @returns {Promise<void>}
 */
function endPause(dbg, sessionId, timeoutMs) {
  /**
   * @param {string} method
   * @param {Record<string, any>} params
   */
  const send = (method, params) => {
    try {
      return Promise.resolve(sessionId ? dbg.sendCommand(method, params, sessionId) : dbg.sendCommand(method, params)).catch(() => undefined);
    } catch {
      return Promise.resolve(undefined);
    }
  };
  return new Promise((resolve) => {
    /** @type {(event: unknown, method: string, params: any, session: string) => void} */
    const onMessage = (_event, method, params, session) => {
      if (method !== 'Debugger.paused' || (session || '') !== (sessionId || '')) return;
      // Breakpoints, exceptions, DOM and event breakpoints are a staying client's.
      if (params?.reason !== 'other' || params.hitBreakpoints?.length) return;
      send('Debugger.resume', {});
    };
    const timer = setTimeout(done, timeoutMs);
    timer.unref?.();
    function done() {
      clearTimeout(timer);
      dbg.removeListener('message', onMessage);
      resolve();
    }
    dbg.on('message', onMessage);
    // A pause that took ends here; a pending one takes in the script.
    send('Debugger.resume', {});
    send('Runtime.evaluate', { expression: takeExpression, silent: true }).then(done);
  });
}

module.exports = { endPause };
