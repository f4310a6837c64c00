// Lion's web components (@lion/ui), defined for the conference form of
// lion-register.html: a rich select (a button invoker opening a listbox of
// lion-options), a checkbox group and an input stepper (its − and +
// buttons, min and max).
import '@lion/ui/define/lion-select-rich.js';
import '@lion/ui/define/lion-options.js';
import '@lion/ui/define/lion-option.js';
import '@lion/ui/define/lion-checkbox-group.js';
import '@lion/ui/define/lion-checkbox.js';
import '@lion/ui/define/lion-input-stepper.js';
