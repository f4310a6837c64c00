package standin

import (
	"context"
	"strings"
	"testing"
	"time"
)

// fakeHost speaks host.js's stdio protocol with no browser behind it.
const fakeHost = "go/internal/standin/testdata/fake-host.js"

func startFake(t *testing.T, mode string) *Host {
	t.Helper()
	h, err := Start(t.Context(), Options{Script: fakeHost, Args: []string{mode}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Stop() })
	return h
}

func TestSteer(t *testing.T) {
	h := startFake(t, "clean")
	if h.Token != "t0ken" || h.PID == 0 || len(h.Targets) != 1 || h.Targets[0].ID != "1" {
		t.Errorf("first line: %+v", h)
	}
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	defer cancel()
	if id, err := h.Steer(ctx, "window about:blank"); err != nil || id != "2" {
		t.Errorf("window: %q, %v", id, err)
	}
	if _, err := h.Steer(ctx, "explode 1"); err == nil || !strings.Contains(err.Error(), `unknown command "explode"`) {
		t.Errorf("an unknown command: %v, want the host's error", err)
	}
	if err := h.Err(); err != nil {
		t.Errorf("Err while running: %v", err)
	}
	if err := h.Stop(); err != nil {
		t.Errorf("Stop: %v", err)
	}
	if err := h.Err(); err == nil || !strings.Contains(err.Error(), "exited") {
		t.Errorf("Err after Stop: %v", err)
	}
}

// TestStopReports: Stop fails on what a test should not let pass.
func TestStopReports(t *testing.T) {
	defer func(d time.Duration) { stopTimeout = d }(stopTimeout)
	stopTimeout = time.Second
	for mode, want := range map[string]string{
		"unhandled": "logged an unhandled error",
		"exit1":     "exited badly: exit status 1",
		"hang":      "did not stop within 1s of SIGTERM",
	} {
		t.Run(mode, func(t *testing.T) {
			h := startFake(t, mode)
			err := h.Stop()
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Fatalf("Stop: %v, want %q", err, want)
			}
			if h.Err() == nil {
				t.Error("the host still runs after Stop")
			}
		})
	}
}

func TestStartFails(t *testing.T) {
	for _, tc := range []struct {
		name string
		opt  Options
		want string
	}{
		{"host exits", Options{Script: fakeHost, Args: []string{"fail"}}, "printed no JSON line; " + fakeHost + " exited: exit status 1; its stderr:\nfake host: no browser here"},
		{"no script", Options{Script: "go/internal/standin/testdata/nothing.js"}, "nothing.js is missing"},
		{"webviews elsewhere", Options{Script: fakeHost, Webviews: []string{"about:blank"}}, "Webviews need " + Script},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h, err := Start(t.Context(), tc.opt)
			if err == nil {
				h.Stop()
				t.Fatal("Start succeeded")
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Start: %v, want %q", err, tc.want)
			}
		})
	}
}
