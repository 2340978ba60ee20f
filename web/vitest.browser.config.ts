import { defineConfig } from "vitest/config";

// Black-box browser tests: the real API process serves the built client (web/dist) on one port.
export default defineConfig({
  test: {
    include: ["e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["e2e/support/globalSetup.ts"],
    // One Chromium at a time: the CI machine has two cores and the server needs one.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // expect.poll gives up after 1 s by default: a page on a busy two-core machine may take longer
    // to show what a test waits for (Playwright's own waits allow 30 s)
    expect: { poll: { timeout: 10_000 } },
  },
});
