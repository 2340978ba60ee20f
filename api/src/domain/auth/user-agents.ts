// The browser and system a User-Agent header names, as a person knows them ("Firefox",
// "Android"): enough to tell one's own devices apart in Settings and to notice a sign-in from a
// new one. Names only, never versions: a browser that updates itself is not a new device.
// A short ordered list rather than a dependency: browsers that build on another name it too
// ("Chrome/... Safari/..." in Edge's header), so the most specific token is tried first.

/** The most of a User-Agent header kept: real ones are a few hundred characters. */
export const USER_AGENT_MAX = 512;

export interface Device {
  /** "" when the header names no browser we know (a script, an app) */
  browser: string;
  /** "" when the header names no system we know */
  system: string;
}

const BROWSERS: [RegExp, string][] = [
  [/\b(?:Edg|EdgA|EdgiOS|Edge)\//, "Edge"],
  [/\b(?:OPR|OPiOS|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bVivaldi\//, "Vivaldi"],
  [/\bYaBrowser\//, "Yandex Browser"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:Chrome|CriOS|HeadlessChrome)\//, "Chrome"],
  [/\bChromium\//, "Chromium"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
  [/\bMobile\/\w+ /, "Safari"], // an iOS web view without "Safari/"
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\b(?:Macintosh|Mac OS X)\b/, "macOS"],
  [/\b(?:Linux|X11)\b/, "Linux"],
];

const firstMatch = (rules: [RegExp, string][], header: string) =>
  rules.find(([pattern]) => pattern.test(header))?.[1] ?? "";

/** The browser and system of a User-Agent header (cut to USER_AGENT_MAX first). */
export function deviceOf(userAgent: string): Device {
  const header = userAgent.slice(0, USER_AGENT_MAX);
  return { browser: firstMatch(BROWSERS, header), system: firstMatch(SYSTEMS, header) };
}
