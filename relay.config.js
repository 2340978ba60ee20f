// Read by relay-compiler (`npm run relay --workspace web`) and by babel-plugin-relay in Vite.
// Both load it with require(); the "module.exports" export makes require() of this ES module
// return the config object itself instead of a namespace with a `default` key.
const config = {
  src: "web/src",
  schema: "schema.graphql",
  language: "typescript",
  eagerEsModules: true,
  excludes: ["**/node_modules/**", "**/__generated__/**"],
  customScalarTypes: {
    DateTime: "string",
    File: "File",
  },
  persistConfig: { file: "web/persisted-operations.json", algorithm: "SHA256" },
};

export default config;
export { config as "module.exports" };
