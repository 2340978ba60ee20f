/** "Firefox on Windows", as the new-device mail names it; unknown parts said plainly. */
export function deviceName(browser: string | null | undefined, system: string | null | undefined): string {
  return `${browser ?? "Unknown browser"}${system ? ` on ${system}` : ""}`;
}

export const dateOf = (isoDate: string) =>
  new Date(isoDate).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
