package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

// Chromium is a headless Chromium started with --remote-debugging-port=0 on
// 127.0.0.1: the direct CDP path a benchmark compares the bridge with. It
// gets the same flags the stand-in's Chromium gets
// (electron-bridge/testing/chromium.js), except the DevTools pipe.
type Chromium struct {
	// Port is the DevTools port Chromium picked.
	Port int

	cmd     *exec.Cmd
	dataDir string
	exited  chan struct{}
}

// ChromiumPath is Debian's Chromium, or $ELECTRON_MCP_CHROMIUM (as for the
// stand-in).
func ChromiumPath() string {
	if p := os.Getenv("ELECTRON_MCP_CHROMIUM"); p != "" {
		return p
	}
	return "/usr/bin/chromium"
}

// StartChromium starts Chromium on url and waits for its DevTools port.
func StartChromium(ctx context.Context, url string) (*Chromium, error) {
	dir, err := os.MkdirTemp("", "electron-mcp-bench-chromium-")
	if err != nil {
		return nil, err
	}
	args := []string{
		"--headless",
		"--disable-gpu",
		"--remote-debugging-port=0",
		"--remote-debugging-address=127.0.0.1",
		"--user-data-dir=" + dir,
		"--no-first-run",
		"--no-default-browser-check",
		"--disable-background-networking",
		"--disable-component-update",
		"--disable-sync",
		"--disable-default-apps",
		"--mute-audio",
		"--disable-background-timer-throttling",
		"--disable-backgrounding-occluded-windows",
		"--disable-renderer-backgrounding",
		"--disable-crash-reporter",
	}
	if os.Getuid() == 0 {
		args = append(args, "--no-sandbox")
	}
	args = append(args, url)
	c := &Chromium{dataDir: dir, exited: make(chan struct{})}
	c.cmd = exec.Command(ChromiumPath(), args...)
	// Its own process group, so Close removes its helpers too.
	c.cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := c.cmd.Start(); err != nil {
		os.RemoveAll(dir)
		return nil, fmt.Errorf("bench: starting Chromium: %w", err)
	}
	go func() {
		c.cmd.Wait()
		close(c.exited)
	}()
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	for {
		b, err := os.ReadFile(filepath.Join(dir, "DevToolsActivePort"))
		if err == nil {
			if line, _, ok := bytes.Cut(b, []byte("\n")); ok {
				if _, err := fmt.Sscan(string(line), &c.Port); err == nil && c.Port > 0 {
					return c, nil
				}
			}
		}
		select {
		case <-c.exited:
			c.Close()
			return nil, errors.New("bench: Chromium exited at start")
		case <-ctx.Done():
			c.Close()
			return nil, fmt.Errorf("bench: Chromium did not write DevToolsActivePort: %w", ctx.Err())
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// PageWebSocket returns the webSocketDebuggerUrl of the first page target
// whose URL starts with prefix.
func (c *Chromium) PageWebSocket(ctx context.Context, prefix string) (string, error) {
	for {
		req, _ := http.NewRequestWithContext(ctx, "GET", fmt.Sprintf("http://127.0.0.1:%d/json/list", c.Port), nil)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return "", fmt.Errorf("bench: listing targets: %w", err)
		}
		var targets []struct {
			Type, URL            string
			WebSocketDebuggerURL string `json:"webSocketDebuggerUrl"`
		}
		err = json.NewDecoder(resp.Body).Decode(&targets)
		resp.Body.Close()
		if err != nil {
			return "", fmt.Errorf("bench: listing targets: %w", err)
		}
		for _, t := range targets {
			if t.Type == "page" && strings.HasPrefix(t.URL, prefix) {
				return t.WebSocketDebuggerURL, nil
			}
		}
		select {
		case <-ctx.Done():
			return "", fmt.Errorf("bench: no page on %s: %w", prefix, ctx.Err())
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// Close kills Chromium's process group and removes its profile.
func (c *Chromium) Close() {
	if c.cmd.Process != nil {
		syscall.Kill(-c.cmd.Process.Pid, syscall.SIGKILL)
		select {
		case <-c.exited:
		case <-time.After(5 * time.Second):
		}
	}
	os.RemoveAll(c.dataDir)
}
