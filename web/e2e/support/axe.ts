import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

// axe-core in the page: the accessibility suite's check, shared with suites that run a server of their own.

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: axe's tags for them (2.2 added AA rules only, target size among them). */
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

interface Violation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: ReadonlyArray<{ readonly target: readonly unknown[]; readonly failureSummary?: string }>;
}

/**
 * axe-core's WCAG 2.2 A/AA checks on what the page shows now: contrast, names and labels, roles,
 * target sizes, focusable content hidden from assistive technology. Serious and critical findings
 * only; the moderate ones are best-practice advice (axe flags the page's own landmarks as missing
 * while a Headless UI menu has made everything else inert, for instance).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  return described((await wcagViolations(page)).filter(({ impact }) => impact === "serious" || impact === "critical"));
}

/** The same checks, findings of every impact: for screens where even a minor one is a slip. */
export async function allViolations(page: Page): Promise<string[]> {
  return described(await wcagViolations(page));
}

async function wcagViolations(page: Page): Promise<Violation[]> {
  // what stays on screen: half-way through a Headless UI transition a dialog's colours still blend
  // with the backdrop (a red button read 1.22:1 while fading in, grey text 2.9:1). Two frames first:
  // a dialog opened by the last click may not have started its transition yet.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(
    () =>
      document.querySelector("[data-transition]") === null &&
      document
        .getAnimations()
        .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== "running"),
  );
  // evaluated through the DevTools protocol: the app's CSP (scripts from its origin only) would
  // refuse a <script> tag, and rightly so
  await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: tags } });
    return result.violations;
  }, WCAG_22_AA);
}

function described(violations: readonly Violation[]): string[] {
  return violations.map(
    ({ id, impact, help, nodes }) =>
      `${id} (${impact}): ${help} (${nodes.length}x, e.g. ${nodes[0]?.target.join(" ")}: ${nodes[0]?.failureSummary})`,
  );
}
