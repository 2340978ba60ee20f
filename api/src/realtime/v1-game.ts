// Tic-tac-toe for v1 sockets (docs/v1-compatibility.md: Socket.IO events, Game invitations):
// the v1 events drive the same domain rules as GraphQL, and what the domain
// announces on the bus reaches v1 sockets of the people concerned, on any node, whichever face
// acted. So a v1 player and a Relay player can play each other.
//   accept-invite {_id, currentUserId}  -> invite _id           -> acceptInvite to the invitee
//   reject-invite {receiver}            -> reject receiver's    -> rejectInvite to the inviter
//   join-room {roomId, sender, receiver}-> accept receiver's    -> room-join(inviter id) to both
//   box-clicked {boxIndex, team}        -> move in the socket's user's game in progress
//                                                               -> box-clicked to the other player
//   (the server's decision)             -> game-over {winner} to the other player (a timeout or
//                                          forfeit: to both, neither side saw it coming)
// A v1 payload that is malformed, or that the rules refuse, is logged and ignored: v1 clients
// have no error event to hear it on (they check turn and cell locally anyway).
import type { Logger } from "pino";
import { z } from "zod";
import type { Viewer } from "../domain/auth/sessions.ts";
import { DomainError } from "../domain/errors.ts";
import { isId } from "../domain/ids.ts";
import { markOfTeam, teamOf } from "../domain/game/board.ts";
import { markOf } from "../domain/game/games.ts";
import type { Domain } from "../domain/domain.ts";
import type { DomainEvents } from "../events/domain-events.ts";
import { userRoom, type V1Server, type V1Socket } from "./socket-types.ts";

const userId = z.string().max(64).refine(isId, "not a user id");
const ACCEPT_INVITE = z.object({ _id: userId, currentUserId: userId.optional() });
const REJECT_INVITE = z.object({ receiver: userId });
const JOIN_ROOM = z.object({ roomId: userId.optional(), receiver: userId, sender: userId.optional() });
const BOX_CLICKED = z.object({
  boxIndex: z.number().int().min(0).max(8),
  team: z.enum(["team-1", "team-2"]).optional(),
});

