// The bench drives Debian's Chromium headless with the flags this machine's closed network needs
// (the same launch options as the browser tests in playwright.config.ts).
import { chromium } from '@playwright/test';
import { CHROMIUM } from '../../scripts/lib/chromium.mjs';

export function launchChromium() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
}
