// Games set up through the domain: two people, the invitee online and followed, an accepted
// invitation. Tests move the clock by moving the deadlines in the database, never by waiting.
import { afterAll, beforeAll } from "vitest";
import type { DomainEvents, DomainEventType } from "../../src/events/domain-events.ts";
import { storeEvents, type StoredEventType } from "../../src/domain/transaction.ts";
import { createUsers, type TestUser } from "./fixtures.ts";
import { createTestServer, type TestServer } from "./test-server.ts";

/** `inviter` follows `invitee`, who is online (as if a tab of theirs were open). */
export async function befriend(server: TestServer, inviter: TestUser, invitee: TestUser): Promise<void> {
  await server.domain.follows.follow(inviter.viewer, invitee.id);
  await goOnline(server, invitee);
}

/** `user` has the app open (as if a tab of theirs were connected). */
export const goOnline = (server: TestServer, user: TestUser) =>
  server.presence.add(user.id, `test-connection-${user.id}`);

/** A game between two new people, both online (or only `o`, with `inviterOnline: false`), `x` (the inviter, team-1) to move. */
export async function newGame(
  server: TestServer,
  { inviterOnline = true, ...options }: { turnSeconds?: number; inviterOnline?: boolean } = {},
) {
  const [x, o] = (await createUsers(server, 2)) as [TestUser, TestUser];
  await befriend(server, x, o);
  if (inviterOnline) await goOnline(server, x);
  const invitation = await server.domain.gameInvitations.invite(x.viewer, o.id, options);
  const { game } = await server.domain.gameInvitations.accept(o.viewer, invitation.id);
  return { x, o, game, invitation };
}

/** Plays cells in turn, X first (or whoever is to move), through the domain. */
export async function play(server: TestServer, players: { x: TestUser; o: TestUser }, gameId: string, cells: number[]) {
  const game = await server.prisma.game.findUniqueOrThrow({ where: { id: gameId } });
  let mover = game.nextTurn === "X" ? players.x : players.o;
  let last;
  for (const cell of cells) {
    last = await server.domain.games.move(mover.viewer, gameId, cell);
    mover = mover === players.x ? players.o : players.x;
  }
  return last!;
}

/** Moves a game's turn deadline into the past, as if its player to move had waited 30 s. */
export const overdueTurn = (server: TestServer, gameId: string) =>
  server.prisma
    .$executeRaw`UPDATE "Game" SET "turnDeadline" = clock_timestamp() - interval '1 second' WHERE "id" = ${gameId}::uuid`;

/** Moves an invitation's deadline into the past, as if nobody had answered for 7 s. */
export const overdueInvitation = (server: TestServer, invitationId: string) =>
  server.prisma
    .$executeRaw`UPDATE "GameInvitation" SET "expiresAt" = clock_timestamp() - interval '1 second' WHERE "id" = ${invitationId}::uuid`;

/**
 * Every event of `type` published from now on. `drain()` resolves once every event committed
 * before it has arrived (the outbox relay publishes them after the commit, in order; through Redis
 * they arrive asynchronously): it stores a marker of the same type in the outbox, behind them,
 * and waits for it.
 */
export async function record<K extends DomainEventType>(server: TestServer, type: K) {
  const events: DomainEvents[K][] = [];
  let markerSeen: () => void = () => {};
  const marker = `marker-${Math.random()}`;
  const stop = await server.bus.subscribe(type, (event) => {
    if ((event as { marker?: string }).marker === marker) markerSeen();
    else events.push(event);
  });
  return {
    events,
    async drain() {
      const seen = new Promise<void>((resolve) => (markerSeen = resolve));
      const stored = await storeEvents(server.prisma, [
        { type: type as StoredEventType, payload: { marker } as unknown as DomainEvents[StoredEventType] },
      ]);
      server.bus.committed(stored);
      await seen;
      stop();
      return events;
    },
  };
}

/** A test server whose background sweeper is stopped: tests move deadlines by hand and sweep explicitly, with nothing racing their assertions. */
export async function createGameTestServer(): Promise<TestServer> {
  const server = await createTestServer();
  await server.domain.gameClock.stop();
  return server;
}

/** One game test server for a file's tests, opened before them and closed after: `server()` is it. */
export function gameTestServerPerFile(): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await createGameTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => server!;
}
