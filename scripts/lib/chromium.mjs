import { ensureDebianPackage } from './debian-package.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The browser tests drive Debian's Chromium; install it when missing and we are root. */
export const ensureChromium = () => ensureDebianPackage(CHROMIUM, 'chromium', 'the browser tests');
