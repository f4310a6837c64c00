// Package storage reads and writes a page's cookies, localStorage and
// sessionStorage, and Playwright's storage state of them, within the page's
// own reach (see below).
package storage

import (
	"context"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"time"

	cdpproto "github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/domstorage"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	cdpstorage "github.com/chromedp/cdproto/storage"

	"github.com/electron-mcp/electron-mcp/go/page/refusal"
)

// Storage reaches only what the page itself could: the cookies its frames'
// URLs are sent (Network.getCookies with those URLs, never the session-wide
// Network.getAllCookies), cookies it may set (its hosts and their parent
// domains) and the localStorage and sessionStorage of its main frame's
// origin (DOMStorage with that frame's storage key). The app's session is
// shared by every window, also those it did not expose, and by every site
// it ever showed; none of that is reachable here. The bridge enforces the
// same reach (proto's Guarded methods); these checks come first so the
// agent gets an error that says what it can do instead.

// Page is what of a page its storage needs.
type Page struct {
	Conn      cdpproto.Session        // the page's own session
	URL       func() string           // its main frame's URL
	MainFrame func() cdpproto.FrameID // its main frame
	FrameURLs func() []string         // the URLs of its out-of-process iframes
	Usable    func() error            // why it cannot be read now (crashed, gone), or nil
}

// Store is one page's storage.
type Store struct{ p Page }

// New returns the storage of p.
func New(p Page) *Store { return &Store{p: p} }

// callTimeout bounds a command that should answer at once.
const callTimeout = 10 * time.Second

// Cookie is a cookie of the page, with the fields of Playwright's storage
// state.
type Cookie struct {
	Name     string  `json:"name"`
	Value    string  `json:"value"`
	Domain   string  `json:"domain"`
	Path     string  `json:"path"`
	Expires  float64 `json:"expires"` // seconds since the epoch; -1 for a session cookie
	HTTPOnly bool    `json:"httpOnly"`
	Secure   bool    `json:"secure"`
	SameSite string  `json:"sameSite"` // Strict, Lax or None

	partitionKey *network.CookiePartitionKey
}

// StorageItem is one key of localStorage or sessionStorage.
type StorageItem struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// scope is what of the session the page may reach.
type scope struct {
	urls   []string // the http(s) URLs of its frames, main frame first
	hosts  []string // their hosts, lower case
	origin string   // the main frame's origin ("" when opaque)
}

// scope reads the page's frames: the in-process frame tree and the
// out-of-process iframes.
func (p *Store) scope(ctx context.Context) (scope, error) {
	if err := p.p.Usable(); err != nil {
		return scope{}, err
	}
	tree, err := cdpproto.Call(ctx, p.p.Conn, page.GetFrameTree, cdpproto.Empty{})
	if err != nil {
		return scope{}, fmt.Errorf("storage: reading the frame tree: %w", err)
	}
	var s scope
	add := func(raw string) {
		u, err := url.Parse(raw)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return
		}
		u.Fragment = ""
		if !slices.Contains(s.urls, u.String()) {
			s.urls = append(s.urls, u.String())
		}
		if h := strings.ToLower(u.Hostname()); !slices.Contains(s.hosts, h) {
			s.hosts = append(s.hosts, h)
		}
	}
	if f := tree.FrameTree.Frame; f != nil {
		add(f.URL)
		if u, err := url.Parse(f.URL); err == nil && (u.Scheme == "http" || u.Scheme == "https") {
			s.origin = u.Scheme + "://" + u.Host
		}
	}
	var walk func(t *page.FrameTree)
	walk = func(t *page.FrameTree) {
		for _, c := range t.ChildFrames {
			if c.Frame != nil {
				add(c.Frame.URL)
			}
			walk(c)
		}
	}
	walk(tree.FrameTree)
	for _, u := range p.p.FrameURLs() {
		add(u)
	}
	return s, nil
}

// noOrigin explains an empty scope.
func noOrigin(pageURL, what string) error {
	return refusal.Errorf("the page (%s) is not an http or https page, so it has no %s: navigate to the site first", pageURL, what)
}

// Cookies returns the cookies the page's frames are sent, sorted by domain,
// path and name.
func (p *Store) Cookies(ctx context.Context) ([]Cookie, error) {
	s, err := p.scope(ctx)
	if err != nil {
		return nil, err
	}
	return p.cookies(ctx, s)
}

