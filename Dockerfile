# syntax=docker/dockerfile:1
# Courtside: the image that serves the API and the built web app (the last stage,
# `runtime`: production dependencies only, so no Prisma CLI and no embedded PostgreSQL),
# and the image that applies a release's migrations (`migrate`: `pnpm db:migrate`
# with the Prisma CLI; the docker-compose `migrate` service, the Kubernetes Job).
# Build:  docker build -t courtside .  and  docker build --target migrate -t courtside-migrate .
# Run:    docker compose up   (see docker-compose.yml and README.md)

ARG NODE_IMAGE=node:20-bookworm-slim
ARG PNPM_VERSION=10.34.9

# --- build: install everything, build contracts, the Prisma client, the API and the web app
FROM ${NODE_IMAGE} AS build
ARG PNPM_VERSION
RUN npm install -g pnpm@${PNPM_VERSION}
WORKDIR /app
# Manifests first so the dependency layer is cached while only source changes.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY tests/e2e/package.json tests/e2e/
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm build

# --- migrate: `pnpm db:migrate` from the build, whose install has the Prisma CLI (a
# development dependency); run once per release before the runtime image starts.
FROM build AS migrate
ENV NODE_ENV=production
USER node
CMD ["pnpm", "db:migrate"]

# --- deps: production dependencies of the API (and the workspace packages it uses) only
FROM ${NODE_IMAGE} AS deps
ARG PNPM_VERSION
RUN npm install -g pnpm@${PNPM_VERSION}
WORKDIR /app
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY tests/e2e/package.json tests/e2e/
RUN pnpm install --frozen-lockfile --prod --filter "@courtside/api..."

# --- runtime: the monorepo layout the server expects (it finds prisma/ and
# apps/web/dist from its own location), owned by root and run as `node`.
FROM ${NODE_IMAGE} AS runtime
ARG PNPM_VERSION
RUN npm install -g pnpm@${PNPM_VERSION} \
  && mkdir -p /data \
  && chown node:node /data
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/apps/api/node_modules ./apps/api/node_modules
COPY --from=deps /app/packages/contracts/node_modules ./packages/contracts/node_modules
COPY --from=build /app/package.json /app/pnpm-workspace.yaml /app/pnpm-lock.yaml ./
COPY --from=build /app/prisma ./prisma
COPY --from=build /app/apps/api/package.json /app/apps/api/prisma.config.ts ./apps/api/
COPY --from=build /app/apps/api/scripts ./apps/api/scripts
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/packages/contracts/package.json ./packages/contracts/
COPY --from=build /app/packages/contracts/dist ./packages/contracts/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/dist/server.js"]
