// Which X-Forwarded-For hops to trust for the client's address (TRUST_PROXY), in the two forms
// the server needs: Fastify's option, for request.ip, and a function for the WebSocket upgrades
// graphql-ws takes outside Fastify. Both faces then key their per-IP limits the same way. And
// whether a request's peer is a proxy whose trace context is believed (TRUST_TRACEPARENT_FROM).
import type { IncomingMessage } from "node:http";
import proxyAddr from "@fastify/proxy-addr";
import type { Config } from "../config/env.ts";

type Trust = Config["trustProxy"];

/** The nearest `hops` addresses, the socket's peer first: a known proxy chain in front of the nodes. */
const nearest = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Fastify's trustProxy. Fastify 5 reads a bare hop count as "trust no hop", so a count goes as a function. */
export function fastifyProxyTrust(trust: Trust) {
  return typeof trust === "number" ? nearest(trust) : trust;
}

/** Whether the request's peer (the socket's other end) is one of `addresses` (TRUST_TRACEPARENT_FROM). */
export function peerIn(addresses: string[]): (request: IncomingMessage) => boolean {
  if (!addresses.length) return () => false;
  const listed = proxyAddr.compile(addresses);
  return (request) => {
    const peer = request.socket.remoteAddress;
    return peer !== undefined && listed(peer, 0);
  };
}

/** The client's address of a request Fastify did not parse, trusting the same hops as request.ip. */
export function clientAddressOf(trust: Trust): (request: IncomingMessage) => string {
  if (trust === false) return (request) => request.socket.remoteAddress ?? "unknown";
  const trusted = typeof trust === "number" ? nearest(trust) : proxyAddr.compile(trust);
  return (request) => proxyAddr(request, trusted);
}
