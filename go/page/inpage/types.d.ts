// Types shared by the scripts of this directory (for tsc only: inpage.go
// embeds the .js files, not this one). The snapshot scripts' API, __emcp,
// is declared in ../aria/types.d.ts.

/** Where a click on an element lands (clickPoint); pointer.go's hitResult. */
interface HitResult {
  x?: number;
  y?: number;
  /** absent when the point hits the element: detached, moving, hidden, offscreen, nothing, covered */
  reason?: string;
  /** the element on top, described, when covered */
  covered?: string;
  /** the box measured is wholly inside the viewport */
  inView?: boolean;
  /** a click's element opens a popup (armClick), watched for what shows (watchReveal) */
  popup?: boolean;
}

/** An element watched from where its click was measured (watchStill) to the stand-still check (standStill). */
interface StillWatch {
  /** its box when the watch began (boxKey) */
  box: string;
  /** the mouse moved since */
  moved: boolean;
  /** a frame ran since the mouse last moved */
  framed: boolean;
  /** the watch ended */
  over: boolean;
  onMove: () => void;
  stop: () => void;
  timer: number;
}

/** A hover's watch for what it shows (watchReveal, revealsLater). */
interface RevealWatch {
  /** the page showed something new */
  changed: boolean;
  over: boolean;
  /** called on a change while revealsLater waits */
  wake: (() => void) | null;
  /** revealsLater waited once, and was asked to keep watching */
  waited: boolean;
  obs: MutationObserver;
  stop: () => void;
  timer: number;
}

/** What dragProbe leaves in the page for drag.go to call. */
interface DragProbe {
  started: DragEvent | null;
  mutations: number;
  last: number;
  rearranged: number;
  framed: number;
  before: DragPlace;
  moved: boolean;
  afterMove: boolean;
  kind: () => string;
  frame: (ms: number) => Promise<{kind: string; idle: number}>;
  finish: () => DragFinish;
}

/** Where the dragged element is. */
interface DragPlace {
  x: number;
  y: number;
  parent: ParentNode | null;
  index: number;
  count: number;
}

/** What a drag did (drag.go's probeResult). */
interface DragFinish {
  known: boolean;
  moved?: boolean;
  removed?: boolean;
  changed: boolean;
  from: number;
  to?: number;
  of?: number;
}

/** What select reports (actions.go's selectResult). */
interface SelectResult {
  error?: string;
  selected?: string[];
}

/** Elements being watched for standing still (watchStill). */
declare var __emcpStill: WeakMap<Element, StillWatch> | undefined;
/** A watch of a click's press (watchPresses): what the first press reached, and its end. */
interface PressWatch { state: {seen: boolean, ok: boolean, target: string}; stop: () => void }
declare var __emcpPress: PressWatch | undefined;
/** The watch of watchFramePress, in the document holding the iframe a click is sent into. */
declare var __emcpFramePress: PressWatch | undefined;
/** Elements a hover watches for what it shows (watchReveal). */
declare var __emcpReveal: WeakMap<Element, RevealWatch> | undefined;
/** The transparent popups a quiet ended with (settle.js). */
declare var __emcpStalePopups: WeakSet<Element> | undefined;
/** Whether the document's style sheets ask for smooth scrolling (settle.js: smoothCSS), by their count and their rules' counts. */
declare var __emcpSmoothCSS: {doc: Document, key: string, smooth: boolean} | undefined;
/** The busy indicators shown before an action (noteBusy). */
declare var __emcpBusyBefore: {doc: Document, node: Node, shown: Set<Element>} | null | undefined;
/** The lists of options shown before a typing began (prepareFillNoting). */
declare var __emcpListsBefore: Set<Element> | null | undefined;

interface HTMLElement {
  /** EditContext (Chromium), not in TypeScript's DOM types yet */
  editContext?: unknown;
}
