// ninja-keys, a command palette web component (Lit, in a shadow root),
// bundled with its dependencies for a page that uses it.
import 'ninja-keys';
