/* global window, document */
// Starts the app (hydration) once the page the server rendered has painted, so the first paint never
// waits for the JavaScript; the page is whole and its links work meanwhile. External because the
// content security policy allows no inline scripts; the server names the entry in data-entry.
(function () {
  var script = document.currentScript;
  var entry = script && script.dataset.entry;
  if (!entry) return;
  // A page answering a form sent without JavaScript (POST /contact) is the page the form was on: its
  // address replaces /contact before the app starts, so the router takes over the page it shows (and
  // a reload asks for that page instead of sending the form again). A hash, if any, stays.
  var address = script.dataset.address;
  if (address && address.charAt(0) === '/' && address.charAt(1) !== '/') {
    window.history.replaceState(window.history.state, '', address + window.location.hash);
  }
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var module = document.createElement('script');
    module.type = 'module';
    module.src = entry;
    document.head.appendChild(module);
  }
  // A hidden tab paints nothing: start at once. Otherwise just after the next frame is painted.
  if (document.visibilityState === 'hidden') return start();
  window.requestAnimationFrame(function () {
    window.setTimeout(start, 0);
  });
})();
