import { graphql, type ApiUser } from "./socialApi";

// Chat setup over GraphQL for what a test is not about (history, someone else's messages).

/**
 * `sender` writes `text` to `receiver`, as if from another tab; resolves once it is stored, to the
 * message's Relay id (on `baseUrl`: another server than the suite's).
 */
export async function sendMessageViaApi(
  sender: ApiUser,
  receiver: ApiUser,
  text: string,
  baseUrl?: string,
): Promise<string> {
  const { sendMessage } = await graphql<{ sendMessage: { sentMessage?: { id: string }; message?: string } }>(
    `mutation ($input: SendMessageInput!) {
      sendMessage(input: $input) { ... on SendMessagePayload { sentMessage { id } } ... on UserError { code message } }
    }`,
    { input: { receiverId: receiver.auth.viewer.id, text } },
    sender.auth.token,
    baseUrl,
  );
  if (!sendMessage.sentMessage) throw new Error(`sendMessage failed: ${sendMessage.message}`);
  return sendMessage.sentMessage.id;
}
