package apptasks

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/smtp"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// maildev is a mail catcher: an SMTP server that keeps what it is sent and
// shows it in a web inbox (a list of mails as buttons, a reader with the
// mail's HTML in a frame, icon buttons named by their labels, a relay menu
// with an address field and a confirm() of the page's own, a delete-all
// button that asks to be clicked again). Its configuration sits in its data
// directory (.maildevrc.json, which it reads from its working directory
// before any above it): both its servers on 127.0.0.1, its mails kept in
// the data directory's mail/, and its relay pointed at its own SMTP port,
// so that a relayed mail comes back into the inbox instead of leaving the
// machine. It has no update check, no telemetry and no remote assets (its
// page is one bundle served by itself), and the seeded mails name nothing
// outside. The mails arrive over SMTP once it serves, as mail does: a mail
// restored from its directory would be marked read.
var maildevApp = &App{
	Name: "MailDev", Kind: "mail catcher (an SMTP server's inbox: list, reader, relay)", Package: "maildev", Path: "/",
	seed: mdSeed,
	args: func(pkg, _ string, port int) ([]string, []string) {
		return []string{filepath.Join(pkg, "dist", "bin", "maildev.js"), "--web", strconv.Itoa(port)}, nil
	},
	ready:   "/api/healthz",
	started: mdDeliver,
}

// mdConfig is the part of MailDev's configuration file the bench sets.
type mdConfig struct {
	SMTP          int    `json:"smtp"`
	IP            string `json:"ip"`
	WebIP         string `json:"webIp"`
	MailDirectory string `json:"mailDirectory"`
	OutgoingHost  string `json:"outgoingHost"`
	OutgoingPort  int    `json:"outgoingPort"`
	Silent        bool   `json:"silent"`
}

// mdSeed writes MailDev's configuration with an SMTP port of its own.
func mdSeed(dir string) error {
	port, err := freePort()
	if err != nil {
		return err
	}
	b, err := json.MarshalIndent(mdConfig{
		SMTP: port, IP: "127.0.0.1", WebIP: "127.0.0.1", MailDirectory: filepath.Join(dir, "mail"),
		OutgoingHost: "127.0.0.1", OutgoingPort: port, Silent: true,
	}, "", "  ")
	if err != nil {
		return err
	}
	return writeFiles(dir, map[string]string{".maildevrc.json": string(b) + "\n"})
}

// mdMail is a mail the inbox starts with.
type mdMail struct {
	From, Subject, Body string
	To                  []string
	HTML                bool // the body is HTML (the reader shows it in a frame)
}

// mdMails arrive in this order, a minute apart (the list shows the newest
// first).
var mdMails = []mdMail{
	{From: "Acme Billing <billing@acme.test>", To: []string{"ada@example.test"}, Subject: "Invoice 1042 for November", Body: "Amount due: 120.00 EUR by 15 December.\n"},
	{From: "Grace Hopper <grace@example.test>", To: []string{"ada@example.test", "bob@example.test"}, Subject: "Team lunch on Friday", Body: "Noon at the usual place? Bring the notes.\n"},
	{From: "Letters <news@letters.test>", To: []string{"ada@example.test"}, Subject: "Weekly newsletter: spring edition", HTML: true,
		Body: "<h1>Spring edition</h1><p>Three things we learned this week.</p><ul><li>Tulips</li><li>Rain</li><li>Kites</li></ul>"},
	{From: "CI <ci@build.test>", To: []string{"ada@example.test"}, Subject: "Build failed on main", Body: "Job 77 failed: 2 tests did not pass.\n"},
	{From: "Acme Billing <billing@acme.test>", To: []string{"ada@example.test"}, Subject: "Invoice 1043 for December", Body: "Amount due: 95.50 EUR by 15 January.\n"},
	{From: "Shop <no-reply@shop.test>", To: []string{"ada@example.test"}, Subject: "Your password reset code", Body: "Your code is 481 516. It expires in ten minutes.\n"},
}

// message is the mail as it goes over SMTP.
func (m mdMail) message(date time.Time) string {
	kind := "text/plain"
	if m.HTML {
		kind = "text/html"
	}
	return strings.ReplaceAll(fmt.Sprintf("From: %s\nTo: %s\nSubject: %s\nDate: %s\nMIME-Version: 1.0\nContent-Type: %s; charset=utf-8\n\n%s",
		m.From, strings.Join(m.To, ", "), m.Subject, date.Format(time.RFC1123Z), kind, m.Body), "\n", "\r\n")
}

