package phases

import (
	"context"
	"log/slog"
	"strings"
	"testing"
)

func TestPhasesRecordWhereTheTimeWent(t *testing.T) {
	End(context.Background(), "nowhere") // a context without phases: nothing, no panic
	ctx, ph := With(context.Background())
	End(ctx, "locate")
	End(ctx, "settle")
	var b strings.Builder
	slog.New(slog.NewTextHandler(&b, nil)).Info("tool", "phases", ph)
	out := b.String()
	if !strings.Contains(out, "phases.locate=") || !strings.Contains(out, "phases.settle=") || strings.Index(out, "locate") > strings.Index(out, "settle") {
		t.Fatalf("log line %q: want phases.locate then phases.settle", out)
	}
}
