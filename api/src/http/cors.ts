import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";

/** Echo allowed origins (never "*"), with credentials: the v1 client and Socket.IO need both. */
export function isAllowedOrigin(allowed: string[], origin: string | undefined): boolean {
  return !origin || allowed.includes(origin.replace(/\/+$/, ""));
}

export async function registerCors(app: FastifyInstance, allowed: string[]) {
  await app.register(cors, {
    origin: (origin, cb) => cb(null, isAllowedOrigin(allowed, origin)),
    credentials: true,
    methods: ["GET", "HEAD", "PUT", "PATCH", "POST", "DELETE"],
    allowedHeaders: ["authorization", "content-type", "x-graphql-yoga-csrf"],
    optionsSuccessStatus: 200,
    maxAge: 600,
  });
}
