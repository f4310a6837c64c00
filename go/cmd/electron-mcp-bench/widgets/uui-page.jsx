// The Umbraco UI Library's web components (Lit, in shadow roots), bundled
// for a page that uses them: the library's entry registers every element.
import '@umbraco-ui/uui';
