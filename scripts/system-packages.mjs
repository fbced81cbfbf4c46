// What the test suite needs from the machine beyond npm: Debian's Chromium (browsers cannot be downloaded by test
// tools here) and poppler's pdftotext (the PDF tests read documents back). `npm test` installs them with apt when
// they are missing and it may (root), so that the README's two commands are enough on a fresh machine.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const needs = [
  { pkg: 'chromium', present: () => existsSync('/usr/bin/chromium') },
  { pkg: 'poppler-utils', present: () => spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).error === undefined },
];

export function ensureSystemPackages() {
  const missing = needs.filter((need) => !need.present()).map((need) => need.pkg);
  if (!missing.length) return;
  const canInstall = process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!canInstall) {
    console.error(`The tests need these Debian packages: ${missing.join(', ')}. Install them with: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', ...missing]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
