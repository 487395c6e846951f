#!/usr/bin/env bash
# Builds the base of every Rawi image here, from Debian's packages and the pinned Node (no registry):
#   localhost/rawi-base:<tag>        Debian minbase + node + the user the chart runs as (uid/gid 1000)
#   localhost/rawi-base-build:<tag>  the same + npm, for the images' build stages only
# <tag> is the Node version and a hash of every input (this script, the suite, the node binary,
# npm's version), so the base is rebuilt only when one of them changes. Prints the two names.
# The Debian root filesystem is cached in RAWI_IMAGES_CACHE (default ~/.cache/rawi-images).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=../tools/versions.env
source "$root/deploy/tools/versions.env"
cache="${RAWI_IMAGES_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/rawi-images}"
tools="${RAWI_TOOLS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/rawi-tools}"
uid=1000
log() { printf '[images] %s\n' "$*" >&2; }
mkdir -p "$cache"

"$root/deploy/tools/install.sh" node
node_bin="$tools/node-$NODE_VERSION/bin/node"
node_version="$("$node_bin" --version)"

# The Debian mirror this machine's apt uses.
mirror="$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources 2>/dev/null |
  sed -n -e 's#^URIs:[[:space:]]*\(\S*/debian\)/\?$#\1#p' -e 's#^deb[[:space:]]\+\(\[[^]]*\][[:space:]]\+\)\?\(\S*/debian\)/\?[[:space:]].*#\2#p' |
  head -1 || true)"
mirror="${mirror:-http://deb.debian.org/debian}"

npm_tgz="$cache/npm-$NPM_VERSION.tgz"
if [ ! -s "$npm_tgz" ]; then
  log "fetching npm $NPM_VERSION from the npm registry"
  tmp="$(mktemp -d)"
  (cd "$tmp" && npm pack --silent "npm@$NPM_VERSION" >/dev/null)
  mv "$tmp"/npm-*.tgz "$npm_tgz" && rm -rf "$tmp"
fi

hash="$( { cat "$0"; echo "$DEBIAN_SUITE $NPM_VERSION $uid"; sha256sum "$node_bin" "$npm_tgz"; } | sha256sum | cut -c1-12)"
tag="${node_version#v}-$hash"
base="localhost/rawi-base:$tag"
build="localhost/rawi-base-build:$tag"
if podman image exists "$base" && podman image exists "$build"; then
  echo "$base $build"
  exit 0
fi

rootfs_tar="$cache/debian-$DEBIAN_SUITE-minbase.tar"
if [ ! -s "$rootfs_tar" ]; then
  log "debootstrap --variant=minbase $DEBIAN_SUITE from $mirror (first time only)"
  dir="$cache/rootfs.tmp"
  rm -rf "$dir"
  debootstrap --variant=minbase "$DEBIAN_SUITE" "$dir" "$mirror" >"$cache/debootstrap.log" 2>&1 ||
    { tail -20 "$cache/debootstrap.log" >&2; exit 1; }
  # What a runtime never reads: package lists and archives, documentation, manuals, translations.
  rm -rf "$dir"/var/cache/apt/* "$dir"/var/lib/apt/lists/* "$dir"/usr/share/doc/* "$dir"/usr/share/man/* \
    "$dir"/usr/share/info/* "$dir"/usr/share/locale/* "$dir"/var/log/* "$dir"/tmp/*
  tar --numeric-owner -C "$dir" -cf "$rootfs_tar.tmp" .
  mv "$rootfs_tar.tmp" "$rootfs_tar"
  rm -rf "$dir"
fi
debian="localhost/rawi-debian:$DEBIAN_SUITE-$(sha256sum "$rootfs_tar" | cut -c1-12)"
if ! podman image exists "$debian"; then
  log "importing the $DEBIAN_SUITE root filesystem as $debian"
  podman import --quiet "$rootfs_tar" "$debian" >/dev/null
fi

ctx="$(mktemp -d)"
trap 'rm -rf "$ctx"' EXIT
# Without its symbol table (18 MB): native addons link against the dynamic symbols, which stay.
cp "$node_bin" "$ctx/node" && strip "$ctx/node"
cp "$npm_tgz" "$ctx/npm.tgz"
cat >"$ctx/base.Containerfile" <<CONTAINERFILE
FROM $debian
COPY node /usr/local/bin/node
# The user the chart runs every Rawi container as (runAsUser/runAsGroup $uid); its home is the
# writable /tmp (an emptyDir in the chart), since the root filesystem is read-only.
RUN groupadd --gid $uid rawi && useradd --uid $uid --gid $uid --home-dir /tmp --no-create-home \
      --shell /usr/sbin/nologin rawi && node --version
LABEL org.opencontainers.image.title="rawi-base" org.opencontainers.image.version="$tag" \
      org.opencontainers.image.description="Debian $DEBIAN_SUITE minbase with Node $node_version"
CONTAINERFILE
cat >"$ctx/build.Containerfile" <<CONTAINERFILE
FROM $base
ADD npm.tgz /usr/local/lib/node_modules/
RUN mv /usr/local/lib/node_modules/package /usr/local/lib/node_modules/npm \
 && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx && npm --version
LABEL org.opencontainers.image.title="rawi-base-build"
CONTAINERFILE
log "building $base and $build"
podman build --quiet --layers -t "$base" -f "$ctx/base.Containerfile" "$ctx" >/dev/null
podman build --quiet --layers -t "$build" -f "$ctx/build.Containerfile" "$ctx" >/dev/null
echo "$base $build"
