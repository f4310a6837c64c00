package proto

// The reach policy: which CDP methods a client of one webContents may send.
//
// A webContents' debugger is a trusted DevTools client: through it CDP
// reaches far beyond the page — the app's whole session (every cookie, every
// origin's storage, permissions, where downloads go), the browser (quitting,
// crashing, tracing every process) and the app's other targets. The bridge
// relays only what stays within the webContents the app exposed:
//
//   - a method in one of ConfinedDomains, or listed in Confined, is relayed;
//   - a method in Guarded is relayed only when its parameters name the
//     client's own webContents (its target, its frames' and workers'
//     sessions, the origins it shows); otherwise it is refused with why;
//   - a method in Blocked, or in a domain Blocked lists as "Domain.*", is
//     refused;
//   - a method in Unapplied is answered with an empty result and not
//     relayed: a well-known client sends it on its own and fails when it
//     is refused, but applied it could not be undone;
//   - any other method (a domain or method this list does not know, such as
//     one a newer Electron adds) is refused: it is not known to stay within
//     the webContents.
//
// The app widens this with startBridge({allow: [...]}) (methods or
// "Domain.*"), which skips every check for them, and may replace Blocked
// with startBridge({block: [...]}). Refusals answer CodeBlocked; the
// connection stays usable. policy_test.go walks every domain of cdproto and
// fails on a method none of these lists decides, so a new protocol version
// forces a decision.

// Rule is a method (or "Domain.*") and why the policy treats it so.
type Rule struct {
	Method string
	Why    string
}

// ConfinedDomains act on the client's own webContents only (its documents,
// frames, renderer and the requests it makes), apart from the methods that
// Blocked or Guarded name. What a client sets in them (emulation, request
// interception, input interception, …) the bridge undoes when that client
// leaves.
var ConfinedDomains = []string{
	"Accessibility", "Animation", "Audits", "Autofill", "Console", "CrashReportContext",
	"CSS", "Debugger", "DeviceAccess", "DeviceOrientation", "DigitalCredentials",
	"DOM", "DOMDebugger", "DOMSnapshot", "DOMStorage", "Emulation",
	"EventBreakpoints", "FedCm", "Fetch", "FindInPage", "HeadlessExperimental",
	"HeapProfiler", "Input", "Inspector", "IO", "LayerTree", "Log", "Media",
	"Network", "Overlay", "Page", "Performance", "PerformanceTimeline",
	"Preload", "Profiler", "Runtime", "Schema", "Security", "WebAudio",
	"WebAuthn", "WebMCP", "Ads",
}

// Confined lists the methods of the other domains that stay within the
// webContents (or only read what any page may know).
var Confined = []Rule{
	{"Browser.getVersion", "the product and protocol version"},
	{"Browser.getGlobalPrivacyControl", "a read of what navigator.globalPrivacyControl tells every page"},
	{"IndexedDB.enable", "events of its own origins' databases"},
	{"IndexedDB.disable", "events of its own origins' databases"},
	{"Memory.getDOMCounters", "counts of the renderer's own documents"},
	{"Memory.getDOMCountersForLeakDetection", "the renderer's own documents"},
	{"Memory.prepareForLeakDetection", "the renderer's own heap"},
	{"Memory.startSampling", "the renderer's own allocations"},
	{"Memory.stopSampling", "the renderer's own allocations"},
	{"Memory.getSamplingProfile", "the renderer's own allocations"},
	{"Memory.getAllTimeSamplingProfile", "the renderer's own allocations"},
	{"Storage.getStorageKey", "the storage key of one of its own frames"},
	{"Storage.getStorageKeyForFrame", "the storage key of one of its own frames"},
	{"Target.setAutoAttach", "attaches to its own out-of-process frames and dedicated workers (flat sessions); a service or shared worker, which serves the origin's other windows too (hidden ones included), is detached at once and reported to no client unless the app allows Target.setAutoAttach"},
}

