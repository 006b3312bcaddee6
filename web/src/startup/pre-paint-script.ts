import { LIKELY_GUEST_ATTRIBUTE } from '../lib/auth/session-hint';
import { storageKeys } from '../lib/device/storage';
import { FONT_FACES_STYLE_ID } from '../lib/theme/fonts';

/**
 * The one inline script of every page, in `<head>` before anything is painted: it sets `<html lang dir>` and
 * the theme attribute the way the app will (`resolveInitialLanguage`, `readThemeMode`), so the pre-rendered
 * page shows in the remembered theme without a flash; and when the page will render in another language
 * than the pre-rendered Arabic, it hides the page until the app has rendered it (`PENDING_ATTRIBUTE`).
 * When no one was signed in on this device at the server's last answer, it marks the page as a likely
 * guest's (`LIKELY_GUEST_ATTRIBUTE`), so the guest's buttons show while the page checks its session.
 * It turns the page's web fonts off (`FONT_FACES_STYLE_ID`, which must come before it) unless a service
 * worker controls the page, that is unless the font files are already on the device (the worker precaches
 * them): a first visit shows the device's fonts and spends its bandwidth on the page, not on 195 KB of fonts
 * that `font-display: optional` would seldom use in time on a slow connection.
 * It also keeps what the person does before the app runs, which the app does again once it has started
 * (early-input.ts): the buttons tapped (`__naslEarlyClicks`) and the form fields typed into or ticked
 * (`__naslEarlyFields`, each with what she left in it, `__naslValue`). Its SHA-256 is allowed by the Content-Security-Policy in firebase.json
 * (pre-paint-script.test.ts checks both).
 */
export const PRE_PAINT_SCRIPT =
  '(function(){var d=document.documentElement,l=null,m=null,s=null;' +
  'try{l=localStorage.getItem("nasl-language");m=localStorage.getItem("nasl-theme");' +
  `s=localStorage.getItem("${storageKeys.signedIn}")}catch(e){}` +
  `if(!s)d.setAttribute("${LIKELY_GUEST_ATTRIBUTE}","");` +
  'var q=new URLSearchParams(location.search).get("lang");q=q&&q.trim().toLowerCase();' +
  'l=q==="ar"||q==="en"?q:l==="ar"||l==="en"?l:"ar";' +
  'd.lang=l;d.dir=l==="ar"?"rtl":"ltr";if(l!=="ar")d.setAttribute("data-nasl-pending","");' +
  'd.setAttribute("data-nasl-theme",m==="dark"||(m||"").indexOf(\'"mode":"dark"\')>=0?"dark":"light");' +
  `var f=document.getElementById("${FONT_FACES_STYLE_ID}"),w=navigator.serviceWorker;` +
  'if(f&&!(w&&w.controller))f.disabled=true;' +
  'window.__naslEarlyClicks=[];window.__naslEarlyFields=[];document.addEventListener("click",function(e){' +
  'var b=e.target&&e.target.closest&&e.target.closest("button");' +
  'if(b&&window.__naslEarlyClicks)window.__naslEarlyClicks.push(b)},true);' +
  'document.addEventListener("input",function(e){var f=window.__naslEarlyFields,t=e.target;' +
  'if(f&&t){if(f.indexOf(t)<0)f.push(t);' +
  't.__naslValue=t.type==="checkbox"||t.type==="radio"?t.checked:t.value}},true)})()';

/** Set on `<html>` once the app has hydrated (or rendered) the page and handles what the person does. */
export const STARTED_ATTRIBUTE = 'data-nasl-started';

/** Set on `<html>` while another language than the pre-rendered one is rendering. */
export const PENDING_ATTRIBUTE = 'data-nasl-pending';

/** Keeps the pre-rendered page hidden while `PENDING_ATTRIBUTE` is set (inline in every page's head). */
export const PENDING_STYLE = `html[${PENDING_ATTRIBUTE}] #root{visibility:hidden}`;
