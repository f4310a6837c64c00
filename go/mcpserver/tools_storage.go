package mcpserver

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/electron-mcp/electron-mcp/go/page/storage"
)

// The storage tools (capability storage) have Playwright MCP's names,
// arguments and answers. They reach only the selected tab's own cookies and
// its main frame origin's storage (see package page's storage.go): the
// app's session is shared with windows and sites the app did not expose.

// storageTools returns the tools of the storage capability.
func storageTools() []toolDef {
	changes := hints{destructive: true, idempotent: true}
	list := []toolDef{
		newTool("browser_cookie_list", "List cookies", "List the page's cookies (optionally filtered by domain/path).", readOnly, runCookieList),
		newTool("browser_cookie_get", "Get cookie", "Get one of the page's cookies by name, with its flags.", readOnly, runCookieGet),
		newTool("browser_cookie_set", "Set cookie", "Set a cookie of the page's site with optional flags (domain, path, expires, httpOnly, secure, sameSite).", changes, runCookieSet),
		newTool("browser_cookie_delete", "Delete cookie", "Delete the page's cookies with a name.", changes, runCookieDelete),
		newTool("browser_cookie_clear", "Clear cookies", "Delete every cookie of the page (other sites' cookies stay).", changes, runCookieClear),
		newTool("browser_localstorage_list", "List localStorage", "List the page's localStorage key-value pairs.", readOnly, storageList(true)),
		newTool("browser_localstorage_get", "Get localStorage item", "Get a localStorage item by key.", readOnly, storageGet(true)),
		newTool("browser_localstorage_set", "Set localStorage item", "Set a localStorage item.", changes, storageSet(true)),
		newTool("browser_localstorage_delete", "Delete localStorage item", "Delete a localStorage item.", changes, storageDelete(true)),
		newTool("browser_localstorage_clear", "Clear localStorage", "Clear the page's localStorage.", changes, storageClear(true)),
		newTool("browser_sessionstorage_list", "List sessionStorage", "List the page's sessionStorage key-value pairs.", readOnly, storageList(false)),
		newTool("browser_sessionstorage_get", "Get sessionStorage item", "Get a sessionStorage item by key.", readOnly, storageGet(false)),
		newTool("browser_sessionstorage_set", "Set sessionStorage item", "Set a sessionStorage item.", changes, storageSet(false)),
		newTool("browser_sessionstorage_delete", "Delete sessionStorage item", "Delete a sessionStorage item.", changes, storageDelete(false)),
		newTool("browser_sessionstorage_clear", "Clear sessionStorage", "Clear the page's sessionStorage.", changes, storageClear(false)),
		newTool("browser_storage_state", "Save storage state", "Save the page's storage state (cookies, localStorage) to a file for later reuse, in Playwright's format.", hints{readOnly: true}, runStorageState),
		newTool("browser_set_storage_state", "Restore storage state", "Restore the page's storage state (cookies, localStorage) from a file. This clears the page's cookies and localStorage first.", changes, runSetStorageState),
	}
	for i := range list {
		list[i] = list[i].in(CapStorage)
	}
	return list
}

// maxValueChars bounds one value in a listing; _get shows it whole (up to
// maxResultChars).
const (
	maxValueChars  = 500
	maxResultChars = 20000
)

func clip(s string, limit int, more string) string {
	if utf8.RuneCountInString(s) <= limit {
		return s
	}
	r := []rune(s)
	return fmt.Sprintf("%s… (%d characters%s)", string(r[:limit]), len(r), more)
}

type cookieListArgs struct {
	Domain string `json:"domain,omitempty" jsonschema:"Filter cookies by domain"`
	Path   string `json:"path,omitempty" jsonschema:"Filter cookies by path"`
}

func runCookieList(ctx context.Context, c *call, a *cookieListArgs) error {
	all, err := c.tab.page.Storage().Cookies(ctx)
	if err != nil {
		return err
	}
	n := 0
	for _, k := range all {
		if !strings.Contains(k.Domain, a.Domain) || !strings.HasPrefix(k.Path, a.Path) {
			continue
		}
		c.out("%s=%s (domain: %s, path: %s)", k.Name, clip(k.Value, maxValueChars, "; browser_cookie_get shows it whole"), k.Domain, k.Path)
		n++
	}
	if n == 0 {
		c.out("No cookies found")
	}
	return nil
}

