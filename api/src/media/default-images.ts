// Generated images for users who did not upload their own: an initial on a coloured square
// for the avatar, a two-colour gradient for the cover. Both are a pure function of the
// username (colours) and name (letter), so the bytes are deterministic and users that end up
// with the same picture share one stored file through content addressing.
import crypto from "node:crypto";
import sharp from "sharp";
import { encodeWebp, type PreparedImage } from "./encode-webp.ts";

export interface DefaultImageSeed {
  username: string;
  name: string;
}

export interface DefaultImageOptions {
  /** the configured maxImageSide (default 2048); the generated sizes are scaled down to fit it */
  maxSide?: number;
}

export const AVATAR_SIZE = 256;
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 400;

// Mid-dark tones: white text stays readable on every one of them.
const PALETTE = [
  "#1e88e5",
  "#43a047",
  "#e53935",
  "#8e24aa",
  "#ef6c00",
  "#00897b",
  "#3949ab",
  "#d81b60",
  "#6d4c41",
  "#546e7a",
  "#0277bd",
  "#558b2f",
] as const;

// DejaVu Sans ships with Debian's font packages; fontconfig falls back to any sans font.
const FONT_FAMILY = "'DejaVu Sans', sans-serif";

export function defaultAvatar(seed: DefaultImageSeed, opts: DefaultImageOptions = {}): Promise<PreparedImage> {
  const [colour] = paletteColours(seed.username);
  const size = AVATAR_SIZE;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <rect width="100%" height="100%" fill="${colour}"/>
  <text x="50%" y="50%" dy="0.36em" text-anchor="middle" font-family="${FONT_FAMILY}" font-size="${size * 0.45}" font-weight="bold" fill="#ffffff">${initialOf(seed)}</text>
</svg>`;
  return render(svg, opts);
}

export function defaultCover(seed: DefaultImageSeed, opts: DefaultImageOptions = {}): Promise<PreparedImage> {
  const [from, to] = paletteColours(seed.username);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
</svg>`;
  return render(svg, opts);
}

/** A deleted account's stand-in (no initial: it is nobody): a grey silhouette, the same for every one. */
export function deletedAccountAvatar(opts: DefaultImageOptions = {}): Promise<PreparedImage> {
  const size = AVATAR_SIZE;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 256 256">
  <rect width="100%" height="100%" fill="#94a3b8"/>
  <circle cx="128" cy="100" r="44" fill="#e2e8f0"/>
  <path d="M48 232c0-48 36-76 80-76s80 28 80 76z" fill="#e2e8f0"/>
</svg>`;
  return render(svg, opts);
}

/** A deleted account's stand-in's cover: plain grey. */
export function deletedAccountCover(opts: DefaultImageOptions = {}): Promise<PreparedImage> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}"><rect width="100%" height="100%" fill="#cbd5e1"/></svg>`;
  return render(svg, opts);
}

/**
 * First letter or digit of the name, else of the username, upper-cased. Scripts that
 * DejaVu Sans covers come first (a CJK name next to a Latin username gives the Latin
 * letter: no fallback font is guaranteed); "?" when there is no letter at all.
 */
export function initialOf(seed: DefaultImageSeed): string {
  const texts = [seed.name, seed.username].map((text) => text.normalize("NFC"));
  const initial =
    firstMatch(texts, /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}0-9]/u) ??
    firstMatch(texts, /[\p{L}\p{N}]/u);
  // Only letters and digits pass, so nothing needs escaping inside the SVG.
  return initial?.toLocaleUpperCase("en-US") ?? "?";
}

function firstMatch(texts: string[], pattern: RegExp): string | undefined {
  for (const text of texts) {
    const match = pattern.exec(text);
    if (match) return match[0];
  }
  return undefined;
}

/** Two different palette colours picked from a hash of the (case-insensitive) username. */
function paletteColours(username: string): [string, string] {
  const hash = crypto.createHash("sha256").update(username.toLowerCase()).digest();
  const first = hash.readUInt32BE(0) % PALETTE.length;
  const offset = 1 + (hash.readUInt32BE(4) % (PALETTE.length - 1));
  return [PALETTE[first]!, PALETTE[(first + offset) % PALETTE.length]!];
}

function render(svg: string, opts: DefaultImageOptions): Promise<PreparedImage> {
  return encodeWebp(sharp(Buffer.from(svg)), opts.maxSide ?? 2048);
}
