/**
 * Makes sure a Java runtime is available for the Nu HTML Checker (vnu-jar): `java` on the PATH,
 * else (Debian, as root) `apt-get update` and `apt-get install default-jre-headless`. Returns the
 * command to run, or throws saying what to install.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { aptInstall } from './system.ts';

function hasJava(): boolean {
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
}

export function ensureJava(): string {
  if (hasJava()) return 'java';
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('No Java found: installing Debian package "default-jre-headless" with apt-get…');
    aptInstall('default-jre-headless');
    if (hasJava()) return 'java';
  }
  throw new Error('The HTML validity test needs Java: install a JRE (Debian: apt-get install default-jre-headless).');
}
