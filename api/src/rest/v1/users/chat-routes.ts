// v1 chat: the partner list (#8), active people (#9) and a conversation (#12 read, #13 send).
// Text crosses this edge as v1 ciphertext both ways (v1/chat-cipher.ts): what a v1 client
// sends is decrypted before the domain stores it (kept as received when it does not decrypt),
// and every message it reads is encrypted for it, whoever wrote it and from which client.
import type { FastifyInstance } from "fastify";
import { ValidationError } from "../../../domain/errors.ts";
import { viewerOf } from "../auth.ts";
import type { V1Context } from "../context.ts";
import { v1MessageOf } from "../failure-texts.ts";
import { readForm } from "../form.ts";
import { history, listedPeople, partnerList } from "../queries/chat.ts";
import { v1Message, v1MessageWithPeople } from "../serializers/message.ts";
import { userBrief, userFull } from "../serializers/user.ts";

export function registerChatRoutes(app: FastifyInstance, v1: V1Context) {
  const { domain, imageUrl, chatCipher } = v1;

  // Partners in the order their conversations started, as v1 grouped them; the client shows
  // `lastMessage.message` raw on first load (v1 did too) and decrypts it after a send or receive.
  app.get("/users/listPeople", { preHandler: v1.authenticate }, async (request, reply) => {
    const viewer = viewerOf(request);
    const users = (await partnerList(domain, viewer)).map((conversation) => ({
      user: userBrief(conversation.lowUserId === viewer.id ? conversation.highUser : conversation.lowUser, imageUrl),
      lastMessage: v1MessageWithPeople(conversation.messages[0]!, chatCipher, imageUrl),
    }));
    return reply.status(200).send({ status: "success", users });
  });

  // The client accepts the answer only with the reason phrase "OK" (Node's own for 200).
  app.post<{ Params: { userId: string } }>(
    "/users/active-people/:userId",
    { preHandler: v1.authenticate },
    async (request, reply) => {
      const people = await listedPeople(
        domain,
        viewerOf(request),
        (request.body as { people?: unknown } | null)?.people,
        request.params.userId,
      );
      return reply
        .status(200)
        .send({ status: "success", activePeople: people.map((user) => userFull(user, imageUrl, viewerOf(request))) });
    },
  );

  // v1 answered 201 to this GET. Opening a conversation marks it read, up to its newest message.
  app.get<{ Params: { receiverId: string } }>(
    "/users/:receiverId/message",
    { preHandler: v1.authenticate },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { conversationId, messages } = await history(domain, viewer, request.params.receiverId);
      const newest = messages.at(-1);
      if (conversationId && newest) await domain.conversations.markRead(viewer, conversationId, newest.id);
      return reply.status(201).send({
        status: "success",
        result: { allMessages: messages.map((message) => v1Message(message, chatCipher)) },
      });
    },
  );

  // The sender is the token's user and the receiver the path's; the body's senderId and
  // receiverId are ignored, as v1 ignored them.
  app.post<{ Params: { receiverId: string } }>(
    "/users/:receiverId/message",
    { preHandler: v1.authenticate },
    async (request, reply) => {
      const { fields } = await readForm(request, domain, {});
      const ciphertext = fields.get("message");
      try {
        const message = await domain.messages.send(
          viewerOf(request),
          request.params.receiverId,
          ciphertext === undefined ? undefined : chatCipher.fromV1(ciphertext),
        );
        return await reply.status(201).send({ status: "success", result: { message: v1Message(message, chatCipher) } });
      } catch (error) {
        // v1's refusal, bare as it was (no `status`)
        if (error instanceof ValidationError && error.reason === "CANNOT_MESSAGE_SELF")
          return reply.status(400).send({ message: v1MessageOf(error) });
        throw error;
      }
    },
  );
}
