/** The browser the browser suite drives (scripts/ensure-chromium.ts installs it): CHROMIUM_PATH, or Debian's headless shell. */
export const CHROMIUM_PACKAGE = 'chromium-headless-shell';

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
}
