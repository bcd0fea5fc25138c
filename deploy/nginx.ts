import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Debian's nginx, or the one on the PATH; undefined when there is none. */
export function nginxBinary(): string | undefined {
  for (const bin of ['nginx', '/usr/sbin/nginx']) if (spawnSync(bin, ['-v']).status === 0) return bin;
  return undefined;
}

export interface NginxSite {
  /** Where nginx listens (127.0.0.1:<port> in the example; 0.0.0.0:443 with TLS in production). */
  listen: string;
  /** The server processes behind it, host:port. */
  upstreams: string[];
  /**
   * Those of `upstreams` that are not ready (GET /healthz/ready answers 503): written `down`, so nginx sends
   * them nothing until they are ready again (deploy/cluster.ts watches and reloads).
   */
  down?: string[];
  /** A directory of nginx's own: configuration, pid, logs, temporary files. */
  dir: string;
}

/**
 * The load balancer in front of N Lotus processes (docs/DEPLOY.md). Any process answers any request: the
 * state lives in PostgreSQL and Redis, so the balancer needs no sticky sessions. What matters:
 * - `least_conn`, so the long-lived balance streams (SSE) do not pile up on one process;
 * - streams pass through unbuffered and may stay open for an hour;
 * - a request that could not reach a process (refused, reset before it was sent) goes to the next one, and
 *   only then: a POST that reached a process is never sent twice (money calls carry their own request keys);
 * - X-Forwarded-For carries the client's address (the server believes it from TRUSTED_PROXIES only);
 * - a process that is not ready is `down` (open-source nginx has no active health checks: the cluster polls
 *   each process's /healthz/ready and reloads nginx when the set changes). When none is ready none is down:
 *   the processes then answer 503 service_unavailable with Retry-After themselves, never nginx's 502 page.
 */
export function nginxConfig(site: NginxSite): string {
  const tmp = (name: string) => path.join(site.dir, 'tmp', name);
  const asRoot = process.getuid?.() === 0;
  return `# Written by deploy/cluster.ts; see docs/DEPLOY.md.
${asRoot ? 'user root root;\n' : ''}worker_processes 1;
# A reload (a process left or rejoined the balancer) lets the old worker finish its requests; balance streams it
# still holds are closed after a minute and the browser opens them again.
worker_shutdown_timeout 60s;
daemon off;
pid ${path.join(site.dir, 'nginx.pid')};
error_log ${path.join(site.dir, 'error.log')} warn;

events {
  worker_connections 8192;
}

http {
  access_log off;
  client_body_temp_path ${tmp('body')};
  proxy_temp_path ${tmp('proxy')};
  fastcgi_temp_path ${tmp('fastcgi')};
  uwsgi_temp_path ${tmp('uwsgi')};
  scgi_temp_path ${tmp('scgi')};
  client_max_body_size 12m;

  upstream lotus {
    least_conn;
${site.upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=2s${site.down?.includes(u) ? ' down' : ''};`).join('\n')}
    keepalive 128;
  }

  server {
    listen ${site.listen};

    location / {
      proxy_pass http://lotus;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
      proxy_read_timeout 1h;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout http_502;
      proxy_next_upstream_tries 3;
    }
  }
}
`;
}

/** Writes the configuration and nginx's directories; answers the configuration file's path. */
export function writeNginxConfig(site: NginxSite): string {
  for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    fs.mkdirSync(path.join(site.dir, 'tmp', d), { recursive: true });
  const file = path.join(site.dir, 'nginx.conf');
  fs.writeFileSync(file, nginxConfig(site));
  return file;
}
