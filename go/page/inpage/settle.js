// @ts-check
// Waiting for the page (settle.go, wait.go, mouse.go).

/**
 * Resolves once the document has stayed the same, and nothing in it has
 * scrolled (scrolls: anything; else what scrolls smoothly), for two
 * animation frames in a row, and for frameMs at least
 * (the page painted what the action did, and its next frame changed nothing: updates a framework batches
 * into a frame, a task or an effect after the paint have happened; a
 * renderer that is behind runs two frames back to back), with no empty
 * overlay's fade about to end within animationMs (a dialog is shown once
 * its backdrop has faded in: that is waited for, once; and a transparent
 * popup about to show, animationMs at most).
 * Where no frames
 * come, as in a hidden window, it is windowMs without a change instead
 * (a visible document's first frame may come late on a busy machine: it
 * is waited for, 500 ms at most).
 * After maxMs at the latest.
 * @param {number} windowMs
 * @param {number} frameMs
 * @param {number} animationMs
 * @param {number} maxMs
 * @param {boolean} popups
 * @param {boolean} scrolls
 * @returns {Promise<boolean>}
 */
function quiet(windowMs, frameMs, animationMs, maxMs, popups, scrolls) {
  return new Promise(resolve => {
    /** @type {number | undefined} */
    let timer;
    /** @type {number | undefined} */
    let cap;
    let still = 0, over = false, painting = false, waited = false, appeared = false, filled = false, holdEnd = 0, last = performance.now();
    // Nothing changed yet: an animated scroll the action started may not
    // have moved yet (the compositor runs it, and its first scroll reaches
    // the page a few frames later on a busy machine), so a quiet with no
    // change at all takes two frames more where one may come: after a key
    // or the wheel, or in a document whose style sheets ask for smooth
    // scrolling.
    let seen = false;
    const late = scrolls || smoothCSS();
    // Before the first frame: a document that paints (a visible one) has
    // its frames come, late on a busy machine, and what the page does in
    // them (a framework's render in the next frame, a scroll's first step)
    // is not over because they have not come yet; only a hidden one's
    // never come.
    const noFrameMs = document.visibilityState === 'hidden' ? windowMs : Math.max(windowMs, 500);
    /** The scrollers seen scrolling, until their scrollend. @type {Set<EventTarget>} */
    const scrolling = new Set();
    /** @type {(() => void) | undefined} */
    let changed;
    const done = () => {
      if (over) return;
      over = true; obs.disconnect(); clearTimeout(timer); clearTimeout(cap);
      for (const t of targets) {
        t.removeEventListener('scroll', scrolled, true);
        t.removeEventListener('scrollend', scrollEnded, true);
      }
      // What is still a transparent popup now stays one (a closed menu
      // the page keeps): it is not waited for again. (Looked for after a
      // navigation, and after a wait for one; else none was found.)
      if (!popups || holdEnd) for (const el of pendingPopups()) stalePopups().add(el);
      resolve(true);
    };
    const obs = new MutationObserver(records => {
      // A canvas's size and style, which a drawing may set every frame
      // (a loading bar drawn on one as it fills and fades, a chart
      // fitting its box), change nothing the snapshot reads.
      // Nor does a spring easing out in an inline style by less than a
      // pixel a frame (FilePond's panels, for a second after each change),
      // nor an attribute set again to the value it had.
      if (records.every(r => r.type === 'attributes' && (r.target instanceof HTMLCanvasElement || sameValue(r) || subPixel(r)))) return;
      seen = true;
      still = 0;
      last = performance.now();
      if (changed) { changed(); changed = undefined; }
      if (!painting) { clearTimeout(timer); timer = setTimeout(done, noFrameMs); }
    });
    obs.observe(document, {subtree: true, childList: true, attributes: true, attributeOldValue: true, characterData: true});
    // A scroll going on (an animated one: a key's, or one the page asked
    // to be smooth) is the page still moving: a virtualised list renders
    // the rows of where it scrolls to only once there.
    /** @param {Event} e */
    const scrolled = e => {
      const t = e.target instanceof Document ? e.target.scrollingElement : e.target;
      if (!scrolls && !(t instanceof Element && getComputedStyle(t).scrollBehavior === 'smooth')) return;
      seen = true;
      if (e.target) scrolling.add(e.target);
      still = 0;
      last = performance.now();
      if (!painting) { clearTimeout(timer); timer = setTimeout(done, noFrameMs); }
    };
    // A scroll is over at its scrollend: frames it does not move in (a
    // busy compositor) do not end it.
    /** @param {Event} e */
    const scrollEnded = e => { if (e.target) scrolling.delete(e.target); };
    const stillScrolling = () => {
      for (const t of scrolling) if (t instanceof Node && !t.isConnected) scrolling.delete(t);
      return scrolling.size > 0;
    };
    // The shadow roots the focus is in hear the scrolls there (a list a
    // component scrolls after a key), which do not reach the document: a
    // scroll event is not composed.
    const targets = [document, ...focusRoots()];
    for (const t of targets) {
      t.addEventListener('scroll', scrolled, {capture: true, passive: true});
      t.addEventListener('scrollend', scrollEnded, {capture: true, passive: true});
    }
    // Transitions and animations that end soon on an element with nothing
    // in it that covers much of the page, which the pointer reaches: a
    // backdrop fading in, whose end is when its dialog is shown
    // (Bootstrap's modal and offcanvas), unless a dialog shows beside it
    // already; a backdrop fading out, whose end is when its dialog goes. Not what has content (a menu or row that moves in is there
    // already), not spinners (they never end), not ripples and glows (they
    // ignore the pointer), nor what only recolours (a button's hover or
    // focus ring).
    const cosmetic = /^(color|background(-color)?|border(-[a-z]+)?-color|box-shadow|outline(-color|-offset|-width)?|text-decoration-color|text-shadow|caret-color|fill|stroke|filter)$/;
    // Also a carousel's track sliding (its slides marked so, as ARIA's
    // carousel pattern does): the slide it brings is shown, and the one
    // it takes away hidden, once it stops (Splide's, Swiper's).
    const ending = () => !document.getAnimations ? [] : document.getAnimations().filter(a => {
      const e = effectOf(a);
      const el = e && e.target;
      if (a.playState !== 'running' || !e || !el || e.pseudoElement) return false;
      const track = !!el.querySelector('[aria-roledescription="slide" i]');
      if (!track && (el.childElementCount || (el.textContent || '').trim())) return false;
      const t = e.getComputedTiming();
      if (!isFinite(/** @type {number} */ (t.endTime)) || /** @type {number} */ (t.endTime) - (/** @type {number} */ (t.localTime) || 0) > animationMs) return false;
      if (animatedProps(a).every(p => cosmetic.test(p))) return false;
      if (track) return true;
      if (getComputedStyle(el).pointerEvents === 'none') return false;
      // An overlay covers the page, or much of it: not a tab's sliding
      // underline, a switch's thumb, a slider's track or an arrow icon.
      const box = el.getBoundingClientRect();
      if (box.width * box.height < innerWidth * innerHeight / 4) return false;
      // An overlay fading out goes with its dialog (Bootstrap's modal
      // removes both once the fade has ended): the dialog beside it is
      // closing, not shown.
      if (fadesOut(a)) return true;
      // A dialog shown beside it already (Radix's, MUI's, antd's: the
      // content comes with its overlay) is what the agent needs now.
      const root = /** @type {Document | ShadowRoot} */ (el.getRootNode());
      return ![...(root.querySelectorAll ? root.querySelectorAll('[role=dialog],[role=alertdialog],[aria-modal=true],dialog[open]') : [])]
        .some(d => d !== el && d.getClientRects().length && getComputedStyle(d).visibility !== 'hidden' && (d.textContent || '').trim());
    });
    // Transitions that show what is hidden still: an element whose
    // visibility turns to visible under `transition: all` (Pickr's swatches
    // and colour field, as its popup fades in) stays hidden until its
    // transition has started, two frames or more after the change, or
    // until its delay is over.
    /** @param {Animation} a */
    const hiddenYet = a => {
      if (!(a instanceof CSSTransition) || a.transitionProperty !== 'visibility' || a.playState !== 'running') return false;
      const e = effectOf(a);
      const el = e && e.target;
      if (!el || e.pseudoElement || getComputedStyle(el).visibility === 'visible') return false;
      const k = e.getKeyframes();
      return k.length > 0 && k[k.length - 1].visibility === 'visible';
    };
    const appearing = () => !document.getAnimations ? [] : document.getAnimations().filter(hiddenYet);
    const frame = () => {
      if (over) return;
      if (!painting) { painting = true; clearTimeout(timer); }
      const frames = seen || !late ? 2 : 4;
      if (++still < frames) return requestAnimationFrame(frame);
      // A task after the last frame runs what that frame scheduled.
      setTimeout(() => {
        if (over) return;
        if (still < frames || performance.now() - last < frameMs || stillScrolling()) return requestAnimationFrame(frame);
        // Once: what the action's own transitions lead to (the dialog
        // after its backdrop), not the transitions that starts.
        if (!popups && !filled) {
          // Once: until it changes, or 300 ms (a table left empty).
          filled = true;
          if (loadingTable()) {
            Promise.race([new Promise(r => { changed = () => r(true); }), new Promise(r => setTimeout(r, 300))]).then(() => {
              changed = undefined;
              still = 0;
              last = performance.now();
              requestAnimationFrame(frame);
            });
            return;
          }
        }
        const soon = waited ? [] : ending();
        if (!soon.length && !appeared) {
          // Once: until they have started (then two frames more).
          const shows = appearing();
          if (shows.length) {
            appeared = true;
            const end = performance.now() + animationMs;
            const look = () => {
              if (over) return;
              if (performance.now() < end && shows.some(hiddenYet)) return requestAnimationFrame(look);
              still = 0;
              last = performance.now();
              requestAnimationFrame(frame);
            };
            requestAnimationFrame(look);
            return;
          }
        }
        if (!soon.length) {
          // A popup about to show (see pendingPopups) is waited for,
          // through its library's phases, until it has shown (its fade
          // in has ended: Bootstrap's popover wires its buttons then),
          // changes, or animationMs from the first look.
          const pending = popups ? pendingPopups() : [];
          if (!pending.length) return done();
          const now = performance.now();
          if (!holdEnd) holdEnd = now + animationMs;
          if (now >= holdEnd) return done();
          let held = true;
          /** @type {Promise<unknown>} */
          const shown = new Promise(r => {
            const look = () => {
              if (!held) return;
              if (over) return r(true);
              // Still transparent: the popups found, looked at again (not
              // the whole walk of pendingPopups every frame; a new one
              // changes the page, which ends the hold).
              if (pending.some(el => el.isConnected && parseFloat(getComputedStyle(el).opacity) < 0.05)) return requestAnimationFrame(look);
              const fades = pending.flatMap(el => el.getAnimations ? el.getAnimations({subtree: true}) : []).filter(a => {
                // Not a spinner's: it never ends.
                const e = effectOf(a);
                return a.playState === 'running' && !!e && isFinite(/** @type {number} */ (e.getComputedTiming().endTime));
              });
              allFinished(fades).then(r);
            };
            requestAnimationFrame(look);
          });
          Promise.race([new Promise(r => { changed = () => r(true); }), new Promise(r => setTimeout(r, holdEnd - now)), shown]).then(() => {
            held = false;
            changed = undefined;
            still = 0;
            last = performance.now();
            requestAnimationFrame(frame);
          });
          return;
        }
        waited = true;
        Promise.race([allFinished(soon), new Promise(r => setTimeout(r, animationMs))]).then(() => {
          still = 0;
          last = performance.now();
          requestAnimationFrame(frame);
        });
      }, 0);
    };
    requestAnimationFrame(frame);
    timer = setTimeout(done, noFrameMs);
    cap = setTimeout(done, maxMs);
  });
}

