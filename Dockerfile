# syntax=docker/dockerfile:1
# The portal as a static site: built once (Node), served by nginx with deploy/nginx.conf, as a user
# without privileges. README.md, "Deploying", says what to set; tests/unit/deploy/docker-image.test.ts
# holds this file to the configuration the browser tests run.
#
#   docker build --build-arg VITE_API_BASE_URL=https://portal.example.lt/api -t pulsas-portal .
#   docker run -p 8080:8080 -e PORTAL_API_UPSTREAM=api.internal:8080 pulsas-portal

FROM node:20-bookworm-slim AS build
WORKDIR /portal
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The API the app calls and the build bakes public pages from (without it, the built-in sandbox's data:
# a demo image). codegen --check first: an image is never built from stale generated code.
ARG VITE_API_BASE_URL=
RUN if [ -z "$VITE_API_BASE_URL" ]; then unset VITE_API_BASE_URL; fi \
  && npm run -s codegen -- --check \
  && npm run build

FROM nginx:1.27-alpine
COPY --from=build /portal/dist /srv/portal/dist
COPY deploy/nginx.conf /etc/nginx/portal.conf
COPY deploy/docker-entrypoint.sh /usr/local/bin/portal-nginx
# The configuration as it will run, tested against this build's route map (dist/nginx-routes.map).
RUN chmod 0755 /usr/local/bin/portal-nginx && PORTAL_NGINX_CONF=/tmp/portal-nginx-test.conf portal-nginx -t
USER nginx
EXPOSE 8080
# Home is a prerendered file: the server answers it without the API.
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 CMD wget -q --spider http://127.0.0.1:8080/ || exit 1
ENTRYPOINT ["portal-nginx"]
