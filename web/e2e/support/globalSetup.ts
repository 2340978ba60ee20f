import { existsSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { repoRoot, startApiServer } from "./apiServer";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(path.join(repoRoot, "web", "dist", "index.html"))) {
    throw new Error("web/dist is missing: run `npm run build --workspace web` (test:browser does it first).");
  }
  const server = await startApiServer();
  project.provide("baseUrl", server.baseUrl);
  return server.stop;
}
