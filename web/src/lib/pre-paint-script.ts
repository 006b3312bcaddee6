/**
 * The one inline script of every page, in `<head>` before anything is painted: it sets `<html lang dir>` and
 * the theme attribute the way the app will (`resolveInitialLanguage`, `readThemeMode`), so the pre-rendered
 * page shows in the remembered theme without a flash; and when the page will render in another language
 * than the pre-rendered Arabic, it hides the page until the app has rendered it (`PENDING_ATTRIBUTE`).
 * Its SHA-256 is allowed by the Content-Security-Policy in firebase.json (pre-paint-script.test.ts checks
 * both).
 */
export const PRE_PAINT_SCRIPT =
  '(function(){var d=document.documentElement,l=null,m=null;' +
  'try{l=localStorage.getItem("nasl-language");m=localStorage.getItem("nasl-theme")}catch(e){}' +
  'var q=new URLSearchParams(location.search).get("lang");q=q&&q.trim().toLowerCase();' +
  'l=q==="ar"||q==="en"?q:l==="ar"||l==="en"?l:"ar";' +
  'd.lang=l;d.dir=l==="ar"?"rtl":"ltr";if(l!=="ar")d.setAttribute("data-nasl-pending","");' +
  'd.setAttribute("data-nasl-theme",m==="dark"||(m||"").indexOf(\'"mode":"dark"\')>=0?"dark":"light")})()';

/** Set on `<html>` while another language than the pre-rendered one is rendering. */
export const PENDING_ATTRIBUTE = 'data-nasl-pending';

/** Keeps the pre-rendered page hidden while `PENDING_ATTRIBUTE` is set (inline in every page's head). */
export const PENDING_STYLE = `html[${PENDING_ATTRIBUTE}] #root{visibility:hidden}`;
