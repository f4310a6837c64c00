package apptasks

import (
	"bufio"
	"context"
	"encoding/json"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The seed gives MailDev a configuration that keeps it on loopback with its
// mails in the data directory and relays to itself; the check reads the
// inbox from its API.
func TestMaildevSeedAndCheck(t *testing.T) {
	dir := t.TempDir()
	if err := maildevApp.seed(dir); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(dir, ".maildevrc.json"))
	if err != nil {
		t.Fatal(err)
	}
	var cfg mdConfig
	if err := json.Unmarshal(b, &cfg); err != nil {
		t.Fatal(err)
	}
	if cfg.SMTP == 0 || cfg.OutgoingPort != cfg.SMTP || cfg.IP != "127.0.0.1" || cfg.WebIP != "127.0.0.1" || cfg.OutgoingHost != "127.0.0.1" ||
		cfg.MailDirectory != filepath.Join(dir, "mail") {
		t.Errorf("config %s", b)
	}
	args, _ := maildevApp.args("/apps/maildev/node_modules/maildev", dir, 18448)
	if got := strings.Join(args, " "); got != "/apps/maildev/node_modules/maildev/dist/bin/maildev.js --web 18448" {
		t.Errorf("args %s", got)
	}

	inbox := `[{"subject": "Invoice", "read": false}, {"subject": "Lunch", "read": true, "relayedTo": ["carol@example.test"]}, {"subject": "Lunch", "read": false}]`
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/api/email" {
			http.Error(w, "no", http.StatusInternalServerError)
			return
		}
		w.Write([]byte(inbox))
	}))
	defer srv.Close()
	in := &Instance{app: maildevApp, Base: srv.URL, dir: dir}
	ctx := context.Background()
	got, err := mdState(ctx, in)
	if want := "3 mails, 2 unread: Invoice, unread; Lunch, relayed to carol@example.test; Lunch, unread"; err != nil || got != want {
		t.Errorf("got  %s (%v)\nwant %s", got, err, want)
	}
	inbox = `[]`
	if got, err := mdState(ctx, in); err != nil || got != "0 mails, 0 unread: " {
		t.Errorf("empty inbox: %q, %v", got, err)
	}
	in.Base = srv.URL + "/elsewhere"
	if _, err := mdState(ctx, in); err == nil || !strings.Contains(err.Error(), "404") && !strings.Contains(err.Error(), "500") {
		t.Errorf("a failing API: %v", err)
	}
}

// A mail goes over SMTP with its envelope and headers, in CRLF lines.
func TestMaildevSendMail(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	got := make(chan []string, 1)
	go func() {
		conn, err := l.Accept()
		if err != nil {
			return
		}
		defer conn.Close()
		_ = conn.SetDeadline(time.Now().Add(10 * time.Second))
		r := bufio.NewReader(conn)
		say := func(s string) { conn.Write([]byte(s + "\r\n")) }
		say("220 test")
		var lines []string
		data := false
		for {
			line, err := r.ReadString('\n')
			if err != nil {
				got <- lines
				return
			}
			lines = append(lines, line)
			switch {
			case data && line == ".\r\n":
				data = false
				say("250 queued")
			case data:
			case strings.HasPrefix(line, "EHLO"):
				say("250 test")
			case strings.HasPrefix(line, "DATA"):
				data = true
				say("354 go on")
			case strings.HasPrefix(line, "QUIT"):
				say("221 bye")
				got <- lines
				return
			default:
				say("250 ok")
			}
		}
	}()
	m := mdMails[1]
	if err := sendMail(context.Background(), l.Addr().String(), m, time.Date(2026, 12, 4, 9, 1, 0, 0, time.UTC)); err != nil {
		t.Fatal(err)
	}
	s := strings.Join(<-got, "")
	for _, want := range []string{
		"MAIL FROM:<grace@example.test>", "RCPT TO:<ada@example.test>\r\nRCPT TO:<bob@example.test>",
		"From: Grace Hopper <grace@example.test>\r\nTo: ada@example.test, bob@example.test\r\nSubject: Team lunch on Friday\r\nDate: Fri, 04 Dec 2026 09:01:00 +0000\r\n",
		"Content-Type: text/plain; charset=utf-8\r\n\r\nNoon at the usual place? Bring the notes.\r\n.\r\n",
	} {
		if !strings.Contains(s, want) {
			t.Errorf("the session lacks %q:\n%s", want, s)
		}
	}
	if mdAddress("Shop <no-reply@shop.test>") != "no-reply@shop.test" || mdAddress("x@y.test") != "x@y.test" {
		t.Error("mdAddress")
	}
}
