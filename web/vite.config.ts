import babel from "@rolldown/plugin-babel";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { emojiMartAria } from "./build/emojiMartAria.ts";
import { precompress } from "./build/precompress.ts";
import { relayTags } from "./build/relayTags.ts";

// In development the API runs separately on port 4000; in production it serves web/dist itself.
const apiTarget = "http://localhost:4000";

const vendorChunks = [
  { name: "react", pattern: /node_modules\/(react|react-dom|scheduler)\// },
  { name: "relay", pattern: /node_modules\/(react-relay|relay-runtime|graphql-ws)\// },
  { name: "router", pattern: /node_modules\/(react-router|react-router-dom)\// },
  { name: "headlessui", pattern: /node_modules\/(@headlessui|@floating-ui|@react-aria|react-aria|@tanstack)\// },
];

export default defineConfig({
  base: "/",
  plugins: [react(), babel({ presets: [relayTags] }), tailwindcss(), emojiMartAria(), precompress()],
  // Served from its own file in development too, so emojiMartAria mends it there as in the build.
  optimizeDeps: { exclude: ["emoji-mart"] },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      // precompress spends seconds at the strongest settings on purpose; Rolldown's warning about
      // slow plugins would say so on every build
      checks: { bundlerTimings: false },
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        codeSplitting: { groups: vendorChunks.map(({ name, pattern }) => ({ name, test: pattern })) },
      },
    },
  },
  server: {
    proxy: {
      "/graphql": { target: apiTarget, ws: true },
      "/api": { target: apiTarget },
      "/socket.io": { target: apiTarget, ws: true },
      "/uploads": { target: apiTarget },
      "/media": { target: apiTarget },
    },
  },
});
