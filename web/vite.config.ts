import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./build/precompress";

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
  plugins: [
    // babel-plugin-relay turns `graphql` tags into imports of the committed __generated__ artifacts.
    react({ babel: { plugins: ["relay"] } }),
    tailwindcss(),
    precompress(),
  ],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        manualChunks: (id) => vendorChunks.find(({ pattern }) => pattern.test(id))?.name,
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
