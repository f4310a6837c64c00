// @ts-check
// Runs in the page's own world: reads the watch timers.js started, and
// ends it. Apart from timers.js, so that a read sends this, not the
// whole watch.

/**
 * Says how long until the last timer the watch kept under key saw set,
 * still pending, is due (ms; 0 when none is, or when the page answered
 * the typing already and set no chained timer), and ends the watch when
 * stop is true or there is nothing left to wait for (so that a 0 means
 * the watch has ended).
 * @param {string} key
 * @param {boolean} stop
 * @returns {number}
 */
function timersDue(key, stop) {
  const w = /** @type {any} */ (window)[key];
  if (!w || typeof w.stop !== 'function') return 0;
  if (stop) w.stop();
  const left = w.left();
  if (left <= 0 && !stop) w.stop();
  return left;
}
