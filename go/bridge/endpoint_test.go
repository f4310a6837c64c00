package bridge_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"log/slog"
	"strings"
	"testing"

	"github.com/electron-mcp/electron-mcp/go/bridge"
)

func TestEndpointNeverPrintsToken(t *testing.T) {
	const token = "s3cr3t-t0k3n"
	ep := bridge.Endpoint{
		URL: "http://127.0.0.1:1234", Token: token, PID: 42, App: "Demo",
		Source: bridge.Source{Kind: bridge.FromFile, Path: "/run/user/1/electron-mcp/42.json", Live: 2},
	}
	var logged bytes.Buffer
	slog.New(slog.NewJSONHandler(&logged, nil)).Info("found", "bridge", ep)
	slog.New(slog.NewTextHandler(&logged, nil)).Info("found", "bridge", ep)
	js, err := json.Marshal(ep)
	if err != nil {
		t.Fatal(err)
	}
	forms := map[string]string{
		"%v":   fmt.Sprintf("%v", ep),
		"%+v":  fmt.Sprintf("%+v", ep),
		"%#v":  fmt.Sprintf("%#v", ep),
		"%s":   fmt.Sprintf("%s", ep), //lint:ignore S1025 the %s verb is what is under test
		"&%v":  fmt.Sprintf("%v", &ep),
		"slog": logged.String(),
		"json": string(js),
	}
	for form, s := range forms {
		if strings.Contains(s, token) {
			t.Errorf("%s prints the token: %s", form, s)
		}
		if !strings.Contains(s, "127.0.0.1:1234") {
			t.Errorf("%s lacks the URL: %s", form, s)
		}
	}
	if s := ep.String(); !strings.Contains(s, "the newest of 2 running bridges") || !strings.Contains(s, `"Demo"`) {
		t.Errorf("String: %s", s)
	}
}
