package mcpserver

// showsTarget are the tools whose target the person sees highlighted before
// they act (Options.ShowActions).
var showsTarget = map[string]bool{
	"browser_click": true, "browser_hover": true, "browser_drag": true,
	"browser_type": true, "browser_select_option": true, "browser_fill_form": true,
}
