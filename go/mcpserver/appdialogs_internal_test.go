package mcpserver

import (
	"strings"
	"testing"

	"github.com/electron-mcp/electron-mcp/proto"
)

// An action's end lists the app's dialogs held as it ended; that list can
// reach the server after the event that one of them closed (the app
// withdrew it at once). The closed dialog does not come back into the
// Modal state.
func TestAppDialogClosedBeforeTheActionsListStaysClosed(t *testing.T) {
	var s Server
	dl := proto.Dialog{ID: "7", TargetID: "t1", Kind: proto.DialogMessageBox, Message: "Still there?", Buttons: []string{"Yes"}}
	s.dialogOpened(dl) // the bridge's event
	closed := dl
	closed.Closed = "closed"
	s.dialogClosed(closed)
	s.dialogOpened(dl) // the action's end, late
	if lines := s.appDialogLines("t1"); len(lines) != 0 {
		t.Errorf("the closed dialog shows again: %q", lines)
	}
	if news := s.dialogNews(); len(news) != 1 || !strings.Contains(news[0], "before you answered it") {
		t.Errorf("Events lines %q, want the one that says it closed", news)
	}
	// A new bridge's dialogs start again.
	s.dialogsReset(nil)
	s.dialogOpened(dl)
	if lines := s.appDialogLines("t1"); len(lines) != 1 {
		t.Errorf("a new bridge's dialog of the same id is not shown: %q", lines)
	}
}
