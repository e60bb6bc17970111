/* global window, document */
// Runs before the app's modules so the first paint already has the right theme (no flash).
// A classic external script: the content security policy allows no inline scripts.
(function () {
  // Keep in step with THEME_STORAGE_KEY in shared-ui/src/theme-storage.ts.
  var KEY = 'folio-theme';
  var mode = null;
  try {
    mode = window.localStorage.getItem(KEY);
  } catch {
    mode = null;
  }
  var root = document.documentElement;
  // Nothing saved here: the theme the server rendered from the visitor's cookie, else the system's.
  if (mode !== 'light' && mode !== 'dark') mode = root.dataset.theme;
  if (mode !== 'light' && mode !== 'dark') {
    mode = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  root.dataset.theme = mode;
  root.style.colorScheme = mode;
  // Scripts run here: the small-screen limits that need a button to lift them may apply (width-variants.ts).
  root.dataset.js = '';
})();
