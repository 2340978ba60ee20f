// The httpOnly cookie the v1 login and signup responses set, so a v1 client served from the
// same origin can authenticate its Socket.IO connection (v1 never sent a token on the socket).
import cookie from "@fastify/cookie";

const { fastifyCookie } = cookie;

export const SESSION_COOKIE = "skysocial_session";

export function sessionCookie(token: string, opts: { secure: boolean; maxAgeSeconds: number }): string {
  return fastifyCookie.serialize(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: opts.secure,
    maxAge: opts.maxAgeSeconds,
  });
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  return header ? fastifyCookie.parse(header)[name] : undefined;
}