// Guarded methods are relayed only when their parameters stay within the
// client's webContents; the bridge checks each (lib/policy.js).
var Guarded = []Rule{
	{"Target.getTargetInfo", "only its own target, or the target of one of its frames or workers"},
	{"Target.activateTarget", "only its own target, or the target of one of its frames or workers"},
	{"Target.detachFromTarget", "only a session of its own frames or workers"},
	{"Page.navigate", "only to http(s):, about:, data:, blob: or the scheme of the page it shows (an app's own): a file: URL opens the computer's files, chrome: and devtools: pages reach past the page"},
	{"Browser.setDownloadBehavior", "only behavior \"default\" with no downloadPath or browserContextId: anything else writes downloads wherever the client says, without a prompt"},
	{"Page.setDownloadBehavior", "only behavior \"default\" with no downloadPath: anything else writes downloads wherever the client says, without a prompt"},
	{"Network.getCookies", "only the cookies of the URLs it shows (no urls, or urls of its own origins)"},
	{"Network.setCookie", "only cookies of its own origins (url or domain)"},
	{"Network.setCookies", "only cookies of its own origins (url or domain)"},
	{"Network.deleteCookies", "only cookies of its own origins (url or domain)"},
	{"Storage.getUsageAndQuota", "only its own origins"},
	{"Storage.overrideQuotaForOrigin", "only its own origins"},
	{"Storage.trackCacheStorageForOrigin", "only its own origins"},
	{"Storage.trackCacheStorageForStorageKey", "only its own origins"},
	{"Storage.trackIndexedDBForOrigin", "only its own origins"},
	{"Storage.trackIndexedDBForStorageKey", "only its own origins"},
	{"Storage.untrackCacheStorageForOrigin", "only its own origins"},
	{"Storage.untrackCacheStorageForStorageKey", "only its own origins"},
	{"Storage.untrackIndexedDBForOrigin", "only its own origins"},
	{"Storage.untrackIndexedDBForStorageKey", "only its own origins"},
	{"Storage.setStorageBucketTracking", "only its own origins"},
	{"Storage.deleteStorageBucket", "only its own origins"},
	{"CacheStorage.deleteCache", "only its own origins"},
	{"CacheStorage.deleteEntry", "only its own origins"},
	{"CacheStorage.requestCacheNames", "only its own origins"},
	{"CacheStorage.requestCachedResponse", "only its own origins"},
	{"CacheStorage.requestEntries", "only its own origins"},
	{"IndexedDB.clearObjectStore", "only its own origins"},
	{"IndexedDB.deleteDatabase", "only its own origins"},
	{"IndexedDB.deleteObjectStoreEntries", "only its own origins"},
	{"IndexedDB.getMetadata", "only its own origins"},
	{"IndexedDB.requestData", "only its own origins"},
	{"IndexedDB.requestDatabase", "only its own origins"},
	{"IndexedDB.requestDatabaseNames", "only its own origins"},
	{"DOMStorage.clear", "only its own origins"},
	{"DOMStorage.getDOMStorageItems", "only its own origins"},
	{"DOMStorage.removeDOMStorageItem", "only its own origins"},
	{"DOMStorage.setDOMStorageItem", "only its own origins"},
	{"FileSystem.getDirectory", "only its own origins"},
}

