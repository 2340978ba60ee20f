// The v1 connection events: `user-joined` binds a socket to a user and answers `active-people`
// (an authenticated socket is bound on connect already) with what that user may see of presence:
// themself and the people they follow who are online, as GraphQL's activeFriends. A socket bound
// to nobody gets no answer: v1 listed everyone online to anyone who asked, with no token at all;
// v1's own notification emits are swallowed because the server generates notifications itself
// (v1-notifications.ts), and relaying them too would notify twice; its `send-message` is
// swallowed because its REST POST stores the message and every stored message is pushed
// (v1-chat.ts): storing or relaying the emit too would deliver it twice.
import type { Logger } from "pino";
import type { Domain } from "../domain/domain.ts";
import { isId } from "../domain/ids.ts";
import type { Presence } from "./presence.ts";
import { userRoom, type V1Socket } from "./socket-types.ts";

const IGNORED_CLIENT_EVENTS = ["likePost", "commentOnPost", "followAndUnfollowUser", "send-message"] as const;

export interface V1BridgeDeps {
  domain: Domain;
  presence: Presence;
  log: Logger;
  /** LEGACY_TRUST_USER_JOINED: bind unauthenticated sockets to the id they name, as v1 did */
  trustUserJoined: boolean;
}

export function v1Bridge({ domain, presence, log, trustUserJoined }: V1BridgeDeps) {
  /** The user this `user-joined` may bind the socket to, or null to ignore it. */
  async function claimedUser(socket: V1Socket, payload: unknown): Promise<string | null> {
    if (typeof payload !== "string") return null; // v1 sends null until its user context loads
    const id = payload.toLowerCase();
    const { viewer } = socket.data;
    if (viewer) {
      if (id === viewer.id) return id;
      log.debug({ socketId: socket.id, viewerId: viewer.id, claimed: id }, "user-joined names another user: ignored");
      return null;
    }
    // not a UUID: names nobody (and would make the uuid column's lookup throw)
    if (!trustUserJoined || !isId(id)) return null;
    return (await domain.accounts.activeUser(id))?.id ?? null;
  }

  async function bind(socket: V1Socket, userId: string): Promise<void> {
    const previous = socket.data.userId;
    if (previous === userId) return; // v1 clients repeat user-joined several times per page
    // All of it starts before the first await (presence counts locally at once), so a
    // disconnect arriving meanwhile finds the binding whole and undoes all of it.
    socket.data.userId = userId;
    const updates = [socket.join(userRoom(userId)), presence.add(userId, socket.id)];
    // only in trust mode can a socket name someone else later: the latest wins, as in v1
    if (previous) updates.push(socket.leave(userRoom(previous)), presence.remove(previous, socket.id));
    await Promise.all(updates);
  }

  async function onUserJoined(socket: V1Socket, payload: unknown): Promise<void> {
    const userId = await claimedUser(socket, payload);
    // the socket may have gone while the user was looked up: binding it now would leave a ghost
    if (userId && socket.connected) await bind(socket, userId);
    const bound = socket.data.userId;
    if (bound) socket.emit("active-people", { people: await domain.online.visibleTo({ id: bound }) });
  }

  async function onDisconnect(socket: V1Socket): Promise<void> {
    const { userId } = socket.data;
    if (userId) await presence.remove(userId, socket.id);
  }

  return (socket: V1Socket) => {
    socket.data.userId = null;
    // the handler's promise settles once the answer (if any) is sent
    socket.on("user-joined", (payload) =>
      onUserJoined(socket, payload).catch((err: unknown) =>
        log.error({ err, socketId: socket.id }, "user-joined failed"),
      ),
    );
    socket.on("disconnect", () => {
      onDisconnect(socket).catch((err: unknown) =>
        log.error({ err, socketId: socket.id }, "presence update on disconnect failed"),
      );
    });
    for (const event of IGNORED_CLIENT_EVENTS)
      socket.on(event, () =>
        log.debug({ event, socketId: socket.id }, "v1 client emit ignored: the server delivers this itself"),
      );
    // A socket that proved who it is is bound at once: v1 clients do not re-send user-joined
    // after a reconnect (a server restart, a network blip), and would otherwise go deaf.
    const { viewer } = socket.data;
    if (viewer)
      bind(socket, viewer.id).catch((err: unknown) =>
        log.error({ err, socketId: socket.id }, "binding an authenticated socket failed"),
      );
  };
}
