// Types shared by the scripts of this directory (for tsc only: world.go
// installs the .js files, not this one).

/** A node as the snapshot reports it; axnodes.go reads the same keys. */
interface AriaNode {
  /** the node's number (negative: a node made up for Chromium's shape) */
  i: number;
  /** role, as Chromium names it */
  r: string;
  /** name (text, for StaticText) */
  n?: string;
  /** value */
  v?: string;
  /** indexes of the children in the answer */
  c?: number[];
  /** properties: states, focusable, editable, level, url, … */
  p?: Record<string, string | number | boolean>;
  /** placeholder */
  ph?: string;
  /** numbers of the control's labels */
  lb?: number[];
  /** 1: ignored, kept only as a parent of text */
  g?: number;
  /**
   * flags: 1 an action cursor (pointer, move, grab, …), 2 acted on by
   * script (a handler, a listener, draggable, a label of a control), 4 an
   * item of a container that listens for clicks on its items, 8 an area of
   * an action cursor starts here
   */
  f?: number;
  /** box: x, y, width, height in CSS pixels of the page */
  b?: number[];
  /** a hint at what an unnamed control is for (hintOf): its tooltip, icon, id */
  h?: string;
}

/** An element's computed style, with the properties every element needs read once. */
interface AriaStyle {
  d: CSSStyleDeclaration;
  display: string;
  visibility: string;
  cursor: string;
  position: string;
  float: string;
  /** content-visibility */
  cv: string;
  /** white-space-collapse, read on first use */
  ws: string | undefined;
  /** text-transform, read on first use */
  tt: string | undefined;
  /** touch-action, read on first use */
  ta: string | undefined;
}

/** What one snapshot caches and carries through the walk. */
interface AriaCtx {
  styles: Map<Element, AriaStyle>;
  names: Map<Element, string>;
  roles: Map<Element, string | null>;
  disabled: Map<Element, boolean>;
  labels: Map<Node, Map<Element, HTMLLabelElement[]>>;
  /** selectors of elements that may have ::before/::after content; '*' all, '' none */
  pseudo: string;
  shadows: Set<ShadowRoot>;
  pseudoHit: Map<Element, boolean>;
  /** the controls whose labels' text is being read: inside them, each counts for nothing */
  labelling: Set<Element>;
  /** the last text node added, for white space at its end */
  lastText: AriaNode | null;
  /** the open modal <dialog>, outside which nothing counts */
  modal: Element | null;
  /** per container, the kinds of children it has two or more of */
  itemKinds: Map<Element, Set<string>>;
  /** per element, its only element child (or null) */
  itemsChild: Map<Element, Element | null>;
  /** hit tests made (walkHiddenControls) */
  hitTests: number;
  /** elements looked at under aria-hidden (walkHiddenControls) */
  hiddenWalked: number;
  /** the rules that reveal something on hover: what to hover, what follows (hoverRules) */
  hoverRules: string[][];
  /** selector of the elements to hover of those rules, or '' */
  hover: string;
  hoverHit: Map<Element, boolean>;
  /** per document or shadow root, whether a combobox in it is expanded */
  comboboxOpen: Map<Node, boolean>;
}

/** The state of one walk. */
interface AriaWalk {
  c: AriaCtx;
  out: AriaNode[];
  active: Element | null;
  opts: AriaOptions;
  /** the walk met an editor it did not know: walk again */
  again: boolean;
}

interface AriaOptions {
  /** report each element's box */
  boxes: boolean;
}

/**
 * The name computation's view of where it is: hidden says the name is
 * computed for an element that is itself hidden (aria-labelledby may point
 * at hidden text), which then counts its hidden content too.
 */
interface AriaNameRoot {
  hidden: boolean;
}

/** How many nodes a name computation has visited (it stops at 100). */
interface AriaBudget {
  n: number;
  /** controls and labels whose text one name has counted already */
  used?: Set<Element>;
}

/** A snapshot as gather.go reads it. */
interface AriaSnapshot {
  nodes: AriaNode[];
  /** elements met that may host a closed shadow root (takeHosts) */
  hosts: number;
  /** custom elements to ask Chromium about (takeInternals) */
  internals: number;
}

/** What the in-page half of snapshots offers Go (world.go, gather.go). */
interface AriaAPI {
  snapshot(opts: AriaOptions): AriaSnapshot;
  takeHosts(): Node[];
  adoptRoot(this: ShadowRoot): boolean;
  idOf(n: Node): number;
  byId(id: number): Node | null;
  listen(type: string): void;
  hoverListened(el: Element): boolean;
  takeInternals(): Element[];
  learnInternals(this: Element[], roles: (string | null)[]): { learned: boolean; own: [number, number][] };
}

declare var __emcp: AriaAPI | undefined;

/** The DevTools command line API's, which listeners.js is evaluated with. */
declare function getEventListeners(target: EventTarget): Record<string, {
  listener: Function; useCapture: boolean; passive: boolean; once: boolean; type: string;
}[]>;

/**
 * An element read for the properties form controls, links, images, tables,
 * <details>, <label>s and <option>s have: each may be missing (undefined on
 * elements without it), and the code reads them where the tag or role says
 * they mean something.
 */
type AriaElement = HTMLElement & {
  type?: string;
  value?: string | number;
  checked?: boolean;
  indeterminate?: boolean;
  readOnly?: boolean;
  required?: boolean;
  disabled?: boolean;
  multiple?: boolean;
  selected?: boolean;
  validity?: ValidityState;
  willValidate?: boolean;
  placeholder?: string;
  label?: string;
  open?: boolean;
  href?: string | SVGAnimatedString;
  useMap?: string;
  control?: HTMLElement | null;
  options?: HTMLOptionsCollection;
  selectedOptions?: HTMLCollectionOf<HTMLOptionElement>;
  caption?: HTMLTableCaptionElement | null;
  width?: number;
  height?: number;
};

/** A node that holds children. */
type AriaParent = AriaNode & { c: number[] };