func (p *Store) cookies(ctx context.Context, s scope) ([]Cookie, error) {
	if len(s.urls) == 0 {
		return nil, nil
	}
	ctx, cancel := context.WithTimeout(ctx, callTimeout)
	defer cancel()
	res, err := cdpproto.Call(ctx, p.p.Conn, network.GetCookies, network.GetCookiesParams{URLs: s.urls})
	if err != nil {
		return nil, fmt.Errorf("storage: reading cookies: %w", err)
	}
	var out []Cookie
	for _, c := range res.Cookies {
		if c == nil {
			continue
		}
		k := Cookie{
			Name: c.Name, Value: c.Value, Domain: c.Domain, Path: c.Path,
			Expires: c.Expires, HTTPOnly: c.HTTPOnly, Secure: c.Secure,
			SameSite: string(c.SameSite), partitionKey: c.PartitionKey,
		}
		if c.Session {
			k.Expires = -1
		}
		if k.SameSite == "" {
			k.SameSite = "Lax" // Chromium's default for a cookie without one
		}
		if !slices.ContainsFunc(out, k.same) {
			out = append(out, k)
		}
	}
	slices.SortFunc(out, func(a, b Cookie) int {
		return strings.Compare(a.Domain+"\x00"+a.Path+"\x00"+a.Name, b.Domain+"\x00"+b.Path+"\x00"+b.Name)
	})
	return out, nil
}

// same reports the same cookie: name, domain, path and partition.
func (c Cookie) same(o Cookie) bool {
	return c.Name == o.Name && c.Domain == o.Domain && c.Path == o.Path &&
		(c.partitionKey == nil) == (o.partitionKey == nil) &&
		(c.partitionKey == nil || *c.partitionKey == *o.partitionKey)
}

// ownsDomain reports whether a cookie for domain is one the page could set
// or is sent: the domain is one of its hosts or a parent of one.
func (s scope) ownsDomain(domain string) bool {
	d := strings.ToLower(strings.TrimPrefix(domain, "."))
	for _, h := range s.hosts {
		if h == d || strings.HasSuffix(h, "."+d) {
			return true
		}
	}
	return false
}

// urlFor returns the page's first URL whose host is domain or below it.
func (s scope) urlFor(domain string) string {
	d := strings.ToLower(strings.TrimPrefix(domain, "."))
	for _, raw := range s.urls {
		u, _ := url.Parse(raw)
		if h := strings.ToLower(u.Hostname()); h == d || strings.HasSuffix(h, "."+d) {
			return raw
		}
	}
	return ""
}

// SetCookie sets a cookie of the page. Its domain follows Playwright: none
// is the main frame's host, "example.com" a host-only cookie of that host
// (one of the page's), ".example.com" a cookie for that domain and its
// subdomains (a parent domain of one of the page's hosts). The cookie as
// stored is returned.
func (p *Store) SetCookie(ctx context.Context, c Cookie) (Cookie, error) {
	s, err := p.scope(ctx)
	if err != nil {
		return Cookie{}, err
	}
	return p.setCookie(ctx, s, c)
}

func (p *Store) setCookie(ctx context.Context, s scope, c Cookie) (Cookie, error) {
	if len(s.urls) == 0 {
		return Cookie{}, noOrigin(p.p.URL(), "cookies")
	}
	if strings.TrimSpace(c.Name) == "" {
		return Cookie{}, refusal.Errorf("a cookie needs a name")
	}
	domain := strings.ToLower(strings.TrimSpace(c.Domain))
	params := network.SetCookieParams{Name: c.Name, Value: c.Value, URL: s.urls[0], Path: c.Path}
	want := ""
	switch {
	case domain == "":
		u, _ := url.Parse(s.urls[0])
		want = strings.ToLower(u.Hostname())
	case !s.ownsDomain(domain):
		return Cookie{}, refusal.Errorf("domain %q is not the page's: electron-mcp reaches only the cookies of the page's own hosts (%s) and their parent domains. Select the tab that shows that site (browser_tabs) or navigate there", c.Domain, strings.Join(s.hosts, ", "))
	case strings.HasPrefix(domain, "."):
		params.URL, params.Domain, want = s.urlFor(domain), domain, domain
	case slices.Contains(s.hosts, domain):
		params.URL, want = s.urlFor(domain), domain // host-only: through that host's URL
	default:
		return Cookie{}, refusal.Errorf("domain %q is a parent domain of the page's host: write it %q for a cookie of the domain and its subdomains, or leave domain out for the page's host", c.Domain, "."+domain)
	}
	if params.Path == "" {
		params.Path = "/"
	}
	if c.Expires > 0 {
		params.Expires = cdpproto.TimeSinceEpoch(c.Expires)
	}
	if c.HTTPOnly {
		params.HTTPOnly = new(true)
	}
	if c.Secure {
		params.Secure = new(true)
	}
	switch strings.ToLower(c.SameSite) {
	case "":
	case "strict":
		params.SameSite = network.CookieSameSiteStrict
	case "lax":
		params.SameSite = network.CookieSameSiteLax
	case "none":
		params.SameSite = network.CookieSameSiteNone
	default:
		return Cookie{}, refusal.Errorf("sameSite %q: use Strict, Lax or None", c.SameSite)
	}
	cctx, cancel := context.WithTimeout(ctx, callTimeout)
	defer cancel()
	if err := call0(cctx, p.p.Conn, network.SetCookie, params); err != nil {
		return Cookie{}, refusal.Errorf("Chromium refused the cookie (%v): check the name, the domain, and that sameSite None comes with secure", err)
	}
	all, err := p.cookies(ctx, s)
	if err != nil {
		return Cookie{}, err
	}
	for _, k := range all {
		if k.Name == c.Name && k.Path == params.Path && strings.ToLower(k.Domain) == want {
			return k, nil
		}
	}
	if c.Expires > 0 {
		return Cookie{}, refusal.Errorf("the cookie was not stored: its expires (%v) may be in the past (it is in seconds since 1970)", c.Expires)
	}
	return Cookie{}, refusal.Errorf("Chromium did not store the cookie: a secure cookie needs https (or localhost), a __Host- or __Secure- name needs secure, and the page's URLs must be under its path")
}

