package mcpserver

import "time"

// showPause is how long the agent must pause between calls for the person
// to see the highlight of what its last action acted on. Drawing one costs
// the renderer's main thread a few milliseconds, the first in a document
// a frame or more, which a call that follows at once would wait behind; an
// agent that thinks between calls pauses far longer. A quick run of calls
// shows the last one's target when it ends.
const showPause = 50 * time.Millisecond

// showsTarget are the tools whose target the person sees highlighted once
// they acted (Options.ShowActions): the element, or for the tools that act at
// coordinates a marker at the point (from and to for a drag).
var showsTarget = map[string]bool{
	"browser_click": true, "browser_hover": true, "browser_drag": true,
	"browser_type": true, "browser_select_option": true, "browser_fill_form": true,
	"browser_mouse_click_xy": true, "browser_mouse_move_xy": true, "browser_mouse_drag_xy": true,
	"browser_mouse_down": true, "browser_mouse_up": true, "browser_mouse_wheel": true,
}