// mdDeliver sends the mails to the running MailDev's SMTP port.
func mdDeliver(ctx context.Context, in *Instance) error {
	var cfg mdConfig
	if err := json.Unmarshal([]byte(in.file(".maildevrc.json")), &cfg); err != nil {
		return fmt.Errorf("read .maildevrc.json: %w", err)
	}
	date := time.Date(2026, 12, 4, 9, 0, 0, 0, time.UTC)
	for i, m := range mdMails {
		if err := sendMail(ctx, "127.0.0.1:"+strconv.Itoa(cfg.SMTP), m, date.Add(time.Duration(i)*time.Minute)); err != nil {
			return fmt.Errorf("send %q: %w", m.Subject, err)
		}
	}
	// Each one is listed once it is stored.
	deadline := time.Now().Add(10 * time.Second)
	for {
		got, err := mdList(ctx, in)
		if err == nil && len(got) == len(mdMails) {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("MailDev listed %d of %d mails sent (%v)", len(got), len(mdMails), err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// sendMail delivers one mail over plain SMTP on loopback.
func sendMail(ctx context.Context, addr string, m mdMail, date time.Time) error {
	d := net.Dialer{Timeout: 5 * time.Second}
	conn, err := d.DialContext(ctx, "tcp", addr)
	if err != nil {
		return err
	}
	_ = conn.SetDeadline(time.Now().Add(10 * time.Second))
	c, err := smtp.NewClient(conn, "127.0.0.1")
	if err != nil {
		conn.Close()
		return err
	}
	defer c.Close()
	if err := c.Mail(mdAddress(m.From)); err != nil {
		return err
	}
	for _, to := range m.To {
		if err := c.Rcpt(to); err != nil {
			return err
		}
	}
	w, err := c.Data()
	if err != nil {
		return err
	}
	if _, err := w.Write([]byte(m.message(date))); err != nil {
		return err
	}
	if err := w.Close(); err != nil {
		return err
	}
	return c.Quit()
}

// mdAddress is the address in "Name <address>".
func mdAddress(s string) string {
	if i, j := strings.Index(s, "<"), strings.LastIndex(s, ">"); i >= 0 && j > i {
		return s[i+1 : j]
	}
	return s
}

// mdStored is what MailDev's API says of a mail.
type mdStored struct {
	Subject   string   `json:"subject"`
	Read      bool     `json:"read"`
	RelayedTo []string `json:"relayedTo"`
}

// mdList reads the inbox through MailDev's API, in the order the mails
// arrived.
func mdList(ctx context.Context, in *Instance) ([]mdStored, error) {
	var mails []mdStored
	if err := in.getJSON(ctx, "/api/email", &mails); err != nil {
		return nil, err
	}
	return mails, nil
}

// mdState says what the inbox holds: how many mails, how many unread, and
// each in the order it arrived, whether it is unread and where it was
// relayed.
func mdState(ctx context.Context, in *Instance) (string, error) {
	mails, err := mdList(ctx, in)
	if err != nil {
		return "", err
	}
	unread := 0
	var list []string
	for _, m := range mails {
		s := m.Subject
		if !m.Read {
			unread++
			s += ", unread"
		}
		if len(m.RelayedTo) > 0 {
			s += ", relayed to " + strings.Join(m.RelayedTo, ", ")
		}
		list = append(list, s)
	}
	return fmt.Sprintf("%s, %d unread: %s", plural(len(mails), "mail"), unread, strings.Join(list, "; ")), nil
}

var (
	mdDelete = finder{Roles: roles("button"), Name: "Delete email"}
	// A mail in the list: a button holding its sender, subject and
	// first line.
	mdItem = func(subject string) finder { return finder{Roles: roles("button"), Has: subject} }
)

var maildevTasks = []Task{
	{
		App: maildevApp, Name: "mail catcher: delete a mail",
		Steps: []widgetStep{
			{Op: "click", Target: mdItem("Weekly newsletter: spring edition")},
			{Op: "click", Target: mdDelete},
		},
		// Nothing else went, nor was read.
		Check: mdState, Want: "unread: Invoice 1042 for November, unread; Team lunch on Friday, unread; Build failed on main, unread; Invoice 1043 for December, unread; Your password reset code",
	},
	{
		App: maildevApp, Name: "mail catcher: mark every mail as read",
		Steps: []widgetStep{
			{Op: "click", Target: finder{Roles: roles("button"), Name: "Mark all as read"}},
		},
		Check: mdState, Want: "6 mails, 0 unread",
	},
	{
		App: maildevApp, Name: "mail catcher: empty the inbox",
		Steps: []widgetStep{
			// The button asks to be clicked again, under another name.
			{Op: "click", Target: finder{Roles: roles("button"), Name: "Delete all emails"}},
			{Op: "click", Target: finder{Roles: roles("button"), Name: "Confirm delete all emails"}},
		},
		Check: mdState, Want: "0 mails, 0 unread",
	},
	{
		App: maildevApp, Name: "mail catcher: relay a mail to another address",
		Steps: []widgetStep{
			{Op: "click", Target: mdItem("Team lunch on Friday")},
			{Op: "click", Target: finder{Roles: roles("button"), Name: "Relay email"}},
			{Op: "click", Target: finder{Roles: roles("button"), Name: "Relay to custom address"}},
			{Op: "type", Target: finder{Roles: textboxes, Name: "email@example.com"}, Text: "carol@example.test"},
			{Op: "click", Target: finder{Roles: roles("button"), Name: "Send"}},
			{Op: "accept"},
		},
		// The relayed copy came back to the inbox, unread, after
		// the others.
		Check: mdState, Want: "7 mails, 6 unread: Invoice 1042 for November, unread; Team lunch on Friday, relayed to carol@example.test; Weekly newsletter: spring edition, unread; Build failed on main, unread; Invoice 1043 for December, unread; Your password reset code, unread; Team lunch on Friday, unread",
	},
	{
		App: maildevApp, Name: "mail catcher: find a mail by searching and delete it",
		Steps: []widgetStep{
			{Op: "type", Target: finder{Roles: textboxes, Name: "Search emails..."}, Text: "invoice"},
			{Op: "click", Target: mdItem("Invoice 1043 for December")},
			{Op: "click", Target: mdDelete},
		},
		Check: mdState, Want: "unread: Invoice 1042 for November, unread; Team lunch on Friday, unread; Weekly newsletter: spring edition, unread; Build failed on main, unread; Your password reset code",
	},
}

func init() {
	Apps = append(Apps, maildevApp)
	Tasks = append(Tasks, maildevTasks...)
}
