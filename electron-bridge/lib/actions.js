// @ts-check
'use strict';

// Agents' actions on webContents (Bridge.beginAction … Bridge.endAction), as
// the downloads and the dialogs follow them: per webContents, the clients
// whose action is in flight and, for a grace time after the last one ended,
// the client whose action still counts. What happens during an action is
// the agent's (a download it starts, a dialog it opens); what happens
// outside one is the person's.

/**
 * @typedef {object} Acting
 * @property {Map<object, number>} owners actions in flight per client, the newest owner last
 * @property {object | null} last the client whose action ended last
 * @property {number} graceUntil Date.now() until which that ended action still counts
 */

class Actions {
  /** @param {number} graceMs how long an ended action still counts */
  constructor(graceMs) {
    this.graceMs = graceMs;
    /** By webContents id, the one whose action began last at the end. @type {Map<string, Acting>} */
    this.acting = new Map();
  }

  /**
   * An agent's action on a webContents starts.
   * @param {object} owner the client
   * @param {string} id the webContents id
   */
  begin(owner, id) {
    let a = this.acting.get(id);
    if (a) this.acting.delete(id);
    else a = { owners: new Map(), last: null, graceUntil: 0 };
    this.acting.set(id, a);
    const n = a.owners.get(owner) ?? 0;
    a.owners.delete(owner); // re-inserted last: the newest owner
    a.owners.set(owner, n + 1);
  }

  /**
   * The action ends; it still counts for the grace time.
   * @param {object} owner
   * @param {string} id
   */
  end(owner, id) {
    const a = this.acting.get(id);
    const n = a?.owners.get(owner);
    if (!a || !n) return;
    if (n > 1) a.owners.set(owner, n - 1);
    else a.owners.delete(owner);
    a.last = owner;
    a.graceUntil = Date.now() + this.graceMs;
  }

  /**
   * Ends every action of a client that left. With keepGrace they end as
   * any action does (still counting for the grace time: a download that
   * starts then is still the agent's); without, they stop counting at once
   * (a dialog opened then goes to the person).
   * @param {object} owner
   * @param {boolean} keepGrace
   */
  release(owner, keepGrace) {
    for (const a of this.acting.values()) {
      const had = a.owners.delete(owner);
      if (keepGrace) {
        if (had) {
          a.last = owner;
          a.graceUntil = Date.now() + this.graceMs;
        }
        continue;
      }
      if (had && a.owners.size === 0) a.graceUntil = 0;
      if (a.last === owner) a.last = null;
    }
  }

  /**
   * The client whose action on the webContents counts now: the newest one
   * in flight, else the one that ended within the grace time; or null.
   * @param {string} id
   * @returns {object | null}
   */
  owner(id) {
    const a = this.acting.get(id);
    if (!a) return null;
    if (a.owners.size > 0) return [...a.owners.keys()].pop() ?? null;
    if (Date.now() < a.graceUntil) return a.last;
    this.acting.delete(id);
    return null;
  }

  /**
   * The webContents whose action began last among those that count now
   * and pass the test, with the client it counts for; or null.
   * @param {(id: string) => boolean} [test]
   * @returns {{id: string, owner: object} | null}
   */
  latest(test = () => true) {
    for (const id of [...this.acting.keys()].reverse()) {
      const owner = this.owner(id);
      if (owner && test(id)) return { id, owner };
    }
    return null;
  }

  clear() {
    this.acting.clear();
  }
}

module.exports = { Actions };
