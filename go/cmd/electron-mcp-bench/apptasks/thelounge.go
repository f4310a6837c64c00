package apptasks

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// The Lounge is a web IRC client: a chat that stays connected on the
// server, its networks and channels as tabs in a side list (a "+" button
// on a network's tab that opens a form to join a channel, a "×" on the
// open channel's to leave it), the channel's messages as a log with a
// message box under it, a list of the channel's people whose names open a
// menu (direct messages, ignore, give operator), a context menu per channel
// (edit topic, leave) and per network (edit it in a form of its own). Its
// page talks to its server over socket.io (a websocket), which keeps the
// IRC connection and the logs. It runs in private mode: a person signs in
// (the seed's user ada, her password below) and finds the network she was
// on, Riverside, already connected, in #general and #random. Riverside is
// a small IRC server of ours that the launcher (apps/thelounge.js, written
// into the data directory) starts beside it on a free loopback port, with
// a few people in its channels; it writes every line the client sends it to
// irc.log. The Lounge's own state is its home, the data directory: the
// user's file (users/ada.json: her networks, each with its name, nick, real
// name and channels, which it rewrites as she joins, leaves or edits) and
// its text logs (logs/ada/<network>/<channel>.log, a line a message). It
// fetches nothing from elsewhere: link previews, uploads and its release
// check are off.
var theLoungeApp = &App{
	Name: "The Lounge", Kind: "chat (a web IRC client: channels, messages, people, menus)", Package: "thelounge", Path: "/",
	seed: tlSeed,
	args: func(pkg, dir string, port int) ([]string, []string) {
		return []string{filepath.Join(dir, "thelounge.js"), pkg, strconv.Itoa(port)}, nil
	},
	ready: "/",
}

//go:embed apps/thelounge.js
var tlLauncher string

// tlUser and tlPassword sign in; tlHash is the password's bcrypt hash as
// the user's file keeps it.
const (
	tlUser     = "ada"
	tlPassword = "river-walk-42"
	tlHash     = "$2a$08$YkusYwktGuLzW3JVrGc90eyYNkXemxRrSapOCzys1svHET7zrEhKi"
)

// tlConfig is The Lounge's configuration: private mode on loopback, no
// link previews or uploads, the messages kept in text logs only.
const tlConfig = `"use strict";
module.exports = {
  public: false,
  host: "127.0.0.1",
  port: 9000,
  reverseProxy: false,
  https: { enable: false },
  theme: "default",
  prefetch: false,
  disableMediaPreview: true,
  prefetchStorage: false,
  fileUpload: { enable: false },
  transports: ["polling", "websocket"],
  leaveMessage: "",
  defaults: { name: "Riverside", host: "127.0.0.1", port: 6667, tls: false, rejectUnauthorized: false, nick: "guest", username: "guest", realname: "", join: "#general" },
  lockNetwork: false,
  messageStorage: ["text"],
  identd: { enable: false },
  ldap: { enable: false },
  debug: { ircFramework: false, raw: false },
};
`

// tlNetwork and tlChannel are the parts of a user's file the checks read.
type tlChannel struct {
	Name string `json:"name"`
	Key  string `json:"key,omitempty"`
	Type string `json:"type,omitempty"`
}

type tlNetwork struct {
	UUID     string      `json:"uuid"`
	Name     string      `json:"name"`
	Host     string      `json:"host"`
	Port     int         `json:"port"`
	TLS      bool        `json:"tls"`
	Nick     string      `json:"nick"`
	Username string      `json:"username"`
	Realname string      `json:"realname"`
	Channels []tlChannel `json:"channels"`
}

