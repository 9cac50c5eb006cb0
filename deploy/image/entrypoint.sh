#!/bin/sh
# The image's entry point (deploy/image/Containerfile): renders its sites for this run's API upstream into /tmp and
# runs nginx in the foreground as process 1 (it stops gracefully on SIGQUIT, at once on SIGTERM).
#   WL_API_UPSTREAM   where the platform API goes (http[s]://host[:port]) for brands whose api.baseUrl is '/' (the
#                     API on the site's own origin); required when the image holds one. A brand with an API host of
#                     its own has that host in its server block already (the browser calls it directly).
#   WL_DEMO_PLATFORM  1: the upstream is the demo platform (packages/demo-api), whose images and control pages
#                     (/demo-cdn/, /__demo/) are proxied as well: tests and demonstrations only
# scripts/fleet/image.mjs writes @WL_API_UPSTREAM@ where the upstream goes (UPSTREAM_MARK there).
set -eu
fail() {
  echo "wl-nginx: $*" >&2
  exit 64
}
sites=/etc/wl-mobile/sites
if [ "${WL_DEMO_PLATFORM:-}" = 1 ]; then sites=/etc/wl-mobile/sites-demo; fi
upstream=${WL_API_UPSTREAM:-}
# an origin and nothing else: no path, and no character sed or nginx would read as syntax
case $upstream in
  '') ;;
  http://* | https://*)
    case ${upstream#*://} in
      '' | *[!A-Za-z0-9.:_-]*) fail "WL_API_UPSTREAM must be http[s]://host[:port], not $upstream" ;;
    esac
    ;;
  *) fail "WL_API_UPSTREAM must be http[s]://host[:port], not $upstream" ;;
esac

run=/tmp/wl-nginx
rm -rf "$run/sites"
mkdir -p "$run/sites" "$run/body" "$run/proxy" "$run/fastcgi" "$run/uwsgi" "$run/scgi"
for site in "$sites"/*.conf; do
  if grep -q '@WL_API_UPSTREAM@' "$site"; then
    [ -n "$upstream" ] || fail "$(basename "$site" .conf) serves its API on its own origin: set WL_API_UPSTREAM to the platform API"
    sed "s|@WL_API_UPSTREAM@|$upstream|g" "$site" > "$run/sites/$(basename "$site")"
  else
    cp "$site" "$run/sites/"
  fi
done
exec /usr/sbin/nginx -e stderr -c /etc/wl-mobile/nginx.conf
