/** The browser every measurement drives: Debian's Chromium with quiet, reproducible flags. */
import { execFileSync } from 'node:child_process';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The version Chromium reports, e.g. "Chromium 156.0.8078.79 built on Debian …". */
export function chromiumVersion(): string {
  return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}
