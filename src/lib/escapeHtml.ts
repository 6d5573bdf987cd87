// The one escaper is the search engine's (highlighting escapes with it, and the engine imports nothing from outside its folder).
export { escapeHtml, unescapeHtml } from '../search/engine/escapeHtml';
