import babel from "@rolldown/plugin-babel";
import { defineConfig } from "vitest/config";
import { relayTags } from "./build/relayTags.ts";

// The client's pure logic (formatters, validation, paths, game rules), beside its modules: no
// browser and no server, so the suite takes seconds and runs before the browser tests.
export default defineConfig({
  plugins: [babel({ presets: [relayTags] })],
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
    // pure modules hold no state between files: one worker for them all saves a start per file
    isolate: false,
  },
});