// tlSeed writes the launcher, the configuration and ada's file: the
// network Riverside (its port set by the launcher) with #general and
// #random.
func tlSeed(dir string) error {
	user := map[string]any{
		"password": tlHash, "log": true, "sessions": map[string]any{}, "clientSettings": map[string]any{},
		"networks": []map[string]any{{
			"uuid": "6a7c1f0e-2b8d-4c1e-9a51-3f2d9e8b7a10", "name": "Riverside", "host": "127.0.0.1", "port": 6667,
			"tls": false, "userDisconnected": false, "rejectUnauthorized": false, "password": "",
			"nick": tlUser, "username": tlUser, "realname": "Ada Park", "leaveMessage": "",
			"sasl": "", "saslAccount": "", "saslPassword": "", "commands": []string{}, "ignoreList": []string{},
			"proxyEnabled": false, "proxyHost": "", "proxyPort": 1080, "proxyUsername": "", "proxyPassword": "",
			"channels": []tlChannel{{Name: "#general"}, {Name: "#random"}},
		}},
	}
	b, err := json.MarshalIndent(user, "", "\t")
	if err != nil {
		return err
	}
	return writeFiles(dir, map[string]string{
		"thelounge.js":              tlLauncher,
		"config.js":                 tlConfig,
		"users/" + tlUser + ".json": string(b) + "\n",
	})
}

// tlState says what ada's file holds: each network's name, nick, real
// name, its channels (sorted) and its direct-message windows.
func tlState(_ context.Context, in *Instance) (string, error) {
	var user struct {
		Networks []tlNetwork `json:"networks"`
	}
	if err := json.Unmarshal([]byte(in.file("users/"+tlUser+".json")), &user); err != nil {
		return "", fmt.Errorf("users/%s.json: %w", tlUser, err)
	}
	var nets []string
	for _, n := range user.Networks {
		var chans, queries []string
		for _, c := range n.Channels {
			if c.Type == "query" {
				queries = append(queries, c.Name)
			} else {
				chans = append(chans, c.Name)
			}
		}
		sort.Strings(chans)
		sort.Strings(queries)
		s := fmt.Sprintf("network %q (nick %s, real name %s): channels %s", n.Name, n.Nick, n.Realname, strings.Join(chans, ", "))
		if len(queries) > 0 {
			s += "; direct messages with " + strings.Join(queries, ", ")
		}
		nets = append(nets, s)
	}
	return strings.Join(nets, "; "), nil
}

// tlStamp is a text log line's time.
var tlStamp = regexp.MustCompile(`^\[[^\]]*\] `)

// tlTalk says what was said to target (a channel or a person): the
// messages the IRC server was sent for it, and the lines of The Lounge's
// text log of it (without their times).
func tlTalk(target string) func(context.Context, *Instance) (string, error) {
	return func(_ context.Context, in *Instance) (string, error) {
		var sent []string
		for _, l := range strings.Split(in.file("irc.log"), "\n") {
			if rest, ok := strings.CutPrefix(l, "PRIVMSG "+target+" :"); ok {
				sent = append(sent, rest)
			}
		}
		logs, _ := filepath.Glob(filepath.Join(in.dir, "logs", tlUser, "*", target+".log"))
		var lines []string
		for _, p := range logs {
			b, err := os.ReadFile(p)
			if err != nil {
				return "", err
			}
			for _, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
				lines = append(lines, tlStamp.ReplaceAllString(l, ""))
			}
		}
		return fmt.Sprintf("the server got for %s: %s; its log: %s", target, strings.Join(sent, " | "), strings.Join(lines, " | ")), nil
	}
}

// tlServer lists what the IRC server was sent, one line each, but the
// sign-on (NICK, USER).
func tlServer(_ context.Context, in *Instance) (string, error) {
	var got []string
	for _, l := range strings.Split(strings.TrimSpace(in.file("irc.log")), "\n") {
		if l != "" && !strings.HasPrefix(l, "NICK ") && !strings.HasPrefix(l, "USER ") {
			got = append(got, l)
		}
	}
	return "the server got: " + strings.Join(got, "; "), nil
}

var (
	// tlSignIn signs ada in.
	tlSignIn = []widgetStep{
		{Op: "type", Target: finder{Roles: textboxes, Name: "Username"}, Text: tlUser},
		{Op: "type", Target: finder{Roles: textboxes, Name: "Password"}, Text: tlPassword},
		{Op: "click", Target: finder{Roles: roles("button"), Name: "Sign in"}},
	}
	tlMessage = finder{Roles: textboxes, Name: "Message input"}
	tlMenu    = finder{Roles: roles("button"), Name: "Open the context menu"}
)

// tlChannelTab is a channel's tab in the side list, named by its kind and
// name, reading its name.
func tlChannelTab(name string) finder {
	return finder{Roles: roles("tab"), Name: "channel: " + name, Text: name}
}

