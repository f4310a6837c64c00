package mcpserver

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/electron-mcp/electron-mcp/go/bridge"
	"github.com/electron-mcp/electron-mcp/proto"
)

// appDialogs mirrors the dialogs of the app's main process
// (dialog.showOpenDialog, showSaveDialog, showMessageBox) that the bridge
// holds for this server: an app that started its bridge with dialogs: true
// lets the agent answer those its actions open. They show in the Modal
// state section; browser_file_upload answers an open dialog,
// browser_handle_dialog a message box or a save dialog.
type appDialogs struct {
	mu   sync.Mutex
	held []proto.Dialog // oldest first
	news []string       // Events lines not yet shown
	// gone are the ids of the dialogs that closed lately, newest last: an
	// action's end lists the dialogs held as it ended, and that list can
	// reach us after the event that one of them closed.
	gone []string
}

// goneMax bounds the ids of closed dialogs remembered.
const goneMax = 64

// dialogsReset forgets every held dialog: the channel opened or closed
// (the bridge gives a leaving client's dialogs to the person).
func (s *Server) dialogsReset(list []proto.Dialog) {
	d := &s.dialogs
	d.mu.Lock()
	defer d.mu.Unlock()
	d.held = append([]proto.Dialog(nil), list...)
	d.gone = nil // another bridge's ids, or none
}

// dialogOpened records a dialog the bridge announced, or one an action's
// end listed (known ones are kept once).
func (s *Server) dialogOpened(dl proto.Dialog) {
	d := &s.dialogs
	d.mu.Lock()
	defer d.mu.Unlock()
	if dl.Sync {
		d.addNews(fmt.Sprintf("The app opened %s%s that waits for the person: the app is blocked until they answer it; ask them to", describeAppDialog(dl), quoted(dialogText(dl))))
		return
	}
	if slices.Contains(d.gone, dl.ID) || slices.ContainsFunc(d.held, func(h proto.Dialog) bool { return h.ID == dl.ID }) {
		return
	}
	d.held = append(d.held, dl)
}

// dialogClosed forgets a dialog that went; one the agent did not answer
// becomes an Events line.
func (s *Server) dialogClosed(dl proto.Dialog) {
	d := &s.dialogs
	d.mu.Lock()
	defer d.mu.Unlock()
	if !slices.Contains(d.gone, dl.ID) {
		d.gone = append(d.gone, dl.ID)
		if len(d.gone) > goneMax {
			d.gone = d.gone[len(d.gone)-goneMax:]
		}
	}
	i := slices.IndexFunc(d.held, func(h proto.Dialog) bool { return h.ID == dl.ID })
	if i < 0 {
		return
	}
	d.held = slices.Delete(d.held, i, i+1)
	switch dl.Closed {
	case "closed":
		d.addNews(fmt.Sprintf("The app closed its %s%s before you answered it", describeAppDialog(dl), quoted(dialogText(dl))))
	case "person":
		d.addNews(fmt.Sprintf("The app's %s%s went to the person", describeAppDialog(dl), quoted(dialogText(dl))))
	}
}

func (d *appDialogs) addNews(line string) {
	d.news = append(d.news, line)
	if len(d.news) > 20 {
		d.news = d.news[len(d.news)-20:]
	}
}

// dialogNews returns the Events lines about the app's dialogs since the
// last call.
func (s *Server) dialogNews() []string {
	d := &s.dialogs
	d.mu.Lock()
	defer d.mu.Unlock()
	n := d.news
	d.news = nil
	return n
}

// appDialog returns the oldest dialog held on the target of one of kinds.
func (s *Server) appDialog(targetID string, kinds ...string) (proto.Dialog, bool) {
	d := &s.dialogs
	d.mu.Lock()
	defer d.mu.Unlock()
	for _, h := range d.held {
		if h.TargetID == targetID && slices.Contains(kinds, h.Kind) {
			return h, true
		}
	}
	return proto.Dialog{}, false
}

// appDialogLines are the Modal state lines of the dialogs held on the target.
func (s *Server) appDialogLines(targetID string) []string {
	d := &s.dialogs
	d.mu.Lock()
	defer d.mu.Unlock()
	var lines []string
	for _, h := range d.held {
		if h.TargetID != targetID {
			continue
		}
		what := describeAppDialog(h) + quoted(dialogText(h))
		switch h.Kind {
		case proto.DialogOpen:
			lines = append(lines, fmt.Sprintf("- [The app's %s%s]: can be handled by browser_file_upload (paths; none cancels)", what, openWhat(h)))
		case proto.DialogSave:
			lines = append(lines, fmt.Sprintf("- [The app's %s, suggesting %q]: can be handled by browser_handle_dialog (accept saves into the bridge's folder)", what, suggested(h)))
		default:
			lines = append(lines, fmt.Sprintf("- [The app's %s with buttons %s]: can be handled by browser_handle_dialog (accept: the default button; button: one by label)", what, buttonList(h)))
		}
	}
	return lines
}

func describeAppDialog(d proto.Dialog) string {
	kind := "message box"
	switch d.Kind {
	case proto.DialogOpen:
		kind = "open dialog"
	case proto.DialogSave:
		kind = "save dialog"
	}
	if d.Sync {
		return "a native " + kind
	}
	return kind
}

// dialogText is what the dialog says: its message, else its title.
func dialogText(d proto.Dialog) string {
	return strings.TrimSpace(cmpOr(d.Message, d.Title))
}

