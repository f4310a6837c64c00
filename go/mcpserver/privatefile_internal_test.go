package mcpserver

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestPrivateTempDir: the shared <TMPDIR>/electron-mcp is used only when it
// is a directory of ours that no other user may enter; a link planted there,
// an open mode or another user's directory get a fresh directory instead.
func TestPrivateTempDir(t *testing.T) {
	base := t.TempDir()
	t.Setenv("TMPDIR", base)
	shared := filepath.Join(base, tempDirName)

	mode := func(path string) os.FileMode {
		t.Helper()
		fi, err := os.Lstat(path)
		if err != nil {
			t.Fatal(err)
		}
		return fi.Mode()
	}
	fresh := func(what string) string {
		t.Helper()
		dir, why, err := privateTempDir()
		if err != nil {
			t.Fatal(err)
		}
		if dir == shared || why == "" || !strings.HasPrefix(dir, filepath.Join(base, tempDirName+"-")) {
			t.Fatalf("%s: got %s (why %q), want a fresh directory", what, dir, why)
		}
		if runtime.GOOS != "windows" && mode(dir).Perm() != 0o700 {
			t.Errorf("%s: the fresh directory has mode %v", what, mode(dir))
		}
		return why
	}

	// Missing: made, ours, 0700.
	dir, why, err := privateTempDir()
	if err != nil || dir != shared || why != "" {
		t.Fatalf("privateTempDir() = %s, %q, %v; want %s", dir, why, err, shared)
	}
	if runtime.GOOS == "windows" {
		return
	}
	if mode(shared).Perm() != 0o700 {
		t.Errorf("made with mode %v", mode(shared))
	}
	if err := os.Remove(shared); err != nil {
		t.Fatal(err)
	}

	// A symbolic link to a directory anyone may write.
	trap := t.TempDir()
	if err := os.Chmod(trap, 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(trap, shared); err != nil {
		t.Fatal(err)
	}
	if why := fresh("a symbolic link"); !strings.Contains(why, "a symbolic link") {
		t.Errorf("why: %s", why)
	}
	if err := os.Remove(shared); err != nil {
		t.Fatal(err)
	}

	// A directory other users may write.
	if err := os.Mkdir(shared, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(shared, 0o777); err != nil {
		t.Fatal(err)
	}
	if why := fresh("mode 0777"); !strings.Contains(why, "other users may enter it") {
		t.Errorf("why: %s", why)
	}

	// Another user's directory (root can make one).
	if os.Getuid() == 0 {
		if err := os.Chmod(shared, 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.Chown(shared, 65534, 65534); err != nil {
			t.Fatal(err)
		}
		if why := fresh("another user's"); !strings.Contains(why, "owned by uid 65534") {
			t.Errorf("why: %s", why)
		}
	}
}

// TestWritePrivateFile: the file is 0600 and ours; a link at its path is
// replaced, not followed, and a file there with an open mode is replaced.
func TestWritePrivateFile(t *testing.T) {
	dir := t.TempDir()
	victim := filepath.Join(dir, "victim")
	if err := os.WriteFile(victim, []byte("untouched"), 0o666); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "state.json")
	if err := os.Symlink(victim, path); err != nil {
		t.Fatal(err)
	}
	if err := writePrivateFile(path, []byte("secret")); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(victim); string(got) != "untouched" {
		t.Errorf("the link's target was written: %q", got)
	}
	fi, err := os.Lstat(path)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(path); string(got) != "secret" || !fi.Mode().IsRegular() || (runtime.GOOS != "windows" && fi.Mode().Perm() != 0o600) {
		t.Errorf("wrote %q, mode %v; want a regular 0600 file", got, fi.Mode())
	}
	// Over a file others may read: replaced by one they may not.
	if err := os.WriteFile(victim, []byte("old"), 0o666); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(victim, 0o666); err != nil {
		t.Fatal(err)
	}
	if err := writePrivateFile(victim, []byte("new")); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Stat(victim); runtime.GOOS != "windows" && fi.Mode().Perm() != 0o600 {
		t.Errorf("mode %v after writing over a 0666 file", fi.Mode())
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Errorf("left behind: %v", entries)
	}
}
