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
  if (mode !== 'light' && mode !== 'dark') {
    mode = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  var root = document.documentElement;
  root.dataset.theme = mode;
  root.style.colorScheme = mode;
})();
