import { defineRolldownBabelPreset } from "@rolldown/plugin-babel";

/**
 * babel-plugin-relay turns `graphql` tags into imports of the committed __generated__ artifacts;
 * Babel only sees the files that have one. The build and the unit tests both need it: a module
 * with a tag at its top (userErrors.ts) throws when loaded without it.
 */
export const relayTags = defineRolldownBabelPreset({
  preset: () => ({ plugins: ["relay"] }),
  rolldown: { filter: { code: /\bgraphql`/ } },
});