// DeleteCookies deletes the page's cookies named name (every one of them
// when name is "") and returns those it deleted.
func (p *Store) DeleteCookies(ctx context.Context, name string) ([]Cookie, error) {
	s, err := p.scope(ctx)
	if err != nil {
		return nil, err
	}
	return p.deleteCookies(ctx, s, name)
}

func (p *Store) deleteCookies(ctx context.Context, s scope, name string) ([]Cookie, error) {
	all, err := p.cookies(ctx, s)
	if err != nil {
		return nil, err
	}
	var gone []Cookie
	for _, c := range all {
		if name != "" && c.Name != name {
			continue
		}
		cctx, cancel := context.WithTimeout(ctx, callTimeout)
		// The exact cookie: its name, domain and path, and its partition.
		err := call0(cctx, p.p.Conn, network.DeleteCookies, network.DeleteCookiesParams{
			Name: c.Name, Domain: c.Domain, Path: c.Path, PartitionKey: c.partitionKey,
		})
		cancel()
		if err != nil {
			return gone, fmt.Errorf("storage: deleting cookie %s (domain %s): %w", c.Name, c.Domain, err)
		}
		gone = append(gone, c)
	}
	return gone, nil
}

// webStorage is the main frame's localStorage or sessionStorage.
func (p *Store) webStorage(ctx context.Context, local bool) (domstorage.StorageID, error) {
	s, err := p.scope(ctx)
	if err != nil {
		return domstorage.StorageID{}, err
	}
	what := "sessionStorage"
	if local {
		what = "localStorage"
	}
	if s.origin == "" {
		return domstorage.StorageID{}, noOrigin(p.p.URL(), what)
	}
	ctx, cancel := context.WithTimeout(ctx, callTimeout)
	defer cancel()
	key, err := cdpproto.Call(ctx, p.p.Conn, cdpstorage.GetStorageKey, cdpstorage.GetStorageKeyParams{FrameID: p.p.MainFrame()})
	if err != nil {
		return domstorage.StorageID{}, fmt.Errorf("storage: the main frame's storage key: %w", err)
	}
	return domstorage.StorageID{StorageKey: domstorage.SerializedStorageKey(key.StorageKey), IsLocalStorage: local}, nil
}

// StorageItems lists the main frame's localStorage (local) or
// sessionStorage, sorted by key.
func (p *Store) StorageItems(ctx context.Context, local bool) ([]StorageItem, error) {
	id, err := p.webStorage(ctx, local)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, callTimeout)
	defer cancel()
	res, err := cdpproto.Call(ctx, p.p.Conn, domstorage.GetDOMStorageItems, domstorage.GetDOMStorageItemsParams{StorageID: &id})
	if err != nil {
		return nil, fmt.Errorf("storage: reading storage: %w", err)
	}
	var out []StorageItem
	for _, kv := range res.Entries {
		if len(kv) == 2 {
			out = append(out, StorageItem{Name: kv[0], Value: kv[1]})
		}
	}
	slices.SortFunc(out, func(a, b StorageItem) int { return strings.Compare(a.Name, b.Name) })
	return out, nil
}

// SetStorageItem sets a key of the main frame's localStorage (local) or
// sessionStorage.
func (p *Store) SetStorageItem(ctx context.Context, local bool, key, value string) error {
	id, err := p.webStorage(ctx, local)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, callTimeout)
	defer cancel()
	if err := call0(ctx, p.p.Conn, domstorage.SetDOMStorageItem, domstorage.SetDOMStorageItemParams{StorageID: &id, Key: key, Value: value}); err != nil {
		return refusal.Errorf("the page's storage refused the item (%v): it may be full (about 5 MB per origin)", err)
	}
	return nil
}

