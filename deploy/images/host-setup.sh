#!/usr/bin/env bash
# Makes this machine able to build and run Rawi's images with podman (idempotent):
# Debian's podman, runc and debootstrap, and the container settings this VM needs:
# runc (crun refuses the VM's hybrid cgroups), the cgroupfs manager (no systemd session),
# and no default ulimits (raising RLIMIT_NOFILE is refused here).
set -euo pipefail
log() { printf '[images] %s\n' "$*" >&2; }

missing=()
for p in podman runc debootstrap strip; do
  command -v "$p" >/dev/null 2>&1 || [ -x "/usr/sbin/$p" ] || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  [ "$(id -u)" = 0 ] || { log "needs root to install: ${missing[*]}"; exit 1; }
  log "installing Debian packages: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq podman runc debootstrap binutils >/dev/null
fi

conf=/etc/containers/containers.conf
want='# Rawi: written by deploy/images/host-setup.sh
[containers]
default_ulimits = []

[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"
'
if [ "$(id -u)" = 0 ] && ! cmp -s <(printf '%s' "$want") "$conf" 2>/dev/null; then
  if [ -f "$conf" ] && ! grep -q '^# Rawi: written by deploy/images/host-setup.sh' "$conf"; then
    cp "$conf" "$conf.rawi-backup"
    log "kept the previous $conf as $conf.rawi-backup"
  fi
  mkdir -p /etc/containers
  printf '%s' "$want" > "$conf"
  log "wrote $conf (runc, cgroupfs, no default ulimits)"
fi
