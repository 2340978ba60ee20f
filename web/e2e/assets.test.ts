import { describe, expect, test } from "vitest";
import { MIN_BYTES } from "../build/precompress";
import { freshPagePerTest } from "./support/browser";

describe("the app's own files", () => {
  const tab = freshPagePerTest();

  // The build writes brotli copies (web/build/precompress.ts) and the server sends them: a first
  // visit downloads about a quarter of the script bytes.
  test("scripts and styles arrive brotli-compressed and decode to working code", async () => {
    const { page } = tab;
    const encodings = new Map<string, string | undefined>();
    // Read synchronously in the event, so the map is complete once the page has loaded.
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith("/assets/")) encodings.set(url.pathname, response.headers()["content-encoding"]);
    });
    await page.goto("/register");
    // The page rendered, so every script decoded and ran.
    await page.getByRole("tab", { name: "Login", selected: true }).waitFor();
    await page.waitForLoadState("networkidle");

    const assets = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/"))
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          sent: entry.encodedBodySize,
          size: entry.decodedBodySize,
        })),
    );
    expect(assets.some((asset) => asset.path.endsWith(".js"))).toBe(true);
    expect(assets.some((asset) => asset.path.endsWith(".css"))).toBe(true);
    // (a file under a kilobyte, like the bundler's own helpers, is not worth compressing)
    for (const asset of assets.filter(({ size }) => size >= MIN_BYTES)) {
      expect(encodings.get(asset.path), asset.path).toBe("br");
      expect(asset.sent, asset.path).toBeLessThan(asset.size / 2);
    }
  });
});
