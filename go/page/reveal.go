package page

import (
	"context"
	"time"
)

// revealWait bounds how long a hover waits for what it opens to show.
const revealWait = 400 * time.Millisecond

// jsWatchReveal starts watching, just before a hover, whether the page
// shows anything new: nodes added, or a change of class, style, hidden,
// open or aria-hidden on what does not hold the element (its own hover
// styling does not count), or of aria-expanded anywhere. It keeps nothing
// for long: jsRevealsLater ends it, or five seconds do.
const jsWatchReveal = `function() {
	const el = this.nodeType === 1 ? this : this.parentElement;
	if (!el) return;
	const all = globalThis.__emcpReveal || (globalThis.__emcpReveal = new WeakMap());
	const old = all.get(el);
	if (old) old.stop();
	const w = {changed: false, over: false, wake: null};
	const counts = m => m.type === 'childList' ? m.addedNodes.length > 0 :
		m.attributeName === 'aria-expanded' || !(m.target.contains && m.target.contains(el));
	w.obs = new MutationObserver(ms => {
		if (!ms.some(counts)) return;
		w.changed = true;
		if (w.wake) w.wake();
	});
	for (let root = el.getRootNode(); root; root = root.host ? root.host.getRootNode() : null) {
		w.obs.observe(root, {subtree: true, childList: true, attributes: true,
			attributeFilter: ['class', 'style', 'hidden', 'open', 'aria-hidden', 'aria-expanded']});
	}
	w.stop = () => {
		if (w.over) return;
		w.over = true;
		w.obs.disconnect();
		clearTimeout(w.timer);
		if (all.get(el) === w) all.delete(el);
	};
	w.timer = setTimeout(w.stop, 5000);
	all.set(el, w);
}`

// jsRevealsLater resolves true when the hover has shown nothing yet, the
// element or an ancestor listens for the pointer coming (the marks of the
// last look at the page's listeners: React's hover handlers on any element,
// listeners of their own on what is not a native control), and something
// shows within ms; false at once otherwise, so that a hover that reveals by
// CSS or at once costs no wait.
const jsRevealsLater = `function(ms) {
	const el = this.nodeType === 1 ? this : this.parentElement;
	const w = el && globalThis.__emcpReveal && globalThis.__emcpReveal.get(el);
	if (!w || w.over) return false;
	const api = globalThis.__emcp;
	if (w.changed || !api || !api.hoverListened || !api.hoverListened(el)) {
		w.stop();
		return false;
	}
	return new Promise(resolve => {
		const done = v => { clearTimeout(t); w.stop(); resolve(v); };
		w.wake = () => done(true);
		const t = setTimeout(() => done(false), ms);
	});
}`

// revealed waits, after a hover that showed nothing, for what a listener
// of the element opens a moment later (antd's dropdown after 150 ms, a
// tooltip after its delay), and settles again when it shows: the response
// shows the menu rather than the agent looking again.
func (p *Page) revealed(ctx context.Context, el *Element, s Settled) Settled {
	return p.settleIfLater(ctx, el, s, jsRevealsLater, revealWait)
}

// settleIfLater runs later, a function of el that resolves true when what
// the action shows came after its settle (within wait), and then settles
// again, adding to s.
func (p *Page) settleIfLater(ctx context.Context, el *Element, s Settled, later string, wait time.Duration) Settled {
	var again bool
	wctx, cancel := context.WithTimeout(ctx, wait+time.Second)
	defer cancel()
	if m := p.mark(); el.call(wctx, later, &again, int(wait/time.Millisecond)) == nil && again {
		more := p.settle(ctx, m)
		s.Navigated = s.Navigated || more.Navigated
		s.Notes = append(s.Notes, more.Notes...)
	}
	return s
}