func cmpOr(a, b string) string {
	if strings.TrimSpace(a) != "" {
		return a
	}
	return b
}

func quoted(s string) string {
	if s == "" {
		return ""
	}
	return fmt.Sprintf(" %q", s)
}

func openWhat(d proto.Dialog) string {
	dirs := slices.Contains(d.Properties, "openDirectory")
	files := slices.Contains(d.Properties, "openFile") || !dirs
	what := "files"
	switch {
	case dirs && files:
		what = "files or folders"
	case dirs:
		what = "folders"
	}
	if !slices.Contains(d.Properties, "multiSelections") {
		what = "one of its " + what
	}
	var exts []string
	for _, f := range d.Filters {
		for _, e := range f.Extensions {
			if e != "*" {
				exts = append(exts, "."+e)
			}
		}
	}
	if len(exts) > 0 {
		what += " (" + strings.Join(exts, ", ") + ")"
	}
	return ", for " + what
}

// suggested is the file name the app suggests to a save dialog.
func suggested(d proto.Dialog) string {
	if d.DefaultPath == "" {
		return "Untitled"
	}
	return filepath.Base(d.DefaultPath)
}

// buttons are a message box's buttons (Electron shows OK for none).
func buttons(d proto.Dialog) []string {
	if len(d.Buttons) == 0 {
		return []string{"OK"}
	}
	return d.Buttons
}

func buttonList(d proto.Dialog) string {
	var parts []string
	for i, b := range buttons(d) {
		s := strconv.Quote(b)
		if i == d.DefaultID {
			s += " (default)"
		}
		if i == d.CancelID {
			s += " (cancel)"
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, ", ")
}

// buttonIndex finds a message box's button by its label (case and access
// keys aside) or its index.
func buttonIndex(d proto.Dialog, which string) (int, error) {
	norm := func(s string) string {
		s = strings.ToLower(strings.TrimSpace(strings.ReplaceAll(s, "&", "")))
		return strings.TrimRight(strings.TrimSuffix(s, "..."), "…")
	}
	bs := buttons(d)
	for i, b := range bs {
		if norm(b) == norm(which) {
			return i, nil
		}
	}
	if i, err := strconv.Atoi(strings.TrimSpace(which)); err == nil && i >= 0 && i < len(bs) {
		return i, nil
	}
	return 0, errorf("the app's message box has no button %q: its buttons are %s (or their index, 0 to %d)", which, buttonList(d), len(bs)-1)
}

// answerAppDialog answers a held dialog and settles what the page does
// with the answer.
func (c *call) answerAppDialog(ctx context.Context, d proto.Dialog, a proto.DialogAnswer) (proto.DialogResult, error) {
	ctl := c.s.watch.control()
	if ctl == nil {
		return proto.DialogResult{}, errorf("the app is not connected: its %s went to the person", describeAppDialog(d))
	}
	var res proto.DialogResult
	s, err := c.tab.page.SettleAfter(ctx, func(ctx context.Context) error {
		var err error
		res, err = ctl.AnswerDialog(ctx, a)
		return err
	})
	var de *bridge.DialogError
	if errors.As(err, &de) {
		if de.Code == proto.CodeNoSuchDialog {
			c.s.dialogClosed(d)
			return res, errorf("the app's %s is gone: %s", describeAppDialog(d), de.Message)
		}
		return res, errorf("%s", de.Message)
	}
	if err != nil {
		return res, err
	}
	d.Closed = "answered"
	c.s.dialogClosed(d)
	c.settled = &s
	return res, nil
}

// handleAppDialog is browser_handle_dialog for a message box or save
// dialog of the app.
func (c *call) handleAppDialog(ctx context.Context, d proto.Dialog, a *dialogArgs) error {
	what := describeAppDialog(d) + quoted(dialogText(d))
	ans := proto.DialogAnswer{ID: d.ID, Accept: a.Accept}
	if d.Kind == proto.DialogSave {
		if a.Button != "" {
			return errorf("button is for message boxes; the app's %s takes accept: true (saves into the bridge's folder) or false (cancels)", what)
		}
		res, err := c.answerAppDialog(ctx, d, ans)
		if err != nil {
			return err
		}
		if res.Canceled {
			c.out("Cancelled the app's %s.", what)
		} else {
			c.out("Answered the app's %s with %s (in the bridge's folder).", what, res.FilePath)
		}
		return nil
	}
	if a.Button != "" {
		i, err := buttonIndex(d, a.Button)
		if err != nil {
			return err
		}
		ans.Button = &i
	}
	res, err := c.answerAppDialog(ctx, d, ans)
	if err != nil {
		return err
	}
	if res.Response != nil && *res.Response >= 0 && *res.Response < len(buttons(d)) {
		c.out("Clicked %q in the app's %s.", buttons(d)[*res.Response], what)
	} else {
		c.out("Answered the app's %s.", what)
	}
	return nil
}

// uploadToAppDialog is browser_file_upload for an open dialog of the app.
func (c *call) uploadToAppDialog(ctx context.Context, d proto.Dialog, paths []string) error {
	what := describeAppDialog(d) + quoted(dialogText(d))
	res, err := c.answerAppDialog(ctx, d, proto.DialogAnswer{ID: d.ID, Paths: paths})
	if err != nil {
		return err
	}
	if res.Canceled {
		c.out("Cancelled the app's %s.", what)
	} else {
		c.out("Chose %d %s in the app's %s.", len(res.FilePaths), plural(len(res.FilePaths), "file", "files"), what)
	}
	return nil
}