type cookieNameArgs struct {
	Name string `json:"name" jsonschema:"Cookie name"`
}

func runCookieGet(ctx context.Context, c *call, a *cookieNameArgs) error {
	all, err := c.tab.page.Storage().Cookies(ctx)
	if err != nil {
		return err
	}
	found := false
	for _, k := range all {
		if k.Name == a.Name {
			c.out("%s", cookieLine(k, maxResultChars))
			found = true
		}
	}
	if !found {
		c.out("Cookie '%s' not found", a.Name)
	}
	return nil
}

func cookieLine(k storage.Cookie, limit int) string {
	return fmt.Sprintf("%s=%s (domain: %s, path: %s, httpOnly: %t, secure: %t, sameSite: %s)", k.Name, clip(k.Value, limit, ""), k.Domain, k.Path, k.HTTPOnly, k.Secure, k.SameSite)
}

type cookieSetArgs struct {
	Name     string  `json:"name" jsonschema:"Cookie name"`
	Value    string  `json:"value" jsonschema:"Cookie value"`
	Domain   string  `json:"domain,omitempty" jsonschema:"Cookie domain: the page's host by default; .example.com for a parent domain and its subdomains"`
	Path     string  `json:"path,omitempty" jsonschema:"Cookie path (default /)"`
	Expires  float64 `json:"expires,omitempty" jsonschema:"Cookie expiration as Unix timestamp (seconds); a session cookie without"`
	HTTPOnly bool    `json:"httpOnly,omitempty" jsonschema:"Whether the cookie is HTTP only"`
	Secure   bool    `json:"secure,omitempty" jsonschema:"Whether the cookie is secure"`
	SameSite string  `json:"sameSite,omitempty" jsonschema:"Cookie SameSite attribute: Strict, Lax or None"`
}

func runCookieSet(ctx context.Context, c *call, a *cookieSetArgs) error {
	k, err := c.tab.page.Storage().SetCookie(ctx, storage.Cookie{
		Name: a.Name, Value: a.Value, Domain: a.Domain, Path: a.Path,
		Expires: a.Expires, HTTPOnly: a.HTTPOnly, Secure: a.Secure, SameSite: a.SameSite,
	})
	if err != nil {
		return err
	}
	c.out("Cookie set: %s", cookieLine(k, maxValueChars))
	return nil
}

func runCookieDelete(ctx context.Context, c *call, a *cookieNameArgs) error {
	if a.Name == "" {
		return errorf("name is empty: pass the cookie's name, or call browser_cookie_clear to delete every cookie of the page")
	}
	gone, err := c.tab.page.Storage().DeleteCookies(ctx, a.Name)
	if err != nil {
		return err
	}
	if len(gone) == 0 {
		c.out("Cookie '%s' not found among the page's cookies; nothing deleted", a.Name)
	}
	for _, k := range gone {
		c.out("Deleted cookie %s (domain: %s, path: %s)", k.Name, k.Domain, k.Path)
	}
	return nil
}

func runCookieClear(ctx context.Context, c *call, _ *struct{}) error {
	gone, err := c.tab.page.Storage().DeleteCookies(ctx, "")
	if err != nil {
		return err
	}
	c.out("Deleted %d %s of the page; other sites' cookies in the app's session are left alone", len(gone), plural(len(gone), "cookie", "cookies"))
	return nil
}

// storageName is "localStorage" or "sessionStorage".
func storageName(local bool) string {
	if local {
		return "localStorage"
	}
	return "sessionStorage"
}

func storageList(local bool) func(context.Context, *call, *struct{}) error {
	return func(ctx context.Context, c *call, _ *struct{}) error {
		items, err := c.tab.page.Storage().StorageItems(ctx, local)
		if err != nil {
			return err
		}
		if len(items) == 0 {
			c.out("No %s items found", storageName(local))
		}
		get := fmt.Sprintf("; browser_%s_get shows it whole", strings.ToLower(storageName(local)))
		for _, it := range items {
			c.out("%s=%s", it.Name, clip(it.Value, maxValueChars, get))
		}
		return nil
	}
}

type storageKeyArgs struct {
	Key string `json:"key" jsonschema:"Key of the item"`
}

