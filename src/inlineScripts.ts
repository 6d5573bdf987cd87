/**
 * Small scripts inlined into every page's <head> (docusaurus.config.ts
 * headTags). They run before the theme's own inline scripts and before React,
 * so each is plain ES5, defensive about storage, and never throws.
 */

/**
 * Logged once per page when localStorage is missing or throws (disabled by the
 * browser's settings, a sandboxed frame, a full quota): the site still works, but
 * choices are not remembered beyond the visit. Run by the first head script.
 */
const STORAGE_WARNING = `if(window.console){console.warn('DIMO Build: browser storage is unavailable ('+e+'); the colour mode, a closed announcement and code tab choices apply to this visit only.');}`;

/**
 * Default colour mode is light. Docusaurus only offers the light → dark →
 * system cycle together with respectPrefersColorScheme, whose first-visit
 * default is "system"; this seeds "light" for a reader who never chose.
 * Choosing "system" sets a flag (src/theme/ColorModeToggle) so the seed does
 * not undo that choice.
 */
export const colorModeSeed = `(function(){try{var s=window.localStorage;if(s.getItem('theme')===null&&s.getItem('dimo.theme.system')!=='1'){s.setItem('theme','light');}}catch(e){${STORAGE_WARNING}}})();`;

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

/** sessionStorage key set just before the one automatic reload after a failed chunk. */
export const CHUNK_RELOAD_KEY = 'dimo.chunkReload';

/**
 * The same guard in `window.name`, which survives a reload of the tab, for a
 * browser whose storage throws: without it such a browser could reload forever.
 */
export const CHUNK_RELOAD_NAME_MARK = '[dimo.chunkReload]';

/**
 * A failed page load: a script or stylesheet of the site (/assets/js/, /assets/css/)
 * that cannot be fetched. After a deploy the chunks of the old build are gone:
 * warn and reload the page once, which fetches the new build. A guard (sessionStorage,
 * or window.name when storage throws) is set before that reload and cleared once a
 * page has hydrated, so a chunk that is still missing after the reload never loops:
 * the server-rendered page stays readable and a notice says what failed, with Retry.
 * Offline, a reload would only show the browser's error page: no reload then, the
 * notice says the reader is offline, and Retry reloads once the connection is back.
 * The event is stopped before the bundler sees it, so Docusaurus does not reload on
 * its own. Styles are inline because the stylesheet may have failed too.
 */
export const pageLoadError = `(function(){
var KEY=${JSON.stringify(CHUNK_RELOAD_KEY)},MARK=${JSON.stringify(CHUNK_RELOAD_NAME_MARK)};
var reloaded=function(){try{if(window.sessionStorage.getItem(KEY)==='1')return true;}catch(e){}return String(window.name).indexOf(MARK)!==-1;};
var guard=function(){try{window.sessionStorage.setItem(KEY,'1');}catch(e){}if(String(window.name).indexOf(MARK)===-1)window.name=String(window.name)+MARK;};
var clear=function(){try{window.sessionStorage.removeItem(KEY);}catch(e){}window.name=String(window.name).split(MARK).join('');};
var root=document.documentElement;
if(window.MutationObserver){var mo=new MutationObserver(function(){if(root.getAttribute('data-has-hydrated')==='true'){clear();mo.disconnect();}});mo.observe(root,{attributes:true,attributeFilter:['data-has-hydrated']});}
var offline=function(){return window.navigator.onLine===false;};
var text=function(src){return offline()?'You are offline: part of this site ('+src+') could not be loaded. Reconnect, then retry.':'This page did not finish loading: '+src+' could not be fetched. Check your connection, then retry.';};
var show=function(src){var old=document.getElementById('page-load-error');if(old){old.firstChild.textContent=text(src);return;}
var box=document.createElement('div');box.id='page-load-error';box.setAttribute('role','alert');
box.setAttribute('style','position:fixed;left:50%;bottom:1.5rem;transform:translateX(-50%);z-index:10000;max-width:34rem;width:calc(100% - 2rem);background:#fff;color:#1c1e21;border:2px solid #b42318;border-radius:8px;padding:1rem 1.2rem;box-shadow:0 6px 24px rgba(0,0,0,.25);font:16px/1.5 system-ui,sans-serif');
var p=document.createElement('p');p.setAttribute('style','margin:0 0 .75rem');p.textContent=text(src);
var b=document.createElement('button');b.type='button';b.textContent='Retry';
b.setAttribute('style','font:inherit;font-weight:600;padding:.4rem 1.1rem;border-radius:6px;border:0;background:#1741c9;color:#fff;cursor:pointer');
b.addEventListener('click',function(){if(offline()){p.textContent='Still offline. '+text(src);return;}window.location.reload();});
box.appendChild(p);box.appendChild(b);document.body.appendChild(box);};
window.addEventListener('error',function(e){
var t=e&&e.target,src=t&&(t.tagName==='SCRIPT'?t.src:t.tagName==='LINK'&&/\\bstylesheet\\b/.test(t.rel)?t.href:'');
if(!src||!/\\/assets\\/(js|css)\\//.test(src))return;
e.stopImmediatePropagation();
if(!offline()&&!reloaded()){guard();console.warn('DIMO Build: '+src+' could not be loaded (a new version of the site may have been deployed); reloading the page once.');window.location.reload();return;}
console.warn('DIMO Build: '+src+' could not be loaded'+(offline()?' while offline':' again after a reload')+'; showing the notice instead of reloading.');
if(document.body)show(src);else document.addEventListener('DOMContentLoaded',function(){show(src);});
},true);})();`;
