// emoji-mart 5's picker marks its highlighted buttons with aria-selected (and its emoji buttons
// with aria-posinset/aria-setsize): states a button may not carry, so axe reports every one
// (181 on an open picker) and screen readers are told nothing true. Its own stylesheet draws the
// highlight from the same attribute. This rewrites the package's module as it is bundled:
// - the category bar's current category: aria-current (valid on any element) and data-selected;
// - the highlighted emoji: data-selected only (the picker's live region already says its name);
// - the skin-tone button: data-selected, and aria-expanded while the tones are shown;
// - the stylesheet's [aria-selected] selectors: [data-selected];
// - and its search box's placeholder, an instruction, from 4.0:1 to 5.5:1 (WCAG asks 4.5:1).
// Each rewrite must match exactly as often as in 5.6.0; an upgrade that moves them fails the build
// here rather than shipping the old markup.
import type { Plugin } from "vite";

const MODULE = /\/node_modules\/emoji-mart\/dist\/module\.js$/;

interface Rewrite {
  readonly pattern: RegExp;
  readonly replacement: string;
  readonly count: number;
}

const rewrites: readonly Rewrite[] = [
  {
    pattern:
      /"aria-selected": selected \|\| undefined,(\s*)"aria-posinset": posinset,\s*"aria-setsize": grid\.setsize,/g,
    replacement: '"data-selected": selected || undefined,$1',
    count: 1,
  },
  {
    pattern: /"aria-selected": selected \|\| undefined,/g,
    replacement: '"aria-current": selected || undefined, "data-selected": selected || undefined,',
    count: 1,
  },
  {
    pattern: /"aria-selected": this\.state\.showSkins \? "" : undefined,/g,
    replacement:
      '"data-selected": this.state.showSkins ? "" : undefined, "aria-expanded": Boolean(this.state.showSkins),',
    count: 1,
  },
  { pattern: /\[aria-selected\]/g, replacement: "[data-selected]", count: 4 },
  {
    pattern: /placeholder \{\\n {2}color: inherit;\\n {2}opacity: \.6;/g,
    replacement: "placeholder {\\n  color: inherit;\\n  opacity: .7;",
    count: 2,
  },
];

export function emojiMartAria(): Plugin {
  return {
    name: "emoji-mart-aria",
    enforce: "pre",
    transform(code, id) {
      if (!MODULE.test(id.split("?")[0] ?? id)) return null;
      let rewritten = code;
      for (const { pattern, replacement, count } of rewrites) {
        const found = rewritten.match(pattern)?.length ?? 0;
        if (found !== count) {
          throw new Error(
            `emoji-mart-aria: ${pattern} matched ${found} times in ${id}, expected ${count} (a new emoji-mart?)`,
          );
        }
        rewritten = rewritten.replace(pattern, replacement);
      }
      if (/aria-(selected|posinset|setsize)/.test(rewritten))
        throw new Error(`emoji-mart-aria: ARIA left unmended in ${id}`);
      return { code: rewritten, map: null };
    },
  };
}
