package apptasks

import (
	"context"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The seed writes the launcher, a configuration in private mode on
// loopback that fetches nothing and keeps text logs only, and ada's file
// with Riverside's two channels; the launcher's arguments are its path, the
// package's and the port.
func TestTheLoungeSeed(t *testing.T) {
	dir, read := seeded(t, theLoungeApp)
	config := read("config.js")
	for _, want := range []string{`public: false`, `host: "127.0.0.1"`, `prefetch: false`, `fileUpload: { enable: false }`, `messageStorage: ["text"]`} {
		if !strings.Contains(config, want) {
			t.Errorf("config.js lacks %q", want)
		}
	}
	if strings.Contains(config, "://") {
		t.Errorf("config.js names a URL:\n%s", config)
	}
	if launcher := read("thelounge.js"); !strings.Contains(launcher, "server.listen(0, '127.0.0.1'") || !strings.Contains(launcher, "checkForUpdates = () => {}") {
		t.Errorf("thelounge.js:\n%s", launcher)
	}
	in := &Instance{dir: dir}
	got, err := tlState(context.Background(), in)
	if want := `network "Riverside" (nick ada, real name Ada Park): channels #general, #random`; err != nil || got != want {
		t.Errorf("got  %s (%v)\nwant %s", got, err, want)
	}
	if user := read("users/ada.json"); !strings.Contains(user, tlHash) {
		t.Errorf("ada.json:\n%s", user)
	}
	args, env := theLoungeApp.args("/apps/thelounge/node_modules/thelounge", dir, 18449)
	if got, want := strings.Join(args, " "), filepath.Join(dir, "thelounge.js")+" /apps/thelounge/node_modules/thelounge 18449"; got != want || env != nil {
		t.Errorf("args %s %q\nwant %s", got, env, want)
	}
}

// The checks read ada's file (channels sorted, direct messages apart), the
// text logs without their times, and what the IRC server was sent.
func TestTheLoungeChecks(t *testing.T) {
	dir := t.TempDir()
	if err := writeFiles(dir, map[string]string{
		"users/ada.json": `{"networks": [{"name": "Riverside Office", "nick": "ada", "realname": "Ada K. Park",
			"channels": [{"name": "#general"}, {"name": "grace", "type": "query"}, {"name": "#design", "key": ""}]}]}`,
		"logs/ada/riverside-b8d-4c1e/#general.log": "[2026-12-07T11:29:44.023Z] *** ada (ada@127.0.0.1) joined\n[2026-12-07T11:31:19.062Z] <@ada> Lunch?\n",
		"logs/ada/riverside-b8d-4c1e/grace.log":    "[2026-12-07T11:31:20.318Z] <ada> hi\n",
		"irc.log": "NICK ada\nUSER ada 0 * :Ada Park\nJOIN #general\nJOIN #random\nPRIVMSG #general :Lunch?\n" +
			"PRIVMSG grace :hi\nTOPIC #general :Q3 planning\nPART #random\n",
	}); err != nil {
		t.Fatal(err)
	}
	in := &Instance{dir: dir}
	ctx := context.Background()
	for _, c := range []struct {
		check func(context.Context, *Instance) (string, error)
		want  string
	}{
		{tlState, `network "Riverside Office" (nick ada, real name Ada K. Park): channels #design, #general; direct messages with grace`},
		{tlTalk("#general"), "the server got for #general: Lunch?; its log: *** ada (ada@127.0.0.1) joined | <@ada> Lunch?"},
		{tlTalk("grace"), "the server got for grace: hi; its log: <ada> hi"},
		{tlTalk("#random"), "the server got for #random: ; its log: "},
		{tlServer, "the server got: JOIN #general; JOIN #random; PRIVMSG #general :Lunch?; PRIVMSG grace :hi; TOPIC #general :Q3 planning; PART #random"},
	} {
		got, err := c.check(ctx, in)
		if err != nil {
			t.Fatal(err)
		}
		if got != c.want {
			t.Errorf("got  %s\nwant %s", got, c.want)
		}
	}
}

// The real app, where scripts/bench installed it: it serves its page, its
// user's network connects to the launcher's IRC server and joins the
// seeded channels (each logged), and the checks read its state.
func TestTheLoungeApp(t *testing.T) {
	apps := installed(t, "thelounge")
	ctx := context.Background()
	in, err := Start(ctx, apps, t.TempDir(), theLoungeApp, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Stop()
	if code, body, err := in.get(ctx, "/"); err != nil || code != http.StatusOK || !strings.Contains(body, "The Lounge") {
		t.Errorf("GET /: %d (%v)", code, err)
	}
	want := "the server got: JOIN #general; JOIN #random"
	var got string
	for deadline := time.Now().Add(15 * time.Second); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		if got, err = tlServer(ctx, in); err == nil && strings.HasPrefix(got, want) {
			break
		}
	}
	if !strings.HasPrefix(got, want) {
		t.Errorf("got  %s (%v)\nwant %s…", got, err, want)
	}
	if irc := in.file("irc.log"); !strings.HasPrefix(irc, "NICK ada\nUSER ada ") {
		t.Errorf("irc.log:\n%s", irc)
	}
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		if got, err = tlTalk("#general")(ctx, in); err == nil && strings.HasSuffix(got, "joined") {
			break
		}
	}
	if want := "the server got for #general: ; its log: *** ada (ada@127.0.0.1) joined"; got != want {
		t.Errorf("got  %s (%v)\nwant %s", got, err, want)
	}
	if got, err := tlState(ctx, in); err != nil || got != `network "Riverside" (nick ada, real name Ada Park): channels #general, #random` {
		t.Errorf("state %s (%v)", got, err)
	}
	if log := in.file("app.log"); strings.Contains(log, "ENOTFOUND") || strings.Contains(log, "ERROR") {
		t.Errorf("app.log:\n%s", log)
	}
	if in.Page() != "/" {
		t.Errorf("page %s", in.Page())
	}
}