/**
 * The open shadow roots the focus is in, outermost first.
 * @returns {ShadowRoot[]}
 */
function focusRoots() {
  /** @type {ShadowRoot[]} */
  const roots = [];
  let el = document.activeElement;
  while (el && el.shadowRoot && roots.length < 16) {
    roots.push(el.shadowRoot);
    el = el.shadowRoot.activeElement;
  }
  return roots;
}

/**
 * Whether the document's style sheets ask anything to scroll smoothly
 * (scroll-behavior: smooth; the ones it may read), kept in our world until
 * the sheets or their rules change in number.
 * @returns {boolean}
 */
function smoothCSS() {
  const sheets = [...document.styleSheets];
  /** @param {CSSStyleSheet} s */
  const rulesOf = s => { try { return s.cssRules; } catch { return null; } };
  let key = String(sheets.length);
  for (const s of sheets) { const r = rulesOf(s); key += ',' + (r ? r.length : '-'); }
  const cached = globalThis.__emcpSmoothCSS;
  if (cached && cached.doc === document && cached.key === key) return cached.smooth;
  /** @param {CSSRuleList | null} rules @param {number} depth @returns {boolean} */
  const has = (rules, depth) => {
    if (!rules || depth > 4) return false;
    for (const r of rules) {
      const style = /** @type {CSSStyleRule} */ (r).style;
      if (style && style.scrollBehavior === 'smooth') return true;
      const inner = /** @type {CSSGroupingRule} */ (r).cssRules;
      if (inner && has(inner, depth + 1)) return true;
    }
    return false;
  };
  const smooth = sheets.some(s => has(rulesOf(s), 0));
  globalThis.__emcpSmoothCSS = {doc: document, key, smooth};
  return smooth;
}

