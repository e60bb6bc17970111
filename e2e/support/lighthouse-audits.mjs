// Runs Lighthouse (mobile, simulated throttling) on one URL in a fresh Debian Chromium and prints,
// as JSON, the score and number of flagged items of each audit named, and the addresses of the
// media library's files the page loaded while Lighthouse watched: `node lighthouse-audits.mjs
// <url> <audit>...`. The phone's screen is Lighthouse's (412 px wide, 1.75 device pixels per px) but
// as tall as a whole page, so that every lazy image loads during the run and is judged too. A script of its own because jest cannot load Lighthouse, an ES module, in a test.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from './browser.mjs';

const [url, ...audits] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless', ...CHROMIUM_ARGS], logLevel: 'silent' });
try {
  const screenEmulation = { mobile: true, width: 412, height: 12_000, deviceScaleFactor: 1.75, disabled: false };
  const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', screenEmulation, onlyAudits: [...audits, 'network-requests'] });
  const verdicts = Object.fromEntries(audits.map((id) => [id, { score: result.lhr.audits[id]?.score ?? null, mode: result.lhr.audits[id]?.scoreDisplayMode, error: result.lhr.audits[id]?.errorMessage ?? null, items: result.lhr.audits[id]?.details?.items?.length ?? 0 }]));
  const media = (result.lhr.audits['network-requests']?.details?.items ?? []).map((item) => new URL(item.url).pathname).filter((path) => path.startsWith('/media/'));
  process.stdout.write(`${JSON.stringify({ verdicts, media })}\n`);
} finally {
  await chrome.kill();
}
