/// <reference types="vitest/config" />
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";

// The build lands in dist/, which the Go binary embeds (web/embed.go).
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    // The server reads the manifest to preload each route's chunks (internal/httpapi/preload.go)
    // and to find the islands' entry of the pages it renders completely (docs/hydration.md).
    manifest: true,
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL("./index.html", import.meta.url)),
        islands: fileURLToPath(new URL("./src/app/islands.ts", import.meta.url)),
        // The search page's island and its map, which the island loads only when the visitor turns the map
        // on: entries of their own, whose files the server names in the page (internal/pages/search.go).
        "search-island": fileURLToPath(new URL("./src/app/islands/search.ts", import.meta.url)),
      },
    },
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:8080" },
  },
  test: {
    environment: "jsdom",
    globals: true,
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    css: false,
  },
});
