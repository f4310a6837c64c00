// Package observe keeps what a page does while the agent watches: its
// console (console.* calls, uncaught exceptions, the browser's log), its
// network requests, and the routes that answer requests with made-up
// responses. Package page feeds it the CDP events of every session of the
// page and asks it for lists; it holds no connection of its own and knows
// nothing of actions, so its tests need no browser.
package observe
