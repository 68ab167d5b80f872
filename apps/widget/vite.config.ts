import { defineConfig } from 'vite';

/**
 * One self-contained script (`dist/widget.js`) that a company's page loads with a
 * `<script>` tag: an IIFE, no chunks, no CSS file (styles live in the widget's shadow root).
 */
export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    lib: { entry: 'src/main.ts', formats: ['iife'], name: 'ContactWidget', fileName: () => 'widget.js' },
    rollupOptions: {
      // Only the widget's constants are taken from the domain package, never its schemas.
      treeshake: { moduleSideEffects: (id) => !id.includes('/packages/domain/') },
    },
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
});