/**
 * Whether a popup is about to show: an element near the top of the body
 * (where libraries put their popups), absolutely placed, displayed, taking
 * the pointer, with text in it, yet transparent. rc-motion (under antd)
 * renders a popup so (far off the page to measure it, then in place,
 * then scaled to nothing) for a few frames before its zoom starts: until
 * then its items are nowhere to click. A tooltip that CSS keeps
 * transparent ignores the pointer; a closed menu the page keeps
 * transparent is stale once a quiet ended with it.
 * @returns {Element[]}
 */
function pendingPopups() {
  const body = document.body;
  /** @type {Element[]} */
  const found = [];
  if (!body) return found;
  /** @type {Element[]} */
  let level = [...body.children];
  for (let depth = 0, seen = 0; depth < popupLevels() && level.length && seen < 300; depth++) {
    /** @type {Element[]} */
    const next = [];
    for (const el of level) {
      if (++seen > 300) break;
      const st = getComputedStyle(el);
      if (placedAsPopup(el, st) && st.display !== 'none' && st.visibility !== 'hidden' &&
        st.pointerEvents !== 'none' && parseFloat(st.opacity) < 0.05 && !stalePopups().has(el) && (el.textContent || '').trim()) found.push(el);
      next.push(...el.children);
    }
    level = next;
  }
  return found;
}

