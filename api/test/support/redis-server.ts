// A redis-server of a test's own, on a port of its own, which the test can kill and start again
// on the same port (a Redis outage); nothing persisted, so a restart comes back empty.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { eventually } from "./eventually.ts";
import { freePort } from "./free-port.ts";

export class RedisServer {
  private process: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  /** A port where no Redis listens yet: `start()` brings one up there. */
  static async reserve(): Promise<RedisServer> {
    return new RedisServer(await freePort());
  }

  static async start(): Promise<RedisServer> {
    const server = await RedisServer.reserve();
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
    const child = spawn(
      "redis-server",
      ["--port", String(this.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: "ignore" },
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
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}
