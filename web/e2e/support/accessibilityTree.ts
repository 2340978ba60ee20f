import type { Page } from "playwright-core";

// The browser's own accessibility tree (Chromium's, over the DevTools protocol): the names a
// screen reader is given, as Chromium computes them from the page.

/** The accessible names of the page's nodes with `role` ("link", "button", "heading"), in page order. */
export async function accessibleNames(page: Page, role: string): Promise<string[]> {
  const devtools = await page.context().newCDPSession(page);
  try {
    const { root } = await devtools.send("DOM.getDocument", { depth: 0 });
    const { nodes } = await devtools.send("Accessibility.queryAXTree", { nodeId: root.nodeId, role });
    return nodes.filter((node) => !node.ignored).map((node) => String(node.name?.value ?? ""));
  } finally {
    await devtools.detach();
  }
}
