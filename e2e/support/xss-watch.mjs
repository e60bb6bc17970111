// What tells that stored content ran as code or reached the DOM as live markup: alert/confirm/prompt
// hooked before any script of the page (every frame), dialogs, CSP violations, and a scan of the DOM
// for elements and attributes content must never become.

/** Runs in every frame before the page's own scripts (through DevTools, which the CSP does not govern). */
function hookDialogs() {
  const seen = [];
  Object.defineProperty(window, '__xssSeen', { value: seen });
  for (const name of ['alert', 'confirm', 'prompt']) {
    window[name] = (...args) => {
      seen.push(`${name}(${args.map(String).join(', ')}) in ${location.href}`);
      return name === 'confirm' ? false : null;
    };
  }
  document.addEventListener('securitypolicyviolation', (event) => {
    seen.push(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} (${event.sample}) in ${location.href}`);
  });
}

/** Hooks a context (before any page opens) and listens for dialogs on a page; `findings()` lists what ran. */
export async function watchForScripts(context, page) {
  await context.addInitScript(hookDialogs);
  const dialogs = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`dialog ${dialog.type()}: ${dialog.message()}`);
    dialog.dismiss().catch(() => {});
  });
  return {
    async findings() {
      const hooked = [];
      for (const frame of page.frames()) {
        hooked.push(...(await frame.evaluate(() => window.__xssSeen ?? []).catch(() => [])));
      }
      return [...dialogs, ...hooked];
    },
  };
}

/** React 19's stand-in for a javascript: URL it refused to render: inert, so not a finding. */
const REACT_BLOCKED_URL = "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')";

/**
 * Live markup that stored content must never produce: inline scripts (data blocks aside),
 * event-handler attributes, frames, plugins, <base>, <meta http-equiv>, and javascript:/vbscript:/
 * data:text URLs in any URL attribute. One line per finding.
 */
export function liveMarkup(page) {
  return page.evaluate((reactBlocked) => {
    const found = [];
    // Data blocks the browser never runs: the page's data and the structured data for search engines.
    const DATA_TYPES = ['application/json', 'application/ld+json'];
    // The page's one set of prefetch rules, in the head (index.html): rules, not a script; any other is a finding.
    const ownRules = (element) => element.type === 'speculationrules' && element.parentElement === document.head && document.querySelectorAll('script[type="speculationrules"]').length === 1;
    const describe = (element) => element.outerHTML.slice(0, 160);
    const MEDIA = ['img', 'source', 'video', 'audio', 'picture'];
    const dangerousUrl = (tag, name, value) => {
      // eslint-disable-next-line no-control-regex -- browsers ignore control characters and spaces in a scheme
      const cleaned = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (/^(javascript|vbscript):/.test(cleaned)) return true;
      // A media element never opens a data: URL as a document (a broken image at worst); a link,
      // a frame or a form would.
      return cleaned.startsWith('data:') && !(MEDIA.includes(tag) && ['src', 'poster'].includes(name));
    };
    for (const element of document.querySelectorAll('*')) {
      const tag = element.localName;
      if (tag === 'script' && !element.src && !DATA_TYPES.includes(element.type) && !ownRules(element)) found.push(`inline script: ${describe(element)}`);
      if (['iframe', 'frame', 'object', 'embed', 'base'].includes(tag)) found.push(`<${tag}>: ${describe(element)}`);
      if (tag === 'meta' && element.hasAttribute('http-equiv')) found.push(`meta http-equiv: ${describe(element)}`);
      for (const { name, value } of element.attributes) {
        if (name.startsWith('on')) found.push(`${name} attribute: ${describe(element)}`);
        if (['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'srcdoc', 'poster'].includes(name) && value !== reactBlocked && dangerousUrl(tag, name, value)) {
          found.push(`${name}=${value.slice(0, 80)}: ${describe(element)}`);
        }
      }
    }
    return found;
  }, REACT_BLOCKED_URL);
}

/**
 * Every marker of `markers` that the page's text holds (hidden slides and closed panels included), its
 * fields' values, or the names its elements are given (aria-label: a social link is an icon named by
 * its platform).
 */
export function markersShown(page, markers) {
  return page.evaluate((wanted) => {
    const values = [...document.querySelectorAll('input, textarea')].map((field) => field.value);
    const names = [...document.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label'));
    const text = [document.documentElement.textContent, ...values, ...names].join(' ');
    return wanted.filter((entry) => text.includes(entry));
  }, markers);
}