// tlSteps are the sign-in, then steps.
func tlSteps(steps ...widgetStep) []widgetStep {
	return append(append([]widgetStep{}, tlSignIn...), steps...)
}

const tlStart = `network "Riverside" (nick ada, real name Ada Park): channels `

var theLoungeTasks = []Task{
	{
		App: theLoungeApp, Name: "chat: post a message in a channel",
		Steps: tlSteps(
			widgetStep{Op: "click", Target: tlChannelTab("#general")},
			widgetStep{Op: "type", Target: tlMessage, Text: "Is anyone free for lunch at noon?", Submit: true},
		),
		Check: tlTalk("#general"), Want: "the server got for #general: Is anyone free for lunch at noon?; its log: *** ada (ada@127.0.0.1) joined | <@ada> Is anyone free for lunch at noon?",
	},
	{
		App: theLoungeApp, Name: "chat: join a new channel (the network's join form)",
		Steps: tlSteps(
			widgetStep{Op: "click", Target: finder{Roles: roles("button"), Name: "Join a channel…"}},
			widgetStep{Op: "type", Target: finder{Roles: textboxes, Name: "Channel", Else: []finder{{Roles: textboxes, Name: "The channel name may not contain spaces"}}}, Text: "#design"},
			widgetStep{Op: "click", Target: finder{Roles: roles("button"), Name: "Join"}},
		),
		Check: tlState, Want: tlStart + "#design, #general, #random",
	},
	{
		App: theLoungeApp, Name: "chat: leave a channel",
		Steps: tlSteps(
			widgetStep{Op: "click", Target: tlChannelTab("#random")},
			widgetStep{Op: "click", Target: tlMenu},
			widgetStep{Op: "click", Target: finder{Roles: roles("menuitem"), Name: "Leave"}},
		),
		Check: tlState, Want: tlStart + "#general",
	},
	{
		App: theLoungeApp, Name: "chat: change a channel's topic (its menu, then the topic in place)",
		Steps: tlSteps(
			widgetStep{Op: "click", Target: tlChannelTab("#general")},
			widgetStep{Op: "click", Target: tlMenu},
			widgetStep{Op: "click", Target: finder{Roles: roles("menuitem"), Name: "Edit topic"}},
			widgetStep{Op: "type", Target: finder{Roles: textboxes, Name: "Set channel topic"}, Text: "Q3 planning: budget and hiring", Submit: true},
		),
		Check: tlServer, Want: "TOPIC #general :Q3 planning: budget and hiring",
	},
	{
		App: theLoungeApp, Name: "chat: rename the network and change one's real name (its edit form)",
		Steps: tlSteps(
			widgetStep{Op: "click", Target: tlMenu},
			widgetStep{Op: "click", Target: finder{Roles: roles("menuitem"), Name: "Edit this network…"}},
			widgetStep{Op: "type", Target: finder{Roles: textboxes, Name: "Name"}, Text: "Riverside Office"},
			widgetStep{Op: "type", Target: finder{Roles: textboxes, Name: "Real name"}, Text: "Ada K. Park"},
			widgetStep{Op: "click", Target: finder{Roles: roles("button"), Name: "Save network"}},
		),
		Check: tlState, Want: `network "Riverside Office" (nick ada, real name Ada K. Park): channels #general, #random`,
	},
	{
		App: theLoungeApp, Name: "chat: send someone in the channel a direct message (the people list's menu)",
		Steps: tlSteps(
			widgetStep{Op: "click", Target: tlChannelTab("#general")},
			widgetStep{Op: "click", Target: finder{Roles: roles("button"), Name: "grace"}},
			widgetStep{Op: "click", Target: finder{Roles: roles("menuitem"), Name: "Direct messages"}},
			widgetStep{Op: "type", Target: tlMessage, Text: "Could you review my draft today?", Submit: true},
		),
		Check: tlTalk("grace"), Want: "the server got for grace: Could you review my draft today?; its log: <ada> Could you review my draft today?",
	},
}

func init() {
	Apps = append(Apps, theLoungeApp)
	Tasks = append(Tasks, theLoungeTasks...)
}
