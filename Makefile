# Rawi: the two commands are `make run` and `make test` (see README.md).
SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
export PATH := $(CURDIR)/.tools/bin:$(PATH)
export npm_config_fund := false
export npm_config_audit := false
export npm_config_update_notifier := false
export npm_config_loglevel := error

.PHONY: run test tools deps web typecheck lint unit e2e browser loadtest bench bench-writes bench-images lighthouse chart-check cluster-check images run-images images-test backup restore clean help

help:
	@echo "make run       install what is needed and run Rawi locally (http://localhost:8080)"
	@echo "make test      install what is needed and run every test"
	@echo "make loadtest  run the k6 public mix (starts the local stack when none is running)"
	@echo "make bench     public reads: gateway (cached) vs the service vs nginx, and p99 at half saturation"
	@echo "make bench-writes  admin saves on FerretDB with the per-document write lock on and off"
	@echo "make bench-images  Lighthouse on a phone: a 3 MB camera photo as hero, original vs variants"
	@echo "make lighthouse    Lighthouse: the public pages on a phone, the admin panel signed in (desktop and phone), English and Arabic"
	@echo "make chart-check  run the stack wired exactly as the Helm chart wires it"
	@echo "make cluster-check  helm install, upgrade and uninstall the chart on a real kube-apiserver built here"
	@echo "make images    build the chart's seven images and trial FerretDB/MinIO/NATS images with podman"
	@echo "make run-images  run Rawi from those images, one container per component (http://localhost:8080)"
	@echo "make backup    one archive of the local site (databases and media) into .data/backups/"
	@echo "make restore ARCHIVE=<file> [FORCE=1]  bring an archive back (make run stopped)"

## Binaries pinned in deploy/tools/versions.env, built once into ~/.cache/rawi-tools.
tools:
	@deploy/tools/install.sh node ferretdb minio nats-server

## npm packages, reinstalled only when the lock file changed.
deps: tools
	@if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then \
		echo "[deps] npm ci"; npm ci; fi

web: deps
	@npm run --silent build -w @rawi/web

run: web
	@node deploy/local/run.ts

## Debian's Chromium for the browser tests (never a downloaded browser build).
browser:
	@if [ ! -x /usr/bin/chromium ]; then \
		echo "[browser] installing Debian chromium"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core >/dev/null; fi

typecheck: deps
	@npm run --silent typecheck

lint: deps
	@npx eslint . --max-warnings=0
	@npx prettier --check . --log-level warn

unit: deps
	@deploy/tools/install.sh helm kubeconform
	@npx vitest run --project services --project deploy --project web --project web-server

e2e: web browser
	@npx vitest run --project e2e

test: deps typecheck lint web browser
	@deploy/tools/install.sh helm kubeconform
	@npx vitest run

loadtest: web
	@deploy/k6/run.sh

## The gateway's overhead against the content service and a static file server, side by side.
bench: deps
	@deploy/tools/install.sh ferretdb minio nats-server k6
	@node deploy/bench/gateway-overhead.ts
	@node deploy/bench/write-lock.ts

## Admin saves on FerretDB with the per-document write lock on and off, side by side.
bench-writes: deps
	@deploy/tools/install.sh ferretdb minio nats-server
	@node deploy/bench/write-lock.ts

## Lighthouse (mobile, Debian Chromium) on the landing page with a camera photo as hero: original vs variants.
bench-images: web browser
	@node deploy/bench/images.ts

lighthouse: web browser
	@node deploy/bench/lighthouse.ts

## The whole stack started locally with exactly the env and ports the rendered chart gives it.
chart-check: web
	@deploy/tools/install.sh helm
	@node deploy/chart-wiring/run-as-chart.ts --check

## The chart on a real API server (etcd + kube-apiserver built here, no kubelet): install, upgrade, uninstall.
## Not part of `make test`: the first build of kube-apiserver takes minutes (see docs/operations.md).
cluster-check: deps
	@deploy/tools/install.sh etcd kube-apiserver helm
	@node deploy/cluster-check/run.ts

## The container images (podman, built here from Debian's packages and the pinned Node; see docs/operations.md).
images: deps
	@deploy/tools/install.sh node ferretdb minio nats-server helm
	@node deploy/images/build.ts

## Every component in its own container on a private podman network, wired by the rendered chart.
run-images: images
	@node deploy/images/run.ts

## Builds the images and checks the site running from them (also part of `make test`: deploy/images.test.ts).
images-test: deps
	@deploy/tools/install.sh node ferretdb minio nats-server helm
	@npx vitest run deploy/images.test.ts

## One archive of the local site (every database and media object, with its manifest); works with make run up or down.
backup: deps
	@deploy/tools/install.sh ferretdb minio nats-server
	@node deploy/local/backup.ts backup

## Checks the archive whole, then restores it into the local data (FORCE=1 replaces what is there).
restore: deps
	@if [ -z "$(ARCHIVE)" ]; then echo "usage: make restore ARCHIVE=<file> [FORCE=1]"; exit 2; fi
	@deploy/tools/install.sh ferretdb minio nats-server
	@node deploy/local/backup.ts restore "$(ARCHIVE)" $(if $(FORCE),--force,)

clean:
	rm -rf node_modules web/dist .data/logs
