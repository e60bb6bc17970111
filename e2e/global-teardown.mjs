import { existsSync } from 'node:fs';

export default function globalTeardown() {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder && existsSync(folder)) console.log(`\nScreenshots of every screen (1280 and 375 px, light and dark): ${folder}\n`);
}