func storageGet(local bool) func(context.Context, *call, *storageKeyArgs) error {
	return func(ctx context.Context, c *call, a *storageKeyArgs) error {
		items, err := c.tab.page.Storage().StorageItems(ctx, local)
		if err != nil {
			return err
		}
		for _, it := range items {
			if it.Name == a.Key {
				c.out("%s=%s", it.Name, clip(it.Value, maxResultChars, ""))
				return nil
			}
		}
		c.out("%s key '%s' not found", storageName(local), a.Key)
		return nil
	}
}

type storageSetArgs struct {
	Key   string `json:"key" jsonschema:"Key to set"`
	Value string `json:"value" jsonschema:"Value to set"`
}

func storageSet(local bool) func(context.Context, *call, *storageSetArgs) error {
	return func(ctx context.Context, c *call, a *storageSetArgs) error {
		if err := c.tab.page.Storage().SetStorageItem(ctx, local, a.Key, a.Value); err != nil {
			return err
		}
		c.out("Set %s item %s", storageName(local), a.Key)
		return nil
	}
}

func storageDelete(local bool) func(context.Context, *call, *storageKeyArgs) error {
	return func(ctx context.Context, c *call, a *storageKeyArgs) error {
		if err := c.tab.page.Storage().RemoveStorageItem(ctx, local, a.Key); err != nil {
			return err
		}
		c.out("Deleted %s item %s", storageName(local), a.Key)
		return nil
	}
}

func storageClear(local bool) func(context.Context, *call, *struct{}) error {
	return func(ctx context.Context, c *call, _ *struct{}) error {
		if err := c.tab.page.Storage().ClearStorage(ctx, local); err != nil {
			return err
		}
		c.out("Cleared the page's %s", storageName(local))
		return nil
	}
}

type storageStateArgs struct {
	Filename string `json:"filename,omitempty" jsonschema:"File to save the storage state to, relative to the working directory. Default: storage-state-{timestamp}.json in the temporary directory"`
}

func runStorageState(ctx context.Context, c *call, a *storageStateArgs) error {
	st, err := c.tab.page.Storage().State(ctx)
	if err != nil {
		return err
	}
	data, err := json.MarshalIndent(st, "", "  ")
	if err != nil {
		return err
	}
	path := a.Filename
	if path == "" {
		dir, why, err := privateTempDir()
		if err != nil {
			return errorf("%v. Pass a filename", err)
		}
		if why != "" {
			c.s.log.Warn("browser_storage_state: writing into a directory of its own", "why", why, "dir", dir)
		}
		path = filepath.Join(dir, fmt.Sprintf("storage-state-%s.json", time.Now().UTC().Format("20060102T150405.000Z")))
	}
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	// Cookies are credentials: only the user may read the file, and nothing
	// planted at its path (a link, another user's file) receives them.
	if err := writePrivateFile(path, append(data, '\n')); err != nil {
		return errorf("cannot write the storage state: %v. Pass a filename in a directory of yours", err)
	}
	items := 0
	for _, o := range st.Origins {
		items += len(o.LocalStorage)
	}
	c.out("Storage state saved to %s: %d %s, %d localStorage %s", path, len(st.Cookies), plural(len(st.Cookies), "cookie", "cookies"), items, plural(items, "item", "items"))
	return nil
}

type setStorageStateArgs struct {
	Filename string `json:"filename" jsonschema:"Path to the storage state file to restore from, relative to the working directory"`
}

func runSetStorageState(ctx context.Context, c *call, a *setStorageStateArgs) error {
	if a.Filename == "" {
		return errorf("filename is empty: pass the path of a file browser_storage_state saved")
	}
	data, err := os.ReadFile(a.Filename)
	if err != nil {
		return errorf("cannot read the storage state: %v", err)
	}
	var st storage.StorageState
	if err := json.Unmarshal(data, &st); err != nil {
		return errorf("%s is not a storage state ({\"cookies\": [...], \"origins\": [...]}): %v", a.Filename, err)
	}
	r, err := c.tab.page.Storage().SetState(ctx, st)
	if err != nil {
		return err
	}
	c.out("Storage state restored from %s: %d %s, %d localStorage %s", a.Filename, r.Cookies, plural(r.Cookies, "cookie", "cookies"), r.Items, plural(r.Items, "item", "items"))
	if len(r.Skipped) > 0 {
		c.out("Left out, as not the page's own (electron-mcp reaches only the selected tab's sites): %s", clip(strings.Join(r.Skipped, ", "), maxValueChars, ""))
	}
	return nil
}
