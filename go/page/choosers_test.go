package page

import (
	"context"
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
