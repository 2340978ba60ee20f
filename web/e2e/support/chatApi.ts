import { inject } from "vitest";
import type { ApiUser } from "./socialApi";

// Chat setup over GraphQL for what a test is not about (history, someone else's messages).

async function graphqlAs<Data>(user: ApiUser, query: string, variables: object): Promise<Data> {
  const response = await fetch(`${inject("baseUrl")}/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-graphql-yoga-csrf": "1",
      authorization: `Bearer ${user.auth.token}`,
    },
    body: JSON.stringify({ query, variables }),
  });
  const result = (await response.json()) as { data?: Data; errors?: unknown };
  if (!result.data) throw new Error(`GraphQL failed: ${JSON.stringify(result.errors)}`);
  return result.data;
}

/** `sender` writes `text` to `receiver`, as if from another tab; resolves once it is stored. */
export async function sendMessageViaApi(sender: ApiUser, receiver: ApiUser, text: string): Promise<void> {
  const data = await graphqlAs<{ sendMessage: { __typename: string; message?: string } }>(
    sender,
    `mutation ($input: SendMessageInput!) {
      sendMessage(input: $input) { __typename ... on UserError { code message } }
    }`,
    { input: { receiverId: receiver.auth.viewer.id, text } },
  );
  if (data.sendMessage.__typename !== "SendMessagePayload")
    throw new Error(`sendMessage failed: ${data.sendMessage.message}`);
}
