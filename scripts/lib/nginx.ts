/**
 * Runs a brand's generated nginx server block (dist/<brand>.nginx.conf) with nginx itself, for the
 * smoke test: installs Debian's `nginx` when missing (apt-get, as root), then starts it in the
 * foreground on a free loopback port with its own prefix folder, pid and logs, as an unprivileged
 * worker (`nobody` when started by root), and stops it by its process id.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aptInstall, freePort } from './system.ts';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];

/** The nginx binary, installing the Debian package when there is none. */
export function ensureNginx(): string {
  const found = () => CANDIDATES.find((path) => existsSync(path));
  const present = found();
  if (present) return present;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    throw new Error('nginx is not installed and cannot be installed here: install the Debian package "nginx".');
  }
  console.log('No nginx found: installing Debian package "nginx" with apt-get…');
  aptInstall('nginx', ['--no-install-recommends']);
  const installed = found();
  if (!installed) throw new Error('apt-get installed nginx, but no nginx binary was found.');
  return installed;
}

/** The generated server block with its two deployment-specific lines (listen, root) set. */
export function localServerBlock(siteDir: string, port: number): string {
  const file = `${siteDir.replace(/\/+$/, '')}.nginx.conf`;
  const block = readFileSync(file, 'utf8');
  if (!/^\s*listen 80;$/m.test(block) || !/^\s*root \S+;$/m.test(block)) {
    throw new Error(`${file} has no "listen 80;" and "root …;" lines to point at this build`);
  }
  return block
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root \S+;$/m, `$1root ${siteDir};`);
}

export type RunningNginx = { url: string; stop: () => Promise<void>; errorLog: () => string };

/** Starts nginx on a free port serving `siteDir` with its generated block; resolves once it answers. */
export async function startNginx(siteDir: string): Promise<RunningNginx> {
  const binary = ensureNginx();
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), 'publicweb-nginx-'));
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, dir));
  writeFileSync(join(prefix, 'site.conf'), localServerBlock(siteDir, port));
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `${asRoot ? 'user nobody nogroup;\n' : ''}worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 64; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${prefix}/body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    include ${prefix}/site.conf;
}
`,
  );
  execFileSync(binary, ['-t', '-q', '-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], {
    stdio: 'pipe',
  });
  const child: ChildProcess = spawn(
    binary,
    ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')],
    {
      stdio: 'ignore',
    },
  );
  const errorLog = () => (existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : '');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGQUIT');
    await exited;
    rmSync(prefix, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) break;
    try {
      await fetch(`${url}/robots.txt`);
      return { url, stop, errorLog };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const log = errorLog();
  await stop();
  throw new Error(`nginx did not start on port ${port}:\n${log}`);
}
