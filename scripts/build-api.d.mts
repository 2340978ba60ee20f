// Types of build-api.mjs, for the api tests that drive it.

/**
 * Builds `entry` (default api/src/main.ts) into `outfile` (default api/dist/main.mjs), with a
 * linked source map, unless the bundle there is current: "built" or "reused".
 */
export function ensureApiBuild(options?: { entry?: string; outfile?: string }): Promise<"built" | "reused">;
