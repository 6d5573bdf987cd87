/**
 * Small scripts inlined into every page's <head> (docusaurus.config.ts
 * headTags). They run before the theme's own inline scripts and before React,
 * so each is plain ES5, defensive about storage, and never throws.
 */

/**
 * Default colour mode is light. Docusaurus only offers the light → dark →
 * system cycle together with respectPrefersColorScheme, whose first-visit
 * default is "system"; this seeds "light" for a reader who never chose.
 * Choosing "system" sets a flag (src/theme/ColorModeToggle) so the seed does
 * not undo that choice.
 */
export const colorModeSeed = `(function(){try{var s=window.localStorage;if(s.getItem('theme')===null&&s.getItem('dimo.theme.system')!=='1'){s.setItem('theme','light');}}catch(e){}})();`;

/**
 * Dismissal of the announcement bar is remembered per announcement id. The
 * theme resets it for a new id only after hydration, while its inline script
 * has already hidden the bar from the stale flag; clearing the flag here, when
 * the id changed, shows a new announcement on the first visit.
 */
export function announcementReset(id: string): string {
  return `(function(){try{var s=window.localStorage;if(s.getItem('docusaurus.announcement.id')!==${JSON.stringify(
    id,
  )}){s.removeItem('docusaurus.announcement.dismiss');}}catch(e){}})();`;
}

/**
 * A failed page load: when a script of the site cannot be fetched (offline, or
 * a chunk gone after a deploy) the page cannot become interactive. Say so, with
 * the error, and offer Retry, instead of leaving a page that silently ignores
 * clicks. Styles are inline because the stylesheet may have failed too.
 */
export const pageLoadError = `(function(){
window.addEventListener('error',function(e){
var t=e&&e.target;if(!t||t.tagName!=='SCRIPT'||!/\\/assets\\/js\\//.test(t.src||''))return;
var show=function(){if(document.getElementById('page-load-error'))return;
var box=document.createElement('div');box.id='page-load-error';box.setAttribute('role','alert');
box.setAttribute('style','position:fixed;left:50%;bottom:1.5rem;transform:translateX(-50%);z-index:10000;max-width:34rem;width:calc(100% - 2rem);background:#fff;color:#1c1e21;border:2px solid #b42318;border-radius:8px;padding:1rem 1.2rem;box-shadow:0 6px 24px rgba(0,0,0,.25);font:16px/1.5 system-ui,sans-serif');
var p=document.createElement('p');p.setAttribute('style','margin:0 0 .75rem');
p.textContent='This page did not finish loading: '+t.src+' could not be fetched. Check your connection, then retry.';
var b=document.createElement('button');b.type='button';b.textContent='Retry';
b.setAttribute('style','font:inherit;font-weight:600;padding:.4rem 1.1rem;border-radius:6px;border:0;background:#1741c9;color:#fff;cursor:pointer');
b.addEventListener('click',function(){window.location.reload();});
box.appendChild(p);box.appendChild(b);document.body.appendChild(box);};
if(document.body)show();else document.addEventListener('DOMContentLoaded',show);
},true);})();`;