// Blocked lists what the bridge refuses by default, and why. An entry
// "Domain.*" refuses the whole domain.
var Blocked = []Rule{
	// The host app itself.
	{"Browser.close", "it quits the app"},
	{"Browser.crash", "it crashes the app"},
	{"Browser.crashGpuProcess", "it crashes the GPU process every window of the app uses"},
	{"Browser.executeBrowserCommand", "it runs browser commands outside any page"},
	{"Page.close", "it closes a window of the app; the app decides when its windows close"},
	{"Page.crash", "it crashes the renderer, with every window that shares its process"},
	{"Target.closeTarget", "it closes a window of the app"},
	{"Browser.getWindowForTarget", "Chrome's window handling, which Electron does not have; it names other targets' windows"},
	{"Browser.getWindowBounds", "Chrome's window handling, which Electron does not have"},
	{"Browser.setWindowBounds", "it moves and resizes the app's windows (Chrome only): resize the view with Emulation.setDeviceMetricsOverride"},
	{"Browser.setContentsSize", "it resizes the app's windows (Chrome only): resize the view with Emulation.setDeviceMetricsOverride"},
	{"Browser.setDockTile", "it changes the app's dock icon (Chrome only)"},

	// Other targets of the app: only its own frames and workers are reachable,
	// through Target.setAutoAttach.
	{"Target.attachToBrowserTarget", "it attaches to the browser: every window and the whole session"},
	{"Target.attachToTarget", "it attaches to any target of the app; its own frames and workers come through Target.setAutoAttach"},
	{"Target.autoAttachRelated", "it attaches to the targets of another target"},
	{"Target.createBrowserContext", "it creates sessions in the app"},
	{"Target.disposeBrowserContext", "it destroys a session of the app, with its windows"},
	{"Target.createTarget", "it opens windows the app did not create (Electron answers \"Not supported\")"},
	{"Target.exposeDevToolsProtocol", "it gives a page's script the protocol, with the bridge's reach"},
	{"Target.getTargets", "it lists every target of the app, also those the app does not expose"},
	{"Target.setDiscoverTargets", "it reports every target of the app, also those the app does not expose"},
	{"Target.getBrowserContexts", "it lists the app's sessions"},
	{"Target.getDevToolsTarget", "it names the DevTools of other targets"},
	{"Target.openDevTools", "it opens DevTools on any target of the app"},
	{"Target.sendMessageToTarget", "it sends commands to another session (deprecated; use flat sessions)"},
	{"Target.setRemoteLocations", "it makes the browser look for targets on the network"},

	// The app's session (profile): shared by every window of the app.
	{"Browser.grantPermissions", "it grants permissions to any origin in the app's session"},
	{"Browser.setPermission", "it changes permissions of any origin in the app's session"},
	{"Browser.resetPermissions", "it resets permissions of every origin in the app's session"},
	{"Browser.cancelDownload", "it cancels any download of the app's session"},
	{"Browser.setGlobalPrivacyControl", "it changes a privacy setting of the whole session"},
	{"Browser.addPrivacySandboxEnrollmentOverride", "it changes the privacy sandbox of the whole browser"},
	{"Browser.addPrivacySandboxCoordinatorKeyConfig", "it changes the privacy sandbox of the whole browser"},
	{"Browser.addMockCamera", "it adds a camera every window of the app sees"},
	{"Browser.getHistograms", "it reads metrics of the whole app"},
	{"Browser.getHistogram", "it reads metrics of the whole app"},
	{"Browser.getBrowserCommandLine", "it reads the app's command line"},
	{"Network.clearBrowserCache", "it clears the HTTP cache of the whole session, every window's"},
	{"Network.clearBrowserCookies", "it deletes every cookie of the session, every window's and every site's"},
	{"Network.getAllCookies", "it reads every cookie of the session, of every site, HttpOnly ones too"},
	{"Network.setCookieControls", "it changes the third-party cookie rules of the whole session"},
	{"Network.enableDeviceBoundSessions", "it reads the device-bound sessions of every site"},
	{"Network.deleteDeviceBoundSession", "it deletes a device-bound session of any site"},
	{"Network.loadNetworkResource", "it fetches any URL with the session's cookies, past CORS"},
	{"Storage.getCookies", "it reads every cookie of the session, of every site"},
	{"Storage.setCookies", "it writes cookies of any site into the session"},
	{"Storage.clearCookies", "it deletes every cookie of the session"},
	{"Storage.clearDataForOrigin", "it clears any origin's data in the session, other windows' too"},
	{"Storage.clearDataForStorageKey", "it clears any origin's data in the session, other windows' too"},
	{"Storage.runBounceTrackingMitigations", "it deletes the state of sites across the session"},
	{"Storage.getTrustTokens", "it reads the session's private state tokens"},
	{"Storage.clearTrustTokens", "it deletes the session's private state tokens"},
	{"Storage.getPrivateVerificationTokens", "it reads the session's private state tokens"},
	{"Storage.clearPrivateVerificationTokens", "it deletes the session's private state tokens"},
	{"Storage.deletePrivateVerificationToken", "it deletes the session's private state tokens"},
	{"Storage.getPrivateVerificationTokensIssuerConfigs", "it reads the session's private state tokens"},
	{"Storage.setPrivateVerificationTokensTracking", "it reports the session's private state tokens"},
	{"Page.setRPHRegistrationMode", "it answers every site's protocol handler prompts for the person"},
	{"Page.setSPCTransactionMode", "it answers every site's payment confirmation prompts for the person"},
	{"DeviceAccess.selectPrompt", "it grants the page a device (Bluetooth, USB, …) without the person"},
	{"Memory.getBrowserSamplingProfile", "it reads the app's main process"},
	{"Memory.forciblyPurgeJavaScriptMemory", "it discards the JavaScript state of the renderer process (the page stops working), with every window that shares the process"},
	{"Memory.simulatePressureNotification", "it acts on every process of the app"},
	{"Memory.setPressureNotificationsSuppressed", "it acts on every process of the app"},
	{"ServiceWorker.*", "it reads and acts on the service workers of every origin in the session"},
	{"BackgroundService.*", "it records and clears the background services of every origin in the session"},

	// What the bridge cannot undo when the client leaves (lib/state.js undoes
	// the rest): Chromium has no way to lift these overrides, nor to read
	// what the app had set before.
	{"Emulation.setVirtualTimePolicy", "it cannot be undone: once on, the page's clock never runs in real time again (a paused one freezes its timers for good)"},
	{"Emulation.setHardwareConcurrencyOverride", "it cannot be undone: Chromium cannot lift it, and the real value is not known to the bridge"},
	{"Emulation.setNavigatorOverrides", "it cannot be undone: Chromium cannot lift it (set the platform with Emulation.setUserAgentOverride, which the bridge undoes)"},
	{"Page.setFontSizes", "it cannot be undone: the app's own font sizes (webPreferences) cannot be read back to restore them"},

	// The browser and the machine.
	{"SystemInfo.*", "it reads the machine and every process of the app"},
	{"Tethering.*", "it opens ports in the app"},
	{"Tracing.*", "it records every process of the app, other windows included"},
	{"BluetoothEmulation.*", "it replaces Bluetooth for the whole app"},
	{"SmartCardEmulation.*", "it replaces the smart card readers of the whole app"},
	{"Cast.*", "it casts or mirrors the screen (Chrome only)"},
	{"PWA.*", "it installs, launches and removes apps on the computer (Chrome only)"},
	{"Extensions.*", "it loads, removes and reads browser extensions (Chrome only)"},
}

// Unapplied lists the methods the bridge answers with an empty result
// without relaying them (unless the app allows them, or blocks them).
var Unapplied = []Rule{
	{"Page.setFontFamilies", "Playwright's connectOverCDP sends it to every page it initialises (its headless default fonts) and fails the page when it is refused; applied, it could not be undone (the app's own fonts, webPreferences, cannot be read back), so the page keeps the app's fonts"},
}

// BlockedMethods returns the Method of every Blocked rule, in order.
func BlockedMethods() []string {
	out := make([]string, len(Blocked))
	for i, r := range Blocked {
		out[i] = r.Method
	}
	return out
}
