package mcpserver_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/electron-mcp/electron-mcp/go/internal/standin"
	"github.com/electron-mcp/electron-mcp/go/mcpserver"
)

// appDialogHost starts a stand-in whose main process opens dialogs when its
// pages ask (testdata/appmain.js), with the bridge holding those of the
// agent's actions, and a session on its window, connected to the
// bridge's channel.
func appDialogHost(t *testing.T) (*standin.Host, *session, string) {
	t.Helper()
	dir := t.TempDir()
	main, err := filepath.Abs("testdata/appmain.js")
	if err != nil {
		t.Fatal(err)
	}
	h, err := standin.Start(testCtx(t), standin.Options{Args: []string{"--main", main, "--dialogs", "--downloads", dir}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Stop() })
	s := followingSession(t, h, mcpserver.Options{Target: h.Targets[0].ID})
	if !s.srv.WaitBridge(testCtx(t)) {
		t.Fatal("the bridge's channel never came up")
	}
	return h, s, dir
}

// personsDialogs lists the dialogs on the person's screen (host.js dialogs).
func personsDialogs(t *testing.T, h *standin.Host) []map[string]any {
	t.Helper()
	var r struct {
		Dialogs []map[string]any `json:"dialogs"`
	}
	if err := h.Call(testCtx(t), "dialogs", &r); err != nil {
		t.Fatal(err)
	}
	return r.Dialogs
}

