// A redis-server of a test's own, on a port of its own, which the test can kill and start again
// on the same port (a Redis outage); nothing persisted, so a restart comes back empty. `args` add
// to its settings (e.g. `--replicaof`), on every start. Each start runs in a folder of its own: a
// replica's full sync writes an RDB file, which a later server started there would load.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { eventually } from "./eventually.ts";
import { freePort } from "./free-port.ts";

export class RedisServer {
  private process: ChildProcess | null = null;
  private dir: string | null = null;

  private constructor(
    readonly port: number,
    private readonly args: string[],
  ) {}

  /** A port where no Redis listens yet: `start()` brings one up there. */
  static async reserve(args: string[] = []): Promise<RedisServer> {
    return new RedisServer(await freePort(), args);
  }

  static async start(args: string[] = []): Promise<RedisServer> {
    const server = await RedisServer.reserve(args);
    await server.start();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.process !== null;
  }

  /** Starts redis-server on the port; resolves once it accepts connections. */
  async start(): Promise<void> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "skysocial-redis-"));
    this.dir = dir;
    const child = spawn(
      "redis-server",
      ["--port", String(this.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", ...this.args],
      { stdio: "ignore", cwd: dir },
    );
    this.process = child;
    await eventually(async () => {
      if (!(await accepts(this.port)))
        throw new Error(
          `redis-server did not start on port ${this.port}${child.exitCode === null ? "" : ` (exited ${child.exitCode})`}`,
        );
    });
  }

  /** Kills it at once (SIGKILL: no goodbye to its clients); resolves once it is gone. */
  async kill(): Promise<void> {
    const child = this.process;
    if (!child) return;
    this.process = null;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    }
    if (this.dir) fs.rmSync(this.dir, { recursive: true, force: true });
    this.dir = null;
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}
