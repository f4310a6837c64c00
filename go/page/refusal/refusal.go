// Package refusal is the error of an action that was refused or could not
// be done for a reason the agent can act on — a stale ref, a covered
// element, a request without a body —, in words written for the agent.
// Every part of go/page returns one for such a case; other errors are the
// browser's or the connection's, and the MCP server words them itself.
package refusal

import "fmt"

// Error is an action refused or impossible; Msg says why and what to do
// instead.
type Error struct{ Msg string }

func (e *Error) Error() string { return e.Msg }

// Errorf returns an *Error with a formatted message.
func Errorf(format string, args ...any) error {
	return &Error{Msg: fmt.Sprintf(format, args...)}
}
