package page

// Snapshot time and size on generated pages of 100 to 50,000 elements,
// against the real bridge in front of a real headless Chromium (the stand-in
// host). Run by scripts/bench:
//
//	go test -run '^$' -bench Snapshot -count 5 ./go/page
//
// Besides ns/op (a whole Page.Snapshot: what browser_snapshot costs) each
// result reports cdp-ms/op (gathering: Page.getFrameTree and the scripts of aria/
// run in the page's isolated world, its answer carried over CDP and decoded),
// listeners-ms/op (of gathering, the look at the page's listeners in its own
// world that the ref policy makes), build-ms/op (snapshot.Build), ns/element, chromium-cpu-ms/op (CPU time of
// the stand-in's Chromium processes: steadier than wall time on a busy
// machine), the bytes of text the agent gets
// (capped at snapshot.DefaultMaxChars) and uncapped, the node count, and,
// for comparison up to 10,000 elements, one Accessibility.getFullAXTree
// call on its own (getfullaxtree-ms: what gathering cost before aria/).
// Nothing here asserts on time.

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/cdproto/accessibility"
	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/runtime"

	"github.com/electron-mcp/electron-mcp/go/internal/bench"
	"github.com/electron-mcp/electron-mcp/go/internal/standin"
	"github.com/electron-mcp/electron-mcp/go/snapshot"
)

func BenchmarkSnapshot(b *testing.B) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Minute)
	defer cancel()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n, err := strconv.Atoi(r.URL.Query().Get("n"))
		if err != nil {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, bench.GeneratedPage(n))
	}))
	defer srv.Close()
	host, err := standin.Start(ctx, standin.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer host.Stop()
	conn, err := host.Client().Dial(ctx, host.Targets[0].ID)
	if err != nil {
		b.Fatal(err)
	}
	defer conn.Close()
	p, err := Open(ctx, conn, nil)
	if err != nil {
		b.Fatal(err)
	}
	defer p.Close()

	for _, n := range bench.PageSizes {
		b.Run(fmt.Sprintf("elements=%d", n), func(b *testing.B) {
			if _, err := p.Navigate(ctx, fmt.Sprintf("%s/?n=%d", srv.URL, n)); err != nil {
				b.Fatal(err)
			}
			// One untimed snapshot: refs for this document are issued.
			s, err := p.Snapshot(ctx, snapshot.Options{})
			if err != nil {
				b.Fatal(err)
			}
			var cdpTime, buildTime time.Duration
			var ax int
			cpu0 := bench.GroupCPU(host.ChromiumPID)
			for b.Loop() {
				p.syncRefs()
				t0 := time.Now()
				frames, err := p.gather(ctx, false)
				if err != nil {
					b.Fatal(err)
				}
				t1 := time.Now()
				if s, err = snapshot.Build(frames, p.Refs, snapshot.Options{}); err != nil {
					b.Fatal(err)
				}
				buildTime += time.Since(t1)
				cdpTime += t1.Sub(t0)
				ax = 0
				for _, f := range frames {
					ax += len(f.Nodes)
				}
			}
			b.StopTimer()
			chromiumCPU := bench.GroupCPU(host.ChromiumPID) - cpu0
			frames, err := p.gather(ctx, false)
			if err != nil {
				b.Fatal(err)
			}
			full, err := snapshot.Build(frames, p.Refs, snapshot.Options{MaxChars: -1})
			if err != nil {
				b.Fatal(err)
			}
			// What the ref policy's look at the page's listeners costs
			// (part of gathering above), on its own.
			const marks = 5
			t := time.Now()
			for range marks {
				p.markListeners(ctx, p.conn, p.MainFrame())
			}
			markTime := time.Since(t) / marks
			// What asking Chromium about custom elements' internals costs
			// (internals.go: a tree built for the look, then dropped),
			// with one element asked about.
			lookTime := internalsLook(ctx, b, p)
			axTime := time.Duration(-1)
			if n <= 10_000 {
				t := time.Now()
				if _, err := cdpproto.Call(ctx, p.conn, accessibility.GetFullAXTree, accessibility.GetFullAXTreeParams{}); err == nil {
					axTime = time.Since(t)
				}
			}
			ops := float64(b.N)
			b.ReportMetric(float64(cdpTime.Microseconds())/1000/ops, "cdp-ms/op")
			b.ReportMetric(float64(markTime.Microseconds())/1000, "listeners-ms/op")
			b.ReportMetric(float64(buildTime.Microseconds())/1000/ops, "build-ms/op")
			b.ReportMetric(float64((cdpTime+buildTime).Nanoseconds())/ops/float64(n), "ns/element")
			b.ReportMetric(float64(chromiumCPU.Milliseconds())/ops, "chromium-cpu-ms/op")
			b.ReportMetric(float64(len(s.Text)), "text-bytes")
			b.ReportMetric(float64(len(full.Text)), "uncapped-bytes")
			b.ReportMetric(float64(ax), "nodes")
			b.ReportMetric(float64(lookTime.Microseconds())/1000, "internals-look-ms")
			if axTime >= 0 {
				b.ReportMetric(float64(axTime.Microseconds())/1000, "getfullaxtree-ms")
			}
		})
	}
}

// internalsLook times what readInternals does to Chromium for one element:
// Accessibility.enable, one getPartialAXTree (which builds the document's
// tree), Accessibility.disable (which drops it); median of 5.
func internalsLook(ctx context.Context, b *testing.B, p *Page) time.Duration {
	var times []time.Duration
	for range 5 {
		ev, err := cdpproto.Call(ctx, p.conn, runtime.Evaluate, runtime.EvaluateParams{Expression: "document.querySelector('button')", ObjectGroup: "emcp-bench"})
		if err != nil || ev.Result.ObjectID == "" {
			b.Fatal("no button to ask about", err)
		}
		t := time.Now()
		if _, err := cdpproto.Call(ctx, p.conn, accessibility.Enable, cdpproto.Empty{}); err != nil {
			b.Fatal(err)
		}
		if _, err := cdpproto.Call(ctx, p.conn, accessibility.GetPartialAXTree, accessibility.GetPartialAXTreeParams{ObjectID: ev.Result.ObjectID, FetchRelatives: ptr(false)}); err != nil {
			b.Fatal(err)
		}
		if _, err := cdpproto.Call(ctx, p.conn, accessibility.Disable, cdpproto.Empty{}); err != nil {
			b.Fatal(err)
		}
		times = append(times, time.Since(t))
	}
	cdpproto.Call(ctx, p.conn, runtime.ReleaseObjectGroup, runtime.ReleaseObjectGroupParams{ObjectGroup: "emcp-bench"})
	slices.Sort(times)
	return times[len(times)/2]
}
