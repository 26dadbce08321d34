# syntax=docker/dockerfile:1
# Paceband production image: one container, PostgreSQL outside it (DATABASE_URL is required).

FROM node:24-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
# The same build as `npm start`'s: Waku's bundle, the worker threads' bundles (dist/workers), the
# pre-compressed public files and the build stamp.
RUN node scripts/ensure-build.ts --force

FROM node:24-slim AS runtime
# glibc's malloc keeps up to 8 arenas per core, one per busy thread (event loop, worker thread,
# libuv's pool, resvg), and keeps what they freed: 14 arenas held 81 MB after a load, 2 hold 42 MB
# (issue 28, ADR 0017). Read by glibc when the process starts, so set here, as `npm start` does.
ENV MALLOC_ARENA_MAX=2 \
    NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    REQUIRE_DATABASE_URL=1 \
    SEED=0
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# Runtime dependencies only. Node runs the start script itself (it strips the types) and the worker
# threads run the build's bundles (dist/workers); tsx is still needed by the command-line tools
# (`npm run paceband`), which load the modules' TypeScript sources.
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY tsconfig.json ./
COPY scripts ./scripts
COPY src ./src
COPY modules ./modules
COPY migrations ./migrations
COPY locales ./locales
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The same flags and MALLOC_ARENA_MAX as `npm start` (package.json): a young generation of 8 MB semi-spaces, not V8's
# default of up to 64 MB, which held ~100 MB more memory under load; 8 rather than 16 MB saved
# ~80 MB more at the heavy load's peak with page throughput still 2-3x static files (ADR 0017);
# each heap grows to 1.5x what its last full collection kept instead of up to 4x: the worker
# thread's garbage from one heavy task reached 180 MB over 40 MB live.
CMD ["node", "--max-semi-space-size=8", "--heap-growing-percent=50", "scripts/start.ts", "--no-build"]
