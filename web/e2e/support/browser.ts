import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from "vitest";

const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

function chromiumExecutable(): string {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) throw new Error("No Chromium found: set CHROME_PATH or install Debian's chromium package.");
  return found;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
}

/** What each context's pages reported breaching the server's Content-Security-Policy. */
const cspViolations = new WeakMap<BrowserContext, string[]>();

/**
 * A fresh context per test: its own localStorage, so sessions never leak between tests. `baseUrl`:
 * another server than the suite's; `options`: another screen (a zoomed one: `deviceScaleFactor`).
 */
export async function newAppContext(
  browser: Browser,
  baseUrl = inject("baseUrl"),
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 }, ...options });
  const violations: string[] = [];
  cspViolations.set(context, violations);
  // Chromium reports every blocked script, style, image or connection on the console
  context.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return context;
}

/** Every page of the context kept to the app's CSP: nothing it needed was blocked. */
export function expectNoCspViolations(context: BrowserContext) {
  expect(cspViolations.get(context)).toEqual([]);
}

/**
 * One Chromium for the test file, and a fresh context and page for every test (its own
 * localStorage, so sessions never leak between tests). Read `.page` inside a test or hook.
 */
export function freshPagePerTest(): { readonly page: Page; readonly browser: Browser } {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });
  beforeEach(async () => {
    context = await newAppContext(browser);
    page = await context.newPage();
  });
  afterEach(async () => {
    await context.close();
    expectNoCspViolations(context);
  });
  return {
    get page() {
      return page;
    },
    get browser() {
      return browser;
    },
  };
}

/**
 * Two people in two browser contexts (their own localStorage each), fresh for every test, on one
 * Chromium for the file. Read `.first` and `.second` inside a test or hook.
 */
export function twoPagesPerTest(): { readonly first: Page; readonly second: Page } {
  let browser: Browser;
  let contexts: BrowserContext[] = [];
  let pages: Page[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });
  beforeEach(async () => {
    contexts = [await newAppContext(browser), await newAppContext(browser)];
    pages = await Promise.all(contexts.map((context) => context.newPage()));
  });
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts.forEach(expectNoCspViolations);
  });
  return {
    get first() {
      return pages[0]!;
    },
    get second() {
      return pages[1]!;
    },
  };
}
