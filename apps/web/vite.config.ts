import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes a .br and a .gz beside every text file of the build (issue 12, fix 4), at the highest levels since this runs
 * once per build: the server sends them to browsers that accept them (@fastify/static preCompressed) at no CPU cost
 * per request. Files under 1 KiB gain nothing and are left as they are.
 */
function precomprimir(): Plugin {
  let saida = '';
  return {
    name: 'sgi-precomprimir',
    apply: 'build',
    configResolved(config) {
      saida = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_opcoes, bundle) {
      for (const nome of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(nome)) continue;
        const arquivo = path.join(saida, nome);
        const conteudo = fs.readFileSync(arquivo);
        if (conteudo.length < 1024) continue;
        fs.writeFileSync(`${arquivo}.br`, brotliCompressSync(conteudo, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: conteudo.length } }));
        fs.writeFileSync(`${arquivo}.gz`, gzipSync(conteudo, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precomprimir()],
  resolve: { conditions: ['sgi-source'] },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // exceljs and pdfmake (+ fonts) are ~1 MB each but load only when the user exports a table.
    chunkSizeWarningLimit: 1000,
  },
});
