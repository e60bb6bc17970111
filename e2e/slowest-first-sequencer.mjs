// The order of the e2e files on a machine that has never run them (CI's clean clone, where jest has no
// timings of its own and would go by file size): the longest first, so that no long file starts last
// while the other worker stands idle. Seconds measured with two workers on 2026-11-28; jest's own
// timings replace them once it has some, and a file not named here counts as short.
import TestSequencer from '@jest/test-sequencer';
import { basename } from 'node:path';

const MEASURED_SECONDS = {
  'start-anywhere.test.mjs': 219,
  'server-rendering.test.mjs': 101,
  'post-publishing.test.mjs': 78,
  'load.test.mjs': 71,
  'console-screens-a11y.test.mjs': 70,
  'injection.test.mjs': 70,
  'admin-screens.test.mjs': 54,
  'stored-xss.test.mjs': 52,
  'visitor-desktop.test.mjs': 49,
  'newsletter.test.mjs': 47,
  'previous-release-schema.test.mjs': 47,
  'crash.test.mjs': 46,
};

export default class SlowestFirstSequencer extends (TestSequencer.default ?? TestSequencer) {
  time(test) {
    return super.time(test) ?? (MEASURED_SECONDS[basename(test.path)] ?? 0) * 1000;
  }
}
