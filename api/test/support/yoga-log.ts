import type { PrismaClient } from "../../src/generated/prisma/client.ts";
// A Yoga over a test server's domain (or a stand-in for part of it) whose log lines are kept.
import { Writable } from "node:stream";
import pino from "pino";
import type { Domain } from "../../src/domain/domain.ts";
import { createGraphQLServer } from "../../src/graphql/yoga.ts";

export interface LogLine {
  level: number;
  msg: string;
  err?: { message: string; stack: string };
}

/** Yoga alone over `domain`, with `relations` the client its Prisma plugin reads relations with (the test server's). */
export function yogaWithLog(domain: Domain, relations: PrismaClient) {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const yoga = createGraphQLServer({ domain, relations, logger: pino({ level: "debug" }, sink), maxUploadBytes: 1024 });
  const ask = async (query: string, token?: string, variables?: Record<string, unknown>) => {
    const res = await yoga.fetch("http://skysocial.test/graphql", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-graphql-yoga-csrf": "1",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as {
      data?: Record<string, unknown> | null;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
  };
  return { lines, ask };
}
