// nginx (Debian's package) in the foreground with its own prefix folder: config, pid, logs and
// temp files all there, so it needs no system folder and stops with the topology.
import fs from 'node:fs';
import path from 'node:path';
import { nginxConfig } from './nginx-config.mjs';
import { startServiceProcess } from './service-process.mjs';

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/** Writes the config into `prefix` and starts nginx; ready once the portal's port answers. */
export async function startNginx({ prefix, ports, storeDir, mapFile, clientAppsDir, echo }) {
  fs.mkdirSync(path.join(prefix, 'temp'), { recursive: true });
  const config = path.join(prefix, 'nginx.conf');
  const runAsRoot = process.getuid?.() === 0;
  fs.writeFileSync(
    config,
    nginxConfig({ prefix, ports, storeDir, mapFile, clientAppsDir, runAsRoot }),
  );
  return startServiceProcess({
    name: 'nginx',
    command: NGINX,
    args: ['-p', prefix, '-c', config, '-e', path.join(prefix, 'error.log'), '-g', 'daemon off;'],
    env: process.env,
    port: ports.portal,
    echo,
  });
}
