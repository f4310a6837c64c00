package mcpserver

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/electron-mcp/electron-mcp/go/cdp"
	"github.com/electron-mcp/electron-mcp/proto"
)

// downloads mirrors the downloads agents started, as the bridge's channel
// reports them, and keeps what the next response should say about them.
type downloads struct {
	mu      sync.Mutex
	list    []proto.Download // oldest first, as the bridge has them
	news    []string         // Events lines not yet shown
	changed chan struct{}
	// The last action's bracket, and the last event about a download: a
	// download an action starts may be reported up to DownloadGraceMs
	// after it ended (see runDownloads).
	began, ended, updated time.Time
}

func (d *downloads) notifyLocked() {
	if d.changed != nil {
		close(d.changed)
	}
	d.changed = make(chan struct{})
}

// downloadsReset takes the bridge's list as it is (the channel opened).
func (s *Server) downloadsReset(list []proto.Download) {
	d := &s.downloads
	d.mu.Lock()
	defer d.mu.Unlock()
	d.list = append([]proto.Download(nil), list...)
	d.notifyLocked()
}

// downloadUpdated records one event of the bridge's about a download.
func (s *Server) downloadUpdated(dl proto.Download) {
	d := &s.downloads
	d.mu.Lock()
	defer d.mu.Unlock()
	d.updated = time.Now()
	i := 0
	for i < len(d.list) && d.list[i].ID != dl.ID {
		i++
	}
	var before string
	if i < len(d.list) {
		before = d.list[i].State
		d.list[i] = dl
	} else {
		d.list = append(d.list, dl)
		if len(d.list) > proto.MaxDownloads {
			d.list = d.list[len(d.list)-proto.MaxDownloads:]
		}
	}
	switch {
	case dl.State == before:
	case dl.State == proto.DownloadProgressing && before == "":
		d.news = append(d.news, fmt.Sprintf("Downloading %s into %s", dl.Filename, dl.Path))
	case dl.State == proto.DownloadCompleted:
		d.news = append(d.news, fmt.Sprintf("Downloaded %s (%s): %s", dl.Filename, cdp.Size(int(dl.ReceivedBytes)), dl.Path))
	case dl.State == proto.DownloadCancelled, dl.State == proto.DownloadInterrupted:
		d.news = append(d.news, fmt.Sprintf("The download of %s was %s", dl.Filename, dl.State))
	}
	if len(d.news) > 20 {
		d.news = d.news[len(d.news)-20:]
	}
	d.notifyLocked()
}

// downloadNews returns the Events lines about downloads since the last call.
func (s *Server) downloadNews() []string {
	d := &s.downloads
	d.mu.Lock()
	defer d.mu.Unlock()
	n := d.news
	d.news = nil
	if slices.Contains(s.opt.Caps, CapDownloads) {
		for i, line := range n {
			if strings.HasPrefix(line, "Downloading ") {
				n[i] = line + " (browser_downloads waits for it)"
			}
		}
	}
	return n
}

type downloadsArgs struct {
	Wait    bool    `json:"wait,omitempty" jsonschema:"wait until none is in progress"`
	Timeout float64 `json:"timeout,omitempty" jsonschema:"seconds to wait (default 30)"`
}

func runDownloads(ctx context.Context, c *call, a *downloadsArgs) error {
	s := c.s
	if s.watch.control() == nil {
		return errorf("the app is not connected (or its bridge predates downloads): no downloads to list")
	}
	if a.Timeout < 0 {
		return errorf("timeout must be a number of seconds, not %g", a.Timeout)
	}
	defer s.downloadNews() // the list says it all
	if a.Wait {
		timeout := 30 * time.Second
		if a.Timeout > 0 {
			timeout = time.Duration(a.Timeout * float64(time.Second))
		}
		wctx, cancel := context.WithTimeout(ctx, timeout)
		defer cancel()
		for {
			d := &s.downloads
			d.mu.Lock()
			var going []proto.Download
			for _, dl := range d.list {
				if dl.State == proto.DownloadProgressing {
					going = append(going, dl)
				}
			}
			ch := d.changed
			if ch == nil {
				d.notifyLocked()
				ch = d.changed
			}
			// The last action reported no download yet, and may still
			// (a page that starts one a moment after the click): its
			// grace is waited out, or its first event.
			var late <-chan time.Time
			if !d.ended.IsZero() && !d.updated.After(d.began) {
				if left := proto.DownloadGraceMs*time.Millisecond - time.Since(d.ended); left > 0 {
					late = time.After(left)
				}
			}
			d.mu.Unlock()
			if len(going) == 0 && late == nil {
				break
			}
			if len(going) == 0 {
				select {
				case <-ch:
				case <-late:
				case <-wctx.Done():
					if ctx.Err() != nil {
						return ctx.Err()
					}
				}
				if wctx.Err() != nil {
					break
				}
				continue
			}
			parts := make([]string, len(going))
			for i, dl := range going {
				parts[i] = fmt.Sprintf("%s: %s", dl.Filename, progressOf(dl))
			}
			c.status("Downloading "+strings.Join(parts, ", "), timeout)
			select {
			case <-ch:
			case <-wctx.Done():
				if ctx.Err() != nil {
					return ctx.Err()
				}
				c.out("Still downloading after %s:", timeout)
				c.out("%s", listDownloads(s))
				return nil
			}
		}
	}
	c.out("%s", listDownloads(s))
	return nil
}

// listDownloads renders the downloads agents started, newest last.
func listDownloads(s *Server) string {
	d := &s.downloads
	d.mu.Lock()
	defer d.mu.Unlock()
	if len(d.list) == 0 {
		return "No downloads: a download the page starts during an action of yours is saved into the bridge's folder and listed here."
	}
	var b strings.Builder
	for i, dl := range d.list {
		fmt.Fprintf(&b, "%d. %s — %s, %s — %s\n   from %s\n", i+1, dl.Filename, dl.State, progressOf(dl), dl.Path, dl.URL)
	}
	return strings.TrimRight(b.String(), "\n")
}

func progressOf(dl proto.Download) string {
	if dl.State == proto.DownloadProgressing && dl.TotalBytes > 0 {
		return fmt.Sprintf("%s of %s", cdp.Size(int(dl.ReceivedBytes)), cdp.Size(int(dl.TotalBytes)))
	}
	return cdp.Size(int(dl.ReceivedBytes))
}
