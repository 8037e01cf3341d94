import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/** nginx (Debian package) in the foreground on loopback, balancing over the given upstream ports. */
export async function startNginx(dir: string, listenPort: number, upstreamPorts: number[]): Promise<ChildProcess> {
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi", "logs"])
    mkdirSync(path.join(dir, sub), { recursive: true });
  const conf = `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream hub {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join("\n")}
  }
  server {
    listen 127.0.0.1:${listenPort};
    client_max_body_size 26m;
    location / {
      proxy_pass http://hub;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout http_502 http_503;
    }
  }
}
`;
  writeFileSync(path.join(dir, "nginx.conf"), conf);
  const child = spawn("nginx", ["-p", dir, "-c", path.join(dir, "nginx.conf")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (c: Buffer) => (stderr += c.toString()));
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${listenPort}/`);
      return child;
    } catch {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`nginx did not start: ${stderr}`);
}
