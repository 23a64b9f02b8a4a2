/// <reference types="vitest/config" />
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = import.meta.dirname;

/**
 * Builds the admin into admin/dist for `/admin/` (locally lib/local/admin-service.ts, deployed the
 * AdminSite construct). The typed client resolves to its source as in the root tsconfig; its one
 * Node import (`node:crypto` for idempotency keys) maps to the browser's Web Crypto.
 */
export default defineConfig({
  root,
  base: '/admin/',
  plugins: [react()],
  resolve: {
    alias: {
      'commerce-platform-api/client': resolve(root, '../shared/sdk/client/index.ts'),
      'node:crypto': resolve(root, 'src/api/web-crypto.ts'),
    },
  },
  build: { outDir: resolve(root, 'dist'), emptyOutDir: true, sourcemap: false },
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
