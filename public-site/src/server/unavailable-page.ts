/**
 * The answer when the API cannot be reached: a readable page that says to try again, not a blank
 * one. Standalone (no app, no data), styled inline as the content security policy allows.
 */
export const RETRY_AFTER_SECONDS = 30;

export function unavailablePageHtml(path: string): string {
  const again = path.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Temporarily unavailable</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  body { display: grid; min-height: 100vh; margin: 0; place-content: center; padding: 1.5rem; background: #ffffff; color: #0f172a; text-align: center; }
  @media (prefers-color-scheme: dark) { body { background: #0f172a; color: #f1f5f9; } p { color: #cbd5e1; } }
  h1 { margin: 0 0 0.75rem; font-size: 2rem; }
  p { max-width: 30rem; margin: 0 auto 1.5rem; color: #475569; line-height: 1.6; }
  a { display: inline-block; padding: 0.75rem 1.5rem; border-radius: 8px; background: #1d4ed8; color: #ffffff; font-weight: 700; text-decoration: none; }
</style>
</head>
<body>
<main>
<h1>We'll be right back</h1>
<p>This page can't be loaded just now. Please try again in a moment.</p>
<a href="${again}">Try again</a>
</main>
</body>
</html>
`;
}
