package mcpserver_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/electron-mcp/electron-mcp/go/internal/standin"
	"github.com/electron-mcp/electron-mcp/go/mcpserver"
)

// downloadsSession starts a stand-in saving downloads into a folder of its
// own and a session with the downloads capability, once the bridge's
// watcher is connected (the app's downloads can be listed, none yet).
func downloadsSession(t *testing.T) (*session, string) {
	t.Helper()
	dir := t.TempDir()
	h, err := standin.Start(testCtx(t), standin.Options{Args: []string{"--downloads", dir}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Stop() })
	s := followingSession(t, h, mcpserver.Options{Caps: []mcpserver.Capability{mcpserver.CapDownloads}})
	deadline := testCtx(t)
	for {
		if text, isErr := s.call("browser_downloads", nil); !isErr {
			if !strings.Contains(text, "No downloads") {
				t.Fatalf("downloads before any:\n%s", text)
			}
			return s, dir
		}
		select {
		case <-deadline.Done():
			t.Fatal("the bridge's channel never came up")
		default:
		}
	}
}

func TestAgentDownloads(t *testing.T) {
	s, dir := downloadsSession(t)
	snap := section(s.open("download.html"), "Snapshot")
	s.ok("browser_click", map[string]any{"target": ref(t, snap, `link "Get the report"`)})
	list := s.ok("browser_downloads", map[string]any{"wait": true})
	m := regexp.MustCompile(`1\. report\.json — completed, (\d+) B — (\S+)\n   from (\S+)`).FindStringSubmatch(section(list, "Result"))
	if m == nil {
		t.Fatalf("browser_downloads:\n%s", list)
	}
	want, err := os.ReadFile("testdata/data.json")
	if err != nil {
		t.Fatal(err)
	}
	if m[1] != strconv.Itoa(len(want)) || filepath.Dir(m[2]) != dir || m[3] != pages.URL+"/data.json" {
		t.Errorf("listed as %q", m[0])
	}
	got, err := os.ReadFile(m[2])
	if err != nil || string(got) != string(want) {
		t.Errorf("the file in the bridge's folder: %q %v", got, err)
	}
	// Nothing else was written into the folder.
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("the folder holds %v", entries)
	}
}

// A download the page starts a moment after the click (an export it builds
// first) is still the action's, and browser_downloads with wait waits for
// it to be reported rather than answering that there is none.
func TestAgentDownloadsWaitForALateDownload(t *testing.T) {
	s, _ := downloadsSession(t)
	snap := section(s.open("download-later.html"), "Snapshot")
	s.ok("browser_click", map[string]any{"target": ref(t, snap, `button "Export"`)})
	list := s.ok("browser_downloads", map[string]any{"wait": true})
	if !regexp.MustCompile(`1\. export\.json — completed`).MatchString(list) {
		t.Fatalf("browser_downloads right after the click that starts a download 400 ms later:\n%s\nwant it listed, completed", list)
	}
}
