import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import reactHooks from "eslint-plugin-react-hooks";
import { importX } from "eslint-plugin-import-x";
import globals from "globals";
import tseslint from "typescript-eslint";

/** What no face may do: hold the database, the bus or the media store. */
const FACE_RESTRICTIONS = [
  {
    selector: "MemberExpression[property.name='relations'][object.name='ctx']",
    message: "Ask the domain (domain.rows or an operation): relations is the Pothos Prisma plugin's.",
  },
  {
    selector:
      "MemberExpression[property.name=/^(prisma|bus|media)$/]:matches([object.name='domain'], [object.property.name='domain'])",
    message: "Faces call domain operations; they do not hold the database, the bus or the media store.",
  },
];

/** http/ holds the composition: nothing outside it (the faces least of all) reaches back into it. */
const NOT_INTO_HTTP = {
  group: ["**/http/*"],
  message: "http/ holds the server's composition only: move what you need beside its meaning.",
};

/** The read policies are the domain's own: faces call the domain reads built on them. */
const NO_READ_POLICIES = {
  group: ["**/domain/policies/*"],
  message:
    "Who may read what is the domain's: call a domain read (posts/visible-posts.ts, social/comments.ts, social/people-lists.ts, users/discovery.ts, chat/conversations.ts, readable-rows.ts) instead of picking a read policy.",
};

const APP_MUTATION = "web/src/mutations/useAppMutation.ts";
const APP_SUBSCRIPTION = "web/src/subscriptions/useAppSubscription.ts";
/** Relay's own ways to run `importNames`, which the web client runs through its `wrapper` only. */
const onlyThrough = (importNames, wrapper) =>
  ["react-relay", "relay-runtime"].map((name) => ({ name, importNames, message: `Use ${wrapper} instead.` }));
const OWN_MUTATIONS = onlyThrough(["useMutation", "commitMutation"], `useAppMutation (${APP_MUTATION})`);
const OWN_SUBSCRIPTIONS = onlyThrough(
  ["useSubscription", "requestSubscription"],
  `useAppSubscription or useStartSubscription (${APP_SUBSCRIPTION})`,
);

export default defineConfig(
  {
    ignores: ["**/node_modules/**", "**/dist/**", "data/**", "api/src/generated/**", "**/__generated__/**"],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // a module graph without cycles: a cycle makes load order decide what is undefined at start
    files: ["api/src/**/*.ts", "web/src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs"] } },
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // faces translate: they ask the domain, never the database (the Pothos Prisma plugin alone
    // reads relations with GraphQLContext.relations; the composition in server.ts and http/ holds the rest)
    files: ["api/src/graphql/**/*.ts", "api/src/rest/**/*.ts", "api/src/realtime/**/*.ts"],
    rules: { "no-restricted-syntax": ["error", ...FACE_RESTRICTIONS] },
  },
  {
    // every mutation has the one shape payloadMutation builds (input, payload, typed errors)
    files: ["api/src/graphql/**/*.ts"],
    ignores: ["api/src/graphql/payload-mutation.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...FACE_RESTRICTIONS,
        {
          selector: "CallExpression[callee.object.name='builder'][callee.property.name=/^mutationFields?$/]",
          message:
            "Declare mutations with payloadMutation (graphql/payload-mutation.ts): one input, one payload, typed errors.",
        },
      ],
    },
  },
  {
    // http/ composes the server and nothing else: an arrow from a face (or anything) back into it
    // ties that face to the server's assembly. Shared pieces live where their meaning is (browser/).
    files: ["api/src/**/*.ts"],
    ignores: ["api/src/http/**", "api/src/server.ts", "api/src/main.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [NOT_INTO_HTTP],
        },
      ],
    },
  },
  {
    // the domain holds rules and the ports it needs; adapters (Redis clients, archive writing)
    // live outside it (redis/, archive/...) and the composition (server.ts) hands them in
    files: ["api/src/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["ioredis", "yazl"].map((name) => ({
            name,
            message: "An adapter's library: declare a port in the domain and write the adapter outside it.",
          })),
          patterns: [
            NOT_INTO_HTTP,
            {
              group: ["**/redis/*", "**/config/redis-*", "**/events/redis-*", "**/archive/*"],
              message: "Adapters are handed to the domain by the composition (server.ts), not imported.",
            },
          ],
        },
      ],
    },
  },
  {
    // who may read what is the domain's to say: a face reads through the domain's named reads
    // (postsShownTo, commentsShownTo, profilesFoundBy, followersShownTo...), never picks a filter
    files: ["api/src/graphql/**/*.ts", "api/src/rest/**/*.ts", "api/src/realtime/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [NOT_INTO_HTTP, NO_READ_POLICIES] }] },
  },
  {
    files: ["api/src/http/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [NO_READ_POLICIES] }] },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat["recommended-latest"]],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // one way to run a mutation, so every screen tells refusals and failures alike and logs failures
    // once; one way to follow a subscription, so every failure is logged once and none is unhandled
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: [APP_MUTATION, APP_SUBSCRIPTION],
    rules: { "no-restricted-imports": ["error", ...OWN_MUTATIONS, ...OWN_SUBSCRIPTIONS] },
  },
  { files: [APP_MUTATION], rules: { "no-restricted-imports": ["error", ...OWN_SUBSCRIPTIONS] } },
  { files: [APP_SUBSCRIPTION], rules: { "no-restricted-imports": ["error", ...OWN_MUTATIONS] } },
);
