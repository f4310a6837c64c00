package mcpserver

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// tempDirName is the folder of the temporary directory that holds the files
// the server writes when the agent names none (a storage state: cookies,
// HttpOnly ones too).
const tempDirName = "electron-mcp"

// privateTempDir returns <TMPDIR>/electron-mcp, made 0700 if it is missing,
// when it is a directory of ours that no other user may enter. On a shared
// machine another user may have made it first, or planted a symbolic link
// there: then it returns a fresh directory of its own (os.MkdirTemp) and
// why the shared one was not used.
func privateTempDir() (dir, why string, err error) {
	shared := filepath.Join(os.TempDir(), tempDirName)
	if err := os.Mkdir(shared, 0o700); err != nil && !errors.Is(err, fs.ErrExist) {
		why = err.Error()
	} else if fi, err := os.Lstat(shared); err != nil {
		why = err.Error()
	} else if why = privateDirProblem(fi); why == "" {
		return shared, "", nil
	}
	dir, err = os.MkdirTemp("", tempDirName+"-")
	if err != nil {
		return "", why, fmt.Errorf("cannot make a private directory for the file: %w", err)
	}
	return dir, fmt.Sprintf("%s is %s", shared, why), nil
}

// privateDirProblem says why a directory is not private to us, or "".
func privateDirProblem(fi fs.FileInfo) string {
	switch {
	case fi.Mode()&fs.ModeSymlink != 0:
		return "a symbolic link"
	case !fi.IsDir():
		return "not a directory"
	}
	if why := ownerProblem(fi); why != "" {
		return why
	}
	if perm := fi.Mode().Perm(); perm&0o077 != 0 {
		return fmt.Sprintf("mode %#o: other users may enter it", perm)
	}
	return ""
}

// writePrivateFile writes data to path, readable by us only (0600): into a
// new file of its directory (O_EXCL, so nothing planted there is written
// through), then renamed over path, which replaces a symbolic link at path
// instead of following it, and fails on another user's file in a shared
// (sticky) directory instead of overwriting it.
func writePrivateFile(path string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return err
	}
	_, err = tmp.Write(data)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		_ = os.Remove(tmp.Name())
	}
	return err
}
