package cdp

import (
	"errors"
	"strings"

	"github.com/chromedp/cdproto"
)

// Failure is a kind of failure the browser reports in words only: Chromium
// answers most failed commands with the generic code -32000 and a message,
// and Electron drops even the code. Code that branches on one asks Failed,
// which keeps the words each kind comes in, in this one place.
type Failure int

const (
	// ContextGone: the execution context the command named is gone (its
	// document navigated away, its frame or world was destroyed).
	ContextGone Failure = iota + 1
	// NodeGone: the node is no longer in the document.
	NodeGone
	// NotRendered: the node has no box (display:none, not rendered).
	NotRendered
	// NoDialog: Page.handleJavaScriptDialog found no dialog open.
	NoDialog
	// NotPaused: a Fetch command named a request that is no longer
	// paused (answered already, or its page went away).
	NotPaused
	// SessionGone: the command named a session that has ended.
	SessionGone
	// TargetClosed: the target went away while the command was pending
	// (Electron's only words for it; the bridge adds its own code).
	TargetClosed
)

// failureWords are the messages of each kind, as Chromium words them.
var failureWords = map[Failure][]string{
	ContextGone:  {"Cannot find context with specified id", "Execution context was destroyed", "Inspected target navigated or closed", "Cannot find default execution context"},
	NodeGone:     {"No node with given id found", "Node is detached from document", "Could not find node with given id", "No node found for given backend id"},
	NotRendered:  {"Node does not have a layout object", "Element is not visible"},
	NoDialog:     {"No dialog is showing"},
	NotPaused:    {"Invalid InterceptionId", "Invalid state for continueInterceptedRequest"},
	SessionGone:  {"No session with given id", "Session with given id not found"},
	TargetClosed: {"target closed"},
}

// Failed reports whether err is the browser's answer of kind k.
func Failed(err error, k Failure) bool {
	var e *cdproto.Error
	if !errors.As(err, &e) {
		return false
	}
	for _, w := range failureWords[k] {
		if strings.Contains(e.Message, w) {
			return true
		}
	}
	return false
}
