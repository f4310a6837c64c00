package page

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// personClicks has the person click a file input of the shared host's page
// (as the app's side, not through the agent) and reports whether the chooser
// was theirs: not intercepted by any DevTools client (the stand-in's headless
// Chromium then cancels it at once).
func personClicks(t *testing.T, selector string) bool {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	var ans struct {
		OK      bool   `json:"ok"`
		Chooser string `json:"chooser"`
	}
	if err := shared.host.Call(ctx, "chooser "+shared.host.Targets[0].ID+" "+selector, &ans); err != nil || !ans.OK {
		t.Fatalf("chooser: %v %+v", err, ans)
	}
	return ans.Chooser == "cancelled"
}

// TestFileChoosersInterceptedOnlyDuringActions: attached, the agent leaves the
// person's file pickers alone; an action that opens one intercepts it until
// browser_file_upload answers it, and then it is the person's again.
func TestFileChoosersInterceptedOnlyDuringActions(t *testing.T) {
	p, _ := openTestPage(t)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	if _, err := p.Navigate(ctx, `data:text/html,<input type=file id=f><button id=b onclick="this.textContent='clicked'">b</button>`); err != nil {
		t.Fatal(err)
	}
	if !personClicks(t, "#f") {
		t.Fatal("the agent, attached and idle, intercepted the person's file chooser")
	}
	if _, err := p.Click(ctx, "#b", ClickOptions{}); err != nil {
		t.Fatal(err)
	}
	if !personClicks(t, "#f") {
		t.Fatal("an action that opened no chooser left interception on")
	}

	if _, err := p.Click(ctx, "#f", ClickOptions{}); err != nil {
		t.Fatal(err)
	}
	if p.FileChooser() == nil {
		t.Fatal("the chooser the agent's click opened was not intercepted")
	}
	if _, err := p.UploadFiles(ctx, nil); err != nil {
		t.Fatal(err)
	}
	if !personClicks(t, "#f") {
		t.Fatal("interception stayed on after the agent's chooser was answered")
	}
}

// UploadFiles fills the chooser the agent's click opened, refuses more
// files than a single chooser takes, and with no paths cancels it as a
// person would (the input's cancel event); with none open it refuses.
func TestUploadFiles(t *testing.T) {
	p, _, _ := openWindow(t, "about:blank")
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.txt"), filepath.Join(dir, "b.txt")
	for _, f := range []string{a, b} {
		if err := os.WriteFile(f, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := p.Navigate(ctx, `data:text/html,<p id=out>-</p><input type=file id=f onchange="out.textContent=[...this.files].map(f=>f.name).join()" oncancel="out.textContent='cancelled'">`); err != nil {
		t.Fatal(err)
	}
	var refused *ActionError
	if _, err := p.UploadFiles(ctx, []string{a}); !errors.As(err, &refused) {
		t.Fatalf("UploadFiles with no chooser open: %v, want a refusal", err)
	}
	open := func() {
		t.Helper()
		if _, err := p.Click(ctx, "#f", ClickOptions{}); err != nil {
			t.Fatal(err)
		}
		if fc := p.FileChooser(); fc == nil || p.Modal() == nil {
			t.Fatal("the click opened no chooser the agent holds")
		}
	}
	open()
	if _, err := p.UploadFiles(ctx, []string{a, b}); !errors.As(err, &refused) || p.FileChooser() == nil {
		t.Fatalf("two files for a single chooser: %v (chooser still open: %t), want a refusal", err, p.FileChooser() != nil)
	}
	if _, err := p.UploadFiles(ctx, []string{a}); err != nil {
		t.Fatal(err)
	}
	if p.FileChooser() != nil {
		t.Fatal("the answered chooser is still open")
	}
	if s := outText(t, ctx, p); s != "a.txt" {
		t.Fatalf("after the upload the page shows %q", s)
	}
	open()
	if _, err := p.UploadFiles(ctx, nil); err != nil {
		t.Fatal(err)
	}
	if s := outText(t, ctx, p); s != "cancelled" {
		t.Fatalf("after the cancel the page shows %q", s)
	}
}

// The page takes the files a moment after the input's change (FilePond's
// 250 ms; its input hidden under its drop area, as a code editor's is):
// the upload answers once it has.
func TestUploadWaitsForThePageToTakeTheFiles(t *testing.T) {
	p, _, _ := openWindow(t, "about:blank")
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	f := filepath.Join(t.TempDir(), "receipt.pdf")
	if err := os.WriteFile(f, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Navigate(ctx, `data:text/html,<p id=out>none</p><label for=f id=browse>Browse</label><input type=file id=f style="position:absolute;opacity:0;width:1px;height:1px" onchange="const n=[...this.files].map(f=>f.name).join(); setTimeout(() => out.textContent=n, 250)">`); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Click(ctx, "#browse", ClickOptions{}); err != nil {
		t.Fatal(err)
	}
	if p.FileChooser() == nil {
		t.Fatal("the click opened no chooser the agent holds")
	}
	if _, err := p.UploadFiles(ctx, []string{f}); err != nil {
		t.Fatal(err)
	}
	var out string
	if err := p.evalValue(ctx, "document.getElementById('out').textContent", &out); err != nil {
		t.Fatal(err)
	}
	if out != "receipt.pdf" {
		t.Errorf("the page shows %q after the upload answered, want the file it takes 250 ms after the change", out)
	}
}
