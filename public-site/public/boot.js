/* global window, document */
// Starts the app (hydration) once the page the server rendered has painted, so the first paint never
// waits for the JavaScript; the page is whole and its links work meanwhile. External because the
// content security policy allows no inline scripts; the server names the entry in data-entry.
(function () {
  var entry = document.currentScript && document.currentScript.dataset.entry;
  if (!entry) return;
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
