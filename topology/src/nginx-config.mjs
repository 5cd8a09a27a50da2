// nginx's configuration for the topology: four servers on loopback ports.
//   portal      pages to the page host; the static store's builds from its folder, cached for good
//               (a path names one set of bytes); the deployer's live map
//               file at /import-maps/production.json, never cached
//   api         the load balancer: round robin over the API instances; a refused or failed
//               connection, a 502 or a 503 moves the request to the next instance
//   realtime    the realtime server's WebSocket (pusher-js)
//   clientApps  the demo client apps' builds, readable from the portal's page (CORS)
// Every proxied request carries an X-Request-Id: the client's when the API and the page host would
// accept it, else nginx's own $request_id. The page host and the API instances log it with every line
// of the request, and the client gets it back, so one id finds a request in every log.
// Every path it writes (pid, logs, temp files) is under `prefix`.

const BUILD_PATH = '"^/[a-z0-9-]+/[0-9a-f]{12}/"';

// The incoming ids the API and the page host accept (portal-api/src/observability/request-id.ts,
// page-host/src/request-id.mjs); any other would be replaced there, and the logs would disagree.
const SANE_REQUEST_ID = '"~^[A-Za-z0-9._:-]{1,128}$"';

const forwarded = `
      proxy_set_header Host $http_host;
      proxy_set_header X-Request-Id $portal_request_id;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;`;

// The id goes back to the client from nginx itself, also when no upstream answered (a 502); the
// upstream's copy of the same id is dropped so the client gets one header.
const requestIdToClient = `
      proxy_hide_header X-Request-Id;
      add_header X-Request-Id $portal_request_id always;`;

/**
 * The nginx.conf text. `ports` is topologyPorts(); `storeDir` the static store, `mapFile` the
 * deployer's map of the environment, `clientAppsDir` the demo client apps' build; `runAsRoot`
 * keeps the workers as root (they read folders only root may read).
 */
export function nginxConfig({ prefix, ports, storeDir, mapFile, clientAppsDir, runAsRoot }) {
  const listen = (port) => `listen 127.0.0.1:${port};`;
  return `${runAsRoot ? 'user root;\n' : ''}worker_processes 2;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  map $http_x_request_id $portal_request_id {
    ${SANE_REQUEST_ID} $http_x_request_id;
    default $request_id;
  }
  log_format portal '$remote_addr [$time_local] "$request" $status $body_bytes_sent '
                    '$request_time $upstream_addr $portal_request_id';
  access_log ${prefix}/access.log portal;
  client_body_temp_path ${prefix}/temp/body;
  proxy_temp_path ${prefix}/temp/proxy;
  fastcgi_temp_path ${prefix}/temp/fastcgi;
  uwsgi_temp_path ${prefix}/temp/uwsgi;
  scgi_temp_path ${prefix}/temp/scgi;
  server_tokens off;

  upstream page_host { server 127.0.0.1:${ports.pageHost}; }
  upstream api {
    server 127.0.0.1:${ports.apiA} max_fails=1 fail_timeout=10s;
    server 127.0.0.1:${ports.apiB} max_fails=1 fail_timeout=10s;
  }
  upstream realtime { server 127.0.0.1:${ports.realtimeServer}; }
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }

  server {
    ${listen(ports.portal)}
    location ~ ${BUILD_PATH} {
      root ${storeDir};
      add_header Cache-Control "public, max-age=31536000, immutable";
      add_header Access-Control-Allow-Origin "*";
    }
    location = /import-maps/production.json {
      alias ${mapFile};
      add_header Cache-Control "no-cache";
    }
    location / {
      proxy_pass http://page_host;${forwarded}${requestIdToClient}
    }
  }

  server {
    ${listen(ports.api)}
    client_max_body_size 10m;
    location / {
      proxy_pass http://api;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;${forwarded}${requestIdToClient}
    }
  }

  server {
    ${listen(ports.realtime)}
    location / {
      proxy_pass http://realtime;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;${forwarded}
    }
  }

  server {
    ${listen(ports.clientApps)}
    root ${clientAppsDir};
    add_header Cache-Control "no-cache";
    add_header Access-Control-Allow-Origin "*";
  }
}
`;
}
