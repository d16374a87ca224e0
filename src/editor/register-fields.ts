// The code /admin/ loads after the editor (static/admin/index.html): the site's own field types, which the editor's
// configuration (core/editor/cms-config.ts) gives its text fields and its sign-offs.
import "./checked-fields"
import "./sign-off-field"