/** The v1 game events a socket sends. */
export function v1GameEvents(domain: Domain, log: Logger) {
  /** The socket's user as the domain's viewer, or null while it is bound to nobody. */
  async function viewerOf(socket: V1Socket): Promise<Viewer | null> {
    const { userId: bound, viewer } = socket.data;
    if (!bound) return null;
    if (viewer?.id === bound) return viewer;
    return domain.accounts.activeUser(bound);
  }

  /** Parses, then acts as the socket's user; refusals and malformed payloads are logged, never thrown. */
  function on<S extends z.ZodType>(
    socket: V1Socket,
    event: "accept-invite" | "reject-invite" | "join-room" | "box-clicked",
    schema: S,
    act: (viewer: Viewer, payload: z.infer<S>) => Promise<unknown>,
  ) {
    socket.on(event, (payload: unknown) => {
      const run = async () => {
        const parsed = schema.safeParse(payload);
        if (!parsed.success)
          return log.info(
            { event, socketId: socket.id, issues: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`) },
            "v1 game event ignored: malformed payload",
          );
        const viewer = await viewerOf(socket);
        if (!viewer)
          return log.info({ event, socketId: socket.id }, "v1 game event ignored: the socket has not joined as a user");
        await act(viewer, parsed.data);
      };
      run().catch((err: unknown) => {
        if (err instanceof DomainError)
          log.info({ event, socketId: socket.id, refusal: err.message }, "v1 game event refused");
        else log.error({ err, event, socketId: socket.id }, "v1 game event failed");
      });
    });
  }

  /** The open invitation from `inviterId` to the viewer, or a refusal to log. */
  async function openInvitationFrom(viewer: Viewer, inviterId: string) {
    const invitation = await domain.gameInvitations.openBetween(viewer.id, inviterId);
    if (!invitation || invitation.inviterId !== inviterId || invitation.rematchOfId)
      throw new Unactionable(NO_INVITATION);
    return invitation;
  }

  return (socket: V1Socket) => {
    on(socket, "accept-invite", ACCEPT_INVITE, async (viewer, { _id, currentUserId }) => {
      if (currentUserId && currentUserId.toLowerCase() !== viewer.id) throw new Unactionable(NOT_THE_SENDER);
      await domain.gameInvitations.invite(viewer, _id);
    });
    on(socket, "reject-invite", REJECT_INVITE, async (viewer, { receiver }) => {
      await domain.gameInvitations.reject(viewer, (await openInvitationFrom(viewer, receiver.toLowerCase())).id);
    });
    on(socket, "join-room", JOIN_ROOM, async (viewer, { receiver, sender }) => {
      if (sender && sender.toLowerCase() !== viewer.id) throw new Unactionable(NOT_THE_SENDER);
      await domain.gameInvitations.accept(viewer, (await openInvitationFrom(viewer, receiver.toLowerCase())).id);
    });
    on(socket, "box-clicked", BOX_CLICKED, async (viewer, { boxIndex, team }) => {
      // the v1 payload names no game: it is the player's game in progress
      const game = await domain.games.current(viewer);
      if (!game) throw new Unactionable("no game in progress");
      if (team && markOfTeam(team) !== markOf(game, viewer.id))
        throw new Unactionable("the player is not on that team");
      await domain.games.move(viewer, game.id, boxIndex);
    });
    // v1 clients announce the end they saw; the server has decided it already (and tells them)
    socket.on("game-over", () =>
      log.debug({ socketId: socket.id }, "v1 game-over emit ignored: the server decides the end"),
    );
  };
}

/** A v1 game event that names nothing the player can act on: logged like a refusal. */
class Unactionable extends DomainError {
  readonly code = "NOT_FOUND";
}
const NO_INVITATION = "no open invitation from that user";

// v1's wording (docs/v1-compatibility.md): v1 screens show these as they come
const v1Invited = (inviter: string) => `${inviter} invites you for game`;
const v1Rejected = (invitee: string) => `${invitee} rejects your Invitation`;
const NOT_THE_SENDER = "the payload names another user as the sender";

/** Starts pushing game news to v1 sockets; returns the function that stops it. */
export function pushV1Game(io: V1Server, domain: Domain, log: Logger): () => void {
  /** Only a node with the user's sockets emits (every node hears every event). */
  const here = (id: string) => !!io.of("/").adapter.rooms.get(userRoom(id))?.size;
  const to = (id: string) => io.local.to(userRoom(id));

  const participants = (invitationId: string) => domain.live.invitationPeople(invitationId);

  async function invited({ invitationId }: DomainEvents["game.invited"], inviteeId: string) {
    const people = await participants(invitationId);
    if (!people) return;
    const { inviter, invitee } = people;
    to(inviteeId).emit("acceptInvite", {
      type: "accept",
      receiverId: invitee.id,
      receiver: invitee.username,
      sender: inviter.id,
      message: v1Invited(inviter.username),
    });
  }

  async function rejected({ invitationId }: DomainEvents["game.invitationAnswered"], inviterId: string) {
    const people = await participants(invitationId);
    if (people) to(inviterId).emit("rejectInvite", { type: "reject", message: v1Rejected(people.invitee.username) });
  }

  const report = (what: string) => (err: unknown) => log.error({ err }, `${what} for v1 sockets failed`);
  // The domain says who hears each event (live/audiences.ts); v1 tells some of them, its own way.
  // v1 has no rematch offers.
  return domain.live.hear(
    ["game.invited", "game.invitationAnswered", "game.moved", "game.ended"],
    (event, { userId, as }) => {
      if (!here(userId)) return;
      switch (event.type) {
        case "game.invited":
          if (as === "invitee" && !event.payload.rematchOfId)
            invited(event.payload, userId).catch(report("acceptInvite"));
          return;
        case "game.invitationAnswered":
          if (event.payload.rematchOfId) return;
          // room-join: to both players, with the inviter's id (v1's room id and board address)
          if (event.payload.accepted) to(userId).emit("room-join", event.payload.inviterId);
          else if (as === "inviter") rejected(event.payload, userId).catch(report("rejectInvite"));
          return;
        case "game.moved":
          if (as === "opponent")
            to(userId).emit("box-clicked", { boxIndex: event.payload.cell, team: teamOf(event.payload.mark) });
          return;
        case "game.ended": {
          // the mover's own v1 client saw its winning or drawing move; a timeout or forfeit nobody's board showed
          const { reason, byId, winnerMark } = event.payload;
          if ((reason === "LINE" || reason === "FULL_BOARD") && userId === byId) return;
          to(userId).emit("game-over", { winner: winnerMark && teamOf(winnerMark) });
          return;
        }
      }
    },
  );
}
