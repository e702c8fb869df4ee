// The browser tests use Debian's Chromium headless shell (package chromium-headless-shell, Chromium's
// "old" headless mode, as Playwright's own download would be): a test tool's own browser download
// cannot work here, and the full browser (package chromium) in its new headless mode took 1.7 times
// as long for the same tests on two cores. When it is missing and we may install packages, install
// it; otherwise explain what to do.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { CHROMIUM_PACKAGE, chromiumPath } from './chromium-path';

const path = chromiumPath();

if (!fs.existsSync(path)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    process.stderr.write(
      `Chromium not found at ${path}. Install it (Debian: sudo apt-get install -y ${CHROMIUM_PACKAGE}) or set CHROMIUM_PATH.\n`,
    );
    process.exit(1);
  }
  process.stdout.write(`Installing ${CHROMIUM_PACKAGE} from Debian packages (about 30 s)...\n`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${CHROMIUM_PACKAGE}`,
    {
      stdio: 'inherit',
    },
  );
}
