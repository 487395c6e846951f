# syntax=docker/dockerfile:1
# Rawi web: the public site and the admin panel (React), served by its small Koa server.
# Build from the repository root:
#   docker build -f deploy/docker/web.Dockerfile -t rawi/web .
ARG NODE_IMAGE=node:24-slim
# The image of the build stages (npm ci, the web build): NODE_IMAGE itself where it has npm; a base
# without npm keeps the package manager out of the runtime image (deploy/images builds both).
ARG BUILD_IMAGE=node:24-slim

# 1. Build the app with Vite (dev dependencies) into web/dist, and its server renderer into web/dist-server.
FROM ${BUILD_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
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
RUN --mount=type=cache,target=/root/.npm npm ci --workspace @rawi/web --include-workspace-root --ignore-scripts --no-audit --no-fund
COPY proto/ proto/
COPY web/ web/
RUN npm run build -w @rawi/web

# 2. Production dependencies of the server only.
FROM ${BUILD_IMAGE} AS app
WORKDIR /app
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
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --workspace @rawi/web --include-workspace-root=false --ignore-scripts --no-audit --no-fund
COPY proto/ proto/
# The kit's metrics module (/metrics on METRICS_PORT), as every other component has.
COPY services/kit/ services/kit/
COPY web/server/ web/server/
# What the server shares with the app: the page table and its loaders, the admin screens, each
# page's head, the public strings those heads are written in, the sizes its preloaded images are
# drawn at, and what the contact form expects in a page.
COPY web/src/app/pageTable.ts web/src/app/pageTable.ts
COPY web/src/app/pageLoading.ts web/src/app/pageLoading.ts
COPY web/src/pages/landing/loader.ts web/src/pages/landing/loader.ts
COPY web/src/pages/projects/loader.ts web/src/pages/projects/loader.ts
COPY web/src/pages/project/loader.ts web/src/pages/project/loader.ts
COPY web/src/pages/not-found/loader.ts web/src/pages/not-found/loader.ts
COPY web/src/pages/admin/loader.ts web/src/pages/admin/loader.ts
COPY web/src/pages/admin/screens.ts web/src/pages/admin/screens.ts
COPY web/src/api/admin/keys.ts web/src/api/admin/keys.ts
COPY web/src/api/projectKey.ts web/src/api/projectKey.ts
COPY web/src/app/paths.ts web/src/app/paths.ts
COPY web/src/app/pageHeads.ts web/src/app/pageHeads.ts
COPY web/src/lib/documentHead.ts web/src/lib/documentHead.ts
COPY web/src/lib/headHtml.ts web/src/lib/headHtml.ts
COPY web/src/lib/structuredData.ts web/src/lib/structuredData.ts
COPY web/src/lib/afterFirstPaint.ts web/src/lib/afterFirstPaint.ts
COPY web/src/lib/layoutNear.ts web/src/lib/layoutNear.ts
COPY web/src/components/project/cardImageSizes.ts web/src/components/project/cardImageSizes.ts
COPY web/src/pages/landing/hero/heroImageSizes.ts web/src/pages/landing/hero/heroImageSizes.ts
COPY web/src/pages/landing/contact/formState.ts web/src/pages/landing/contact/formState.ts
COPY web/src/i18n/ web/src/i18n/
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/web/dist-server web/dist-server

# 3. The runtime: node runs the server's TypeScript directly, renders the public pages with
#    web/dist-server and serves web/dist.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production
WORKDIR /app
COPY --from=app /app /app
USER 1000:1000
EXPOSE 8106
CMD ["node", "web/server/index.ts"]
