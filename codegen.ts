// Typed GraphQL documents for the api tests: `graphql(...)` calls in api/test are checked against
// schema.graphql and return TypedDocumentNodes. Output is committed; CI checks it is current.
import type { CodegenConfig } from "@graphql-codegen/cli";

const config: CodegenConfig = {
  schema: "schema.graphql",
  documents: ["api/test/**/*.ts", "!api/test/graphql/__generated__/**"],
  ignoreNoDocuments: false,
  emitLegacyCommonJSImports: false,
  generates: {
    "api/test/graphql/__generated__/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: "string", File: "File" },
      },
    },
  },
  hooks: {},
};

export default config;
