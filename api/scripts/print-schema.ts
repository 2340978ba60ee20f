// Prints the Pothos schema to /schema.graphql (committed; CI checks it is up to date).
import fs from "node:fs";
import path from "node:path";
import { printSchema } from "graphql";
import { schema } from "../src/graphql/schema.ts";

const target = path.resolve(import.meta.dirname, "..", "..", "schema.graphql");
fs.writeFileSync(target, printSchema(schema) + "\n");
console.log(`wrote ${path.relative(process.cwd(), target)}`);
