import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { precompressAssets } from './precompress-assets';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const gateway = 'http://127.0.0.1:8088';

/** Page loads of `/login/` are the SPA's; only the form post goes to the gateway. */
const loginProxy: ProxyOptions = {
  target: gateway,
  bypass: (request) => (request.method === 'GET' && request.headers.accept?.includes('text/html') ? request.url : undefined),
};

export default defineConfig({
  root: here,
  base: '/',
  // `.br` and `.gz` beside each asset, which the gateway serves as they are.
  plugins: [react(), precompressAssets('assets')],
  resolve: {
    alias: [
      { find: /^@tessera\/contracts\/web$/, replacement: path.join(root, 'libs/contracts/src/web.ts') },
      { find: /^@tessera\/ui$/, replacement: path.join(root, 'libs/ui/src/index.ts') },
      { find: /^@tessera\/viz$/, replacement: path.join(root, 'libs/viz/src/index.ts') },
      { find: /^@tessera\/i18n$/, replacement: path.join(root, 'libs/i18n/src/index.ts') },
    ],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Source maps would publish the whole client source; production builds ship none.
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Long-lived libraries in their own chunks so an app release does not invalidate them.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@remix-run)[\\/]/ },
            { name: 'state', test: /node_modules[\\/](redux|@reduxjs|react-redux|redux-saga|@redux-saga|immer|reselect)[\\/]/ },
            {
              name: 'semantic',
              test: /node_modules[\\/](semantic-ui-react|@semantic-ui-react|@fluentui|lodash|react-popper|@popperjs|keyboard-key|prop-types|react-is|clsx)[\\/]/,
            },
            // Everything else the first page runs, in one chunk: left to the automatic splitting, the modules it shares
            // with the lazily loaded pages came as some fifty small files, and a page load waits a turn for each.
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: gateway },
      '/login': loginProxy,
      '/logout': { target: gateway },
      '/ws': { target: gateway, ws: true },
    },
  },
});
