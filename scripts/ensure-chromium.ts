// The browser tests use Debian's Chromium: a test tool's own browser download cannot work here.
// When it is missing and we may install packages, install it; otherwise explain what to do.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!fs.existsSync(path)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    process.stderr.write(
      `Chromium not found at ${path}. Install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH.\n`,
    );
    process.exit(1);
  }
  process.stdout.write('Installing Chromium from Debian packages (about 30 s)...\n');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