/**
 * The transparent popups a quiet ended with (closed ones the page keeps),
 * kept in our world for the document's life.
 * @returns {WeakSet<Element>}
 */
function stalePopups() {
  return globalThis.__emcpStalePopups || (globalThis.__emcpStalePopups = new WeakSet());
}

/**
 * Whether an animation or transition takes its element's opacity down (a
 * fade out).
 * @param {Animation} a
 * @returns {boolean}
 */
function fadesOut(a) {
  const e = effectOf(a);
  const k = e && e.getKeyframes ? e.getKeyframes() : [];
  if (k.length < 2) return false;
  /** @param {ComputedKeyframe} f */
  const opacity = f => parseFloat(String(f.opacity));
  return opacity(k[k.length - 1]) < opacity(k[0]);
}

/**
 * Resolves after two animation frames, or after 100 ms in a window that
 * does not paint (hidden or minimised windows get no frames).
 */
function twoFrames() {
  return new Promise(r => { requestAnimationFrame(() => requestAnimationFrame(() => r(true))); setTimeout(() => r(true), 100); });
}

/**
 * Resolves when the page's visible text contains (or, gone, no longer
 * contains) the text, checking on every DOM change; it gives up at the
 * timeout (ms) and reports whether the condition held.
 * @param {string} text
 * @param {boolean} gone
 * @param {number} timeout
 * @returns {Promise<boolean>}
 */
function waitText(text, gone, timeout) {
  return new Promise(resolve => {
    /** @param {string} s */
    const norm = s => s.replace(/\s+/g, ' ').toLowerCase();
    const want = norm(text);
    const holds = () => {
      const body = document.body ? norm(document.body.innerText || '') : '';
      return gone ? !body.includes(want) : body.includes(want);
    };
    if (holds()) return resolve(true);
    /** @type {number | undefined} */
    let timer;
    const obs = new MutationObserver(() => { if (holds()) { obs.disconnect(); clearTimeout(timer); resolve(true); } });
    obs.observe(document, {subtree: true, childList: true, characterData: true, attributes: true});
    timer = setTimeout(() => { obs.disconnect(); resolve(holds()); }, timeout);
  });
}