func TestAppOpenDialogAnsweredWithFileUpload(t *testing.T) {
	h, s, _ := appDialogHost(t)
	file := filepath.Join(t.TempDir(), "quarterly.csv")
	if err := os.WriteFile(file, []byte("a,b\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	snap := section(s.open("appdialogs.html"), "Snapshot")
	out := s.ok("browser_click", map[string]any{"target": ref(t, snap, `button "Open…"`)})
	modal := section(out, "Modal state")
	if !strings.Contains(modal, `[The app's open dialog "Open a report", for one of its files]: can be handled by browser_file_upload`) {
		t.Fatalf("the click's response does not say an open dialog waits:\n%s", out)
	}
	if d := personsDialogs(t, h); len(d) != 0 {
		t.Errorf("the person sees %v", d)
	}

	// Bad answers change nothing: the dialog still waits.
	msg := s.fail("browser_file_upload", map[string]any{"paths": []string{file, file}})
	if !strings.Contains(msg, "this dialog takes one file, not 2") {
		t.Errorf("two files for one: %s", msg)
	}
	msg = s.fail("browser_file_upload", map[string]any{"paths": []string{filepath.Join(t.TempDir(), "missing.txt")}})
	if !strings.Contains(msg, "cannot upload") {
		t.Errorf("a missing file: %s", msg)
	}

	out = s.ok("browser_file_upload", map[string]any{"paths": []string{file}})
	if !strings.Contains(section(out, "Result"), `Chose 1 file in the app's open dialog "Open a report".`) {
		t.Errorf("the answer:\n%s", out)
	}
	if strings.Contains(out, "### Modal state") {
		t.Errorf("the dialog is still shown as waiting:\n%s", out)
	}
	s.waitEval(`() => document.getElementById('out').textContent`, `"opened quarterly.csv"`)

	// None cancels it.
	s.ok("browser_click", map[string]any{"target": "#open"})
	s.ok("browser_file_upload", nil)
	s.waitEval(`() => document.getElementById('out').textContent`, `"open cancelled"`)
}

func TestAppMessageBoxAnsweredByLabel(t *testing.T) {
	h, s, _ := appDialogHost(t)
	s.open("appdialogs.html")
	out := s.ok("browser_click", map[string]any{"target": "#delete"})
	if !strings.Contains(section(out, "Modal state"), `[The app's message box "Delete the report?" with buttons "Keep it" (default) (cancel), "Delete"]: can be handled by browser_handle_dialog`) {
		t.Fatalf("the click's response:\n%s", out)
	}
	msg := s.fail("browser_handle_dialog", map[string]any{"accept": true, "button": "Destroy"})
	if !strings.Contains(msg, `the app's message box has no button "Destroy": its buttons are "Keep it" (default) (cancel), "Delete"`) {
		t.Errorf("an unknown button: %s", msg)
	}
	out = s.ok("browser_handle_dialog", map[string]any{"accept": true, "button": "delete"})
	if !strings.Contains(section(out, "Result"), `Clicked "Delete" in the app's message box "Delete the report?".`) {
		t.Errorf("the answer:\n%s", out)
	}
	s.waitEval(`() => document.getElementById('out').textContent`, `"deleted"`)

	// accept: its default button; and a dialog that is gone cannot be answered.
	s.ok("browser_click", map[string]any{"target": "#delete"})
	s.ok("browser_handle_dialog", map[string]any{"accept": true})
	s.waitEval(`() => document.getElementById('out').textContent`, `"kept"`)
	if d := personsDialogs(t, h); len(d) != 0 {
		t.Errorf("the person sees %v", d)
	}
}

func TestAppSaveDialogSavesIntoBridgeFolder(t *testing.T) {
	_, s, dir := appDialogHost(t)
	s.open("appdialogs.html")
	out := s.ok("browser_click", map[string]any{"target": "#save"})
	if !strings.Contains(section(out, "Modal state"), `[The app's save dialog "Save the report", suggesting "report.txt"]: can be handled by browser_handle_dialog (accept saves into the bridge's folder)`) {
		t.Fatalf("the click's response:\n%s", out)
	}
	out = s.ok("browser_handle_dialog", map[string]any{"accept": true})
	want := filepath.Join(dir, "report.txt")
	if !strings.Contains(section(out, "Result"), "with "+want+" (in the bridge's folder)") {
		t.Errorf("the answer:\n%s", out)
	}
	s.waitEval(`() => document.getElementById('out').textContent`, `"saved as report.txt"`)
	if got, err := os.ReadFile(want); err != nil || string(got) != "the report\n" {
		t.Errorf("the saved file: %q %v", got, err)
	}

	s.ok("browser_click", map[string]any{"target": "#save"})
	s.ok("browser_handle_dialog", map[string]any{"accept": false})
	s.waitEval(`() => document.getElementById('out').textContent`, `"save cancelled"`)
}

func TestAppDialogGoesToPersonWhenAgentLeaves(t *testing.T) {
	h, s, _ := appDialogHost(t)
	s.open("appdialogs.html")
	out := s.ok("browser_click", map[string]any{"target": "#delete"})
	if !strings.Contains(out, "The app's message box") {
		t.Fatalf("the click's response:\n%s", out)
	}
	// The server goes (the agent's session ends): the person gets the dialog.
	s.c.Close()
	s.srv.Close()
	deadline := time.Now().Add(10 * time.Second)
	for {
		d := personsDialogs(t, h)
		if len(d) == 1 && d[0]["kind"] == "messageBox" && d[0]["message"] == "Delete the report?" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the person's screen shows %v", d)
		}
	}
}

func TestIpcMessagesOfTheAgentsClick(t *testing.T) {
	dir := t.TempDir()
	main, err := filepath.Abs("testdata/appmain.js")
	if err != nil {
		t.Fatal(err)
	}
	h, err := standin.Start(testCtx(t), standin.Options{Args: []string{"--main", main, "--downloads", dir}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Stop() })
	s := followingSession(t, h, mcpserver.Options{Target: h.Targets[0].ID, Caps: []mcpserver.Capability{mcpserver.CapElectron}})
	if !s.srv.WaitBridge(testCtx(t)) {
		t.Fatal("the bridge's channel never came up")
	}
	s.open("appdialogs.html")
	s.ok("browser_click", map[string]any{"target": "#sync"})
	out := section(s.ok("electron_ipc_messages", nil), "Result")
	lines := strings.Split(out, "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[0], "2 IPC messages since your last action (newest first):") ||
		!regexpMatch(`^- \S+ invoke "sync-now" \("all"\) → pending: the main process has not answered for \d+\.\d s$`, lines[1]) ||
		!regexpMatch(`^- \S+ send "track" \(\{event: "sync-clicked", n: 3\}\)$`, lines[2]) {
		t.Fatalf("electron_ipc_messages after the click:\n%s", out)
	}
	all := section(s.ok("electron_ipc_messages", map[string]any{"all": true, "channel": "page-ready"}), "Result")
	if !strings.Contains(all, `1 IPC messages on "page-ready" since the page was first watched`) || !strings.Contains(all, `send "page-ready" ("/appdialogs.html")`) {
		t.Errorf("all, on one channel:\n%s", all)
	}
	if msg := s.fail("electron_ipc_messages", map[string]any{"limit": -1}); !strings.Contains(msg, "limit must be a positive number") {
		t.Errorf("a bad limit: %s", msg)
	}
}

func TestAppMetricsAndUnresponsiveRenderer(t *testing.T) {
	h, err := standin.Start(testCtx(t), standin.Options{URLs: []string{"data:text/html,<title>One</title>one", "data:text/html,<title>Two</title>two"}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Stop() })
	id := h.Targets[0].ID
	s := followingSession(t, h, mcpserver.Options{Target: id, Caps: []mcpserver.Capability{mcpserver.CapElectron}})
	if !s.srv.WaitBridge(testCtx(t)) {
		t.Fatal("the bridge's channel never came up")
	}
	s.ok("browser_snapshot", nil)
	// The stand-in learns a renderer's pid from a trace after each commit.
	var out string
	deadline := time.Now().Add(30 * time.Second)
	for {
		out = section(s.ok("electron_app_metrics", nil), "Result")
		if strings.Contains(out, "— serves tab "+id+" (the selected tab)") && regexpMatch(`(?m)— serves tab `+h.Targets[1].ID+`$`, out) || time.Now().After(deadline) {
			break
		}
	}
	for _, re := range []string{
		`^\d+ processes, [\d.]+ [KMG]iB of memory in all`,
		`(?m)^- Browser, pid \d+: CPU \d+\.\d%, [\d.]+ [KMG]iB$`,
		`(?m)^- GPU, pid \d+: CPU \d+\.\d%, [\d.]+ [KMG]iB$`,
		`(?m)^- Utility \(network\.mojom\.NetworkService\), pid \d+: `,
		`(?m)^- Renderer, pid \d+: CPU \d+\.\d%, [\d.]+ [KMG]iB — serves tab ` + id + ` \(the selected tab\)$`,
		`(?m)^- Renderer, pid \d+: CPU \d+\.\d%, [\d.]+ [KMG]iB — serves tab ` + h.Targets[1].ID + `$`,
	} {
		if !regexpMatch(re, out) {
			t.Fatalf("electron_app_metrics does not match %s:\n%s", re, out)
		}
	}

	// Electron's hang monitor says the renderer stopped answering: the
	// next response says so.
	if _, err := h.Steer(testCtx(t), "unresponsive "+id); err != nil {
		t.Fatal(err)
	}
	want := "- The renderer of tab " + id + " became unresponsive: a script may be stuck in a loop"
	deadline = time.Now().Add(10 * time.Second)
	for {
		out = s.ok("browser_snapshot", nil)
		if strings.Contains(section(out, "Events"), want) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no line about the unresponsive renderer in:\n%s", out)
		}
	}
	if strings.Contains(section(s.ok("browser_snapshot", nil), "Events"), "unresponsive") {
		t.Error("the line shows again in the next response")
	}
}

func TestAppSyncDialogIsThePersons(t *testing.T) {
	_, s, _ := appDialogHost(t)
	s.open("appdialogs.html")
	want := `- The app opened a native message box "Really quit?" that waits for the person: the app is blocked until they answer it`
	out := s.ok("browser_click", map[string]any{"target": "#quit"})
	if !strings.Contains(section(out, "Events"), want) {
		// The bridge's event may come in just after the click's response.
		out = s.ok("browser_snapshot", nil)
	}
	if !strings.Contains(section(out, "Events"), want) {
		t.Fatalf("no line about the native dialog:\n%s", out)
	}
	if strings.Contains(out, "### Modal state") {
		t.Errorf("a *Sync dialog is not held, so not the agent's to handle:\n%s", out)
	}
	// The stand-in's person cancels it at once: its cancelId, which
	// Electron makes the first button when none is labelled Cancel or No.
	s.waitEval(`() => document.getElementById('out').textContent`, `"quit answered 0"`)
}

func TestAppDialogWithdrawnBeforeTheAnswer(t *testing.T) {
	_, s, _ := appDialogHost(t)
	s.open("appdialogs.html")
	out := s.ok("browser_click", map[string]any{"target": "#brief"})
	if !strings.Contains(section(out, "Modal state"), `The app's message box "Still there?"`) {
		t.Fatalf("the click's response:\n%s", out)
	}
	// The app aborts it (its signal): the next response says so, and the
	// page got the cancel answer.
	want := `- The app closed its message box "Still there?" before you answered it`
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(section(out, "Events"), want) {
		if time.Now().After(deadline) {
			t.Fatalf("no line about the withdrawn dialog:\n%s", out)
		}
		out = s.ok("browser_snapshot", nil)
	}
	if strings.Contains(out, "### Modal state") {
		t.Errorf("the withdrawn dialog still shows:\n%s", out)
	}
	s.waitEval(`() => document.getElementById('out').textContent`, `"brief answered 0"`)
	if msg := s.fail("browser_handle_dialog", map[string]any{"accept": true}); !strings.Contains(msg, "no dialog is open") {
		t.Errorf("answering it after all: %s", msg)
	}
}
