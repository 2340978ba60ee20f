// `npm run dev`: the API with NODE_ENV=development (which, and only which, trusts a Vite dev
// server's origin, http://localhost:5173, for credentialed CORS and Socket.IO) beside the web
// client's Vite dev server on that origin, which proxies the API. Ctrl-C stops both.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.env.NODE_ENV = "development";

const vite = spawn("npm", ["run", "dev", "--workspace", "web"], { cwd: root, stdio: "inherit" });
const stopVite = () => vite.exitCode === null && vite.kill();
process.on("exit", stopVite);
vite.on("exit", (code) => {
  if (code) console.error(`[dev] the Vite dev server stopped (exit ${code}); the API keeps running`);
});

console.log("[dev] API on PORT (4000 by default) with NODE_ENV=development; the web client at http://localhost:5173");
const { register } = await import("tsx/esm/api");
register();
await import(path.join(root, "api", "src", "main.ts"));