/**
 * Resolves true when a scroll container by the element that snaps its
 * content into place (a carousel's track: scroll-snap-type) starts
 * scrolling within ms, once that scroll has ended (its scrollend, or no
 * scroll for 150 ms; 900 ms at most); false at once where there is none,
 * and false when none starts. A component scrolls its track in its shadow
 * root, where the quiet hears nothing (a scroll event is not composed),
 * and its smooth scroll starts frames after the click: Shoelace's
 * carousel shows the slide a dot asked for 600 ms later. Looked for in the
 * element's shadow root, or among its nearest ancestors and their
 * children; not a track that holds the element.
 * @this {Node}
 * @param {number} ms
 * @returns {boolean | Promise<boolean>}
 */
function scrollsLater(ms) {
  const el = elementOf(this);
  if (!el) return false;
  const root = el.getRootNode();
  /** @type {Element[]} */
  let near = [];
  if (root instanceof ShadowRoot) {
    near = [...root.querySelectorAll('*')].slice(0, 1000);
  } else {
    let a = el.parentElement;
    for (let i = 0; a && i < 3 && a !== document.body; i++, a = a.parentElement) near.push(a, ...a.children);
  }
  /** @param {Element} e */
  const snaps = e => {
    const s = getComputedStyle(e);
    return s.scrollSnapType !== 'none' && s.scrollSnapType !== '' && (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1);
  };
  // What is clicked inside a track (a day of a calendar whose months
  // snap) does not move it; a dot, an arrow or a tab beside it does.
  const tracks = [...new Set(near)].filter(t => !t.contains(el) && snaps(t));
  if (!tracks.length) return false;
  return new Promise(resolve => {
    let started = false, over = false;
    /** @type {number | undefined} */
    let still;
    /** @param {boolean} v */
    const finish = v => {
      if (over) return;
      over = true;
      clearTimeout(still); clearTimeout(start); clearTimeout(cap);
      for (const t of tracks) { t.removeEventListener('scroll', scrolled); t.removeEventListener('scrollend', ended); }
      resolve(v);
    };
    const scrolled = () => { started = true; clearTimeout(still); still = setTimeout(() => finish(true), 150); };
    const ended = () => { if (started) finish(true); };
    for (const t of tracks) { t.addEventListener('scroll', scrolled, {passive: true}); t.addEventListener('scrollend', ended); }
    const start = setTimeout(() => { if (!started) finish(false); }, ms);
    const cap = setTimeout(() => finish(started), 900);
  });
}

/**
 * Whether an attribute was set to the value it had.
 * @param {MutationRecord} r
 * @returns {boolean}
 */
function sameValue(r) {
  return r.attributeName !== null && r.target instanceof Element && r.oldValue === r.target.getAttribute(r.attributeName);
}

/**
 * Whether an inline style changed by less than a pixel: the same style but
 * for its numbers, each moved by less than half a pixel (lengths) or a
 * two-hundredth (scales, opacity).
 * @param {MutationRecord} r
 * @returns {boolean}
 */
function subPixel(r) {
  if (r.attributeName !== 'style' || r.oldValue == null || !(r.target instanceof Element)) return false;
  const now = r.target.getAttribute('style') || '';
  const num = /-?\d*\.?\d+(?:e-?\d+)?(px|%|deg|)/g;
  if (r.oldValue.replace(num, '#') !== now.replace(num, '#')) return false;
  const a = [...r.oldValue.matchAll(num)], b = [...now.matchAll(num)];
  for (let i = 0; i < a.length; i++) {
    const d = Math.abs(parseFloat(a[i][0]) - parseFloat(b[i][0]));
    if (d >= (a[i][1] === '' ? 0.005 : 0.5)) return false;
  }
  return true;
}

/**
 * Whether a table shown has its column heads and no cell yet, as one
 * loading its rows does after a navigation: Grid.js renders its head, then
 * its rows once its pipeline has run, frames later. A <table> counts with
 * a body only: a table of heads alone is the fixed head of a table whose
 * body is another (Element Plus's, FullCalendar's).
 * @returns {boolean}
 */
function loadingTable() {
  return [...document.querySelectorAll('table, [role=grid], [role=treegrid], [role=table]')].some(t =>
    t.getClientRects().length > 0 && (!(t instanceof HTMLTableElement) || t.tBodies.length > 0) &&
    !!t.querySelector('th, [role=columnheader]') && !t.querySelector('td, [role=gridcell], [role=cell], [role=rowheader]'));
}
