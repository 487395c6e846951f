# syntax=docker/dockerfile:1
# Rawi projects: the projects catalogue. Build from the repository root:
#   docker build -f deploy/docker/projects.Dockerfile -t rawi/projects .
# Node 24 runs the TypeScript sources directly (type stripping): there is no build step, only the
# production dependencies of @rawi/projects and of @rawi/backup (the rawi-backup command) and the workspace
# packages they import (proto, services/kit).
ARG NODE_IMAGE=node:24-slim
# The image of the build stages (npm ci, the web build): NODE_IMAGE itself where it has npm; a base
# without npm keeps the package manager out of the runtime image (deploy/images builds both).
ARG BUILD_IMAGE=node:24-slim

FROM ${BUILD_IMAGE} AS app
WORKDIR /app
# Every workspace manifest, so that npm ci sees the workspaces the lockfile was made with.
COPY package.json package-lock.json ./
COPY proto/package.json proto/
COPY services/kit/package.json services/kit/
COPY services/backup/package.json services/backup/
COPY services/identity/package.json services/identity/
COPY services/content/package.json services/content/
COPY services/projects/package.json services/projects/
COPY services/media/package.json services/media/
COPY services/contact/package.json services/contact/
COPY gateway/package.json gateway/
COPY web/package.json web/
# Prebuilt native binaries ship inside the packages (argon2): no install scripts are needed.
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --workspace @rawi/backup --workspace @rawi/projects --include-workspace-root=false --ignore-scripts --no-audit --no-fund
COPY proto/ proto/
COPY services/kit/ services/kit/
COPY services/backup/ services/backup/
COPY services/projects/ services/projects/

FROM ${NODE_IMAGE}
ENV NODE_ENV=production
WORKDIR /app
# Owned by root and read-only for the app user: the container runs with a read-only root filesystem.
COPY --from=app /app /app
# rawi-backup: the site's backup and restore (the chart's CronJob runs it; see docs/operations.md).
RUN ln -s /app/services/backup/src/cli.ts /usr/local/bin/rawi-backup
USER 1000:1000
EXPOSE 8103
CMD ["node", "services/projects/src/index.ts"]