// RemoveStorageItem removes a key of the main frame's localStorage (local)
// or sessionStorage.
func (p *Store) RemoveStorageItem(ctx context.Context, local bool, key string) error {
	id, err := p.webStorage(ctx, local)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, callTimeout)
	defer cancel()
	if err := call0(ctx, p.p.Conn, domstorage.RemoveDOMStorageItem, domstorage.RemoveDOMStorageItemParams{StorageID: &id, Key: key}); err != nil {
		return fmt.Errorf("storage: removing a storage item: %w", err)
	}
	return nil
}

// ClearStorage empties the main frame's localStorage (local) or
// sessionStorage.
func (p *Store) ClearStorage(ctx context.Context, local bool) error {
	id, err := p.webStorage(ctx, local)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, callTimeout)
	defer cancel()
	if err := call0(ctx, p.p.Conn, domstorage.Clear, domstorage.ClearParams{StorageID: &id}); err != nil {
		return fmt.Errorf("storage: clearing storage: %w", err)
	}
	return nil
}

// StorageState is Playwright's storage state: cookies, and localStorage by
// origin. Here it holds the page's cookies and its main frame origin's
// localStorage.
type StorageState struct {
	Cookies []Cookie       `json:"cookies"`
	Origins []OriginRecord `json:"origins"`
}

// OriginRecord is one origin's localStorage in a StorageState.
type OriginRecord struct {
	Origin       string        `json:"origin"`
	LocalStorage []StorageItem `json:"localStorage"`
}

// State returns the page's storage state.
func (p *Store) State(ctx context.Context) (StorageState, error) {
	st := StorageState{Cookies: []Cookie{}, Origins: []OriginRecord{}}
	s, err := p.scope(ctx)
	if err != nil {
		return st, err
	}
	if len(s.urls) == 0 {
		return st, noOrigin(p.p.URL(), "storage state")
	}
	if st.Cookies, err = p.cookies(ctx, s); err != nil {
		return st, err
	}
	if st.Cookies == nil {
		st.Cookies = []Cookie{}
	}
	items, err := p.StorageItems(ctx, true)
	if err != nil {
		return st, err
	}
	if len(items) > 0 {
		st.Origins = append(st.Origins, OriginRecord{Origin: s.origin, LocalStorage: items})
	}
	return st, nil
}

// Restored says what SetState did.
type Restored struct {
	Cookies, Items int
	// Skipped names what the state holds beyond the page's reach: cookies
	// of other domains, other origins' localStorage.
	Skipped []string
}

// SetState replaces the page's cookies and its main frame origin's
// localStorage with those of st, as Playwright's setStorageState does for a
// whole browser context: the page's cookies and localStorage are cleared
// first. What st holds for other sites is left out and reported.
func (p *Store) SetState(ctx context.Context, st StorageState) (Restored, error) {
	var r Restored
	s, err := p.scope(ctx)
	if err != nil {
		return r, err
	}
	if len(s.urls) == 0 {
		return r, noOrigin(p.p.URL(), "storage state")
	}
	var cookies []Cookie
	for _, c := range st.Cookies {
		if s.ownsDomain(c.Domain) {
			cookies = append(cookies, c)
		} else {
			r.Skipped = append(r.Skipped, fmt.Sprintf("cookie %s (domain %s)", c.Name, c.Domain))
		}
	}
	var items []StorageItem
	for _, o := range st.Origins {
		if o.Origin == s.origin {
			items = append(items, o.LocalStorage...)
		} else if len(o.LocalStorage) > 0 {
			r.Skipped = append(r.Skipped, fmt.Sprintf("localStorage of %s", o.Origin))
		}
	}
	if _, err := p.deleteCookies(ctx, s, ""); err != nil {
		return r, err
	}
	for _, c := range cookies {
		if _, err := p.setCookie(ctx, s, c); err != nil {
			return r, fmt.Errorf("restoring cookie %s: %w", c.Name, err)
		}
		r.Cookies++
	}
	if s.origin != "" {
		if err := p.ClearStorage(ctx, true); err != nil {
			return r, err
		}
		for _, it := range items {
			if err := p.SetStorageItem(ctx, true, it.Name, it.Value); err != nil {
				return r, err
			}
			r.Items++
		}
	}
	return r, nil
}

// call0 runs a command whose result is empty.
func call0[P any](ctx context.Context, sess cdpproto.Session, c cdpproto.Command[P, cdpproto.Empty], params P) error {
	_, err := cdpproto.Call(ctx, sess, c, params)
	return err
}
