import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['sgi-source'] },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // exceljs and pdfmake (+ fonts) are ~1 MB each but load only when the user exports a table.
    chunkSizeWarningLimit: 1000,
  },
});
