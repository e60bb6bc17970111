/* global window, document, Element */
// Runs before the page's modules: what must hold from the first paint, the right theme (no flash),
// and from the first click, a button clicked inside an island before its script is live.
// A classic external script in the head: the content security policy allows no inline scripts.
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

  // A button clicked inside an island that is not live yet (its script still on its way, or React
  // still hydrating it): the click is held on the island (data-island-pending) and goes no further,
  // and the islands' script starts that island at once and clicks the same button again once React
  // has it (src/islands/client.ts). React, mid-hydration, would act on the click as well: a toggle
  // would flip twice. Links and a form's submit button are left alone: they already do their job
  // without a script.
  document.addEventListener(
    'click',
    function (event) {
      var target = event.target;
      if (!(target instanceof Element)) return;
      var island = target.closest('[data-island]');
      if (!island || island.hasAttribute('data-island-hydrated')) return;
      var control = target.closest('button, [role="button"], [role="tab"], summary');
      if (!control || !island.contains(control) || control.closest('a[href]')) return;
      if (control.type === 'submit' && control.form) return;
      event.preventDefault();
      event.stopPropagation();
      island.pendingClick = control;
      island.setAttribute('data-island-pending', '');
      // Starts the island if its script is already waiting for a first use (src/islands/client.ts).
      island.dispatchEvent(new Event('island-pending'));
    },
    true,
  );
})();
