#!/bin/sh
# The image's start: deploy/nginx.conf as committed, with the API upstream the deployment names
# (PORTAL_API_UPSTREAM, host:port; default the config's own 127.0.0.1:5174). Extra arguments go to
# nginx (`docker run … -t` tests the configuration). The paths and the binary may be changed for a test.
set -eu
template="${PORTAL_NGINX_TEMPLATE:-/etc/nginx/portal.conf}"
conf="${PORTAL_NGINX_CONF:-/tmp/portal-nginx.conf}"
upstream="${PORTAL_API_UPSTREAM:-127.0.0.1:5174}"
case "$upstream" in
  *[!A-Za-z0-9.:-]* | *: | :* | *[!0-9]) bad=1 ;;
  *:*) bad=0 ;;
  *) bad=1 ;;
esac
if [ "$bad" = 1 ]; then
  echo "PORTAL_API_UPSTREAM=$upstream is not host:port: write the API's address as nginx reaches it, such as api.internal:8080" >&2
  exit 64
fi
sed "s|server 127.0.0.1:5174;|server $upstream;|" "$template" > "$conf"
exec "${PORTAL_NGINX_BIN:-nginx}" -c "$conf" -g 'daemon off;' "$@"
