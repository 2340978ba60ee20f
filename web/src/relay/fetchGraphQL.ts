import {
  Observable,
  type FetchFunction,
  type GraphQLResponse,
  type RequestParameters,
  type Variables,
} from "relay-runtime";
import {
  GraphQLResponseError,
  hasRejectedTokenEntry,
  hasUnauthenticatedEntry,
  type GraphQLErrorEntry,
} from "./GraphQLResponseError";
import { multipartRequestBody } from "./multipartRequestBody";
import { operationPayload } from "./operationPayload";
import { notifyTokenRejected } from "./tokenRejections";

export const GRAPHQL_PATH = "/graphql";

interface ResponseBody {
  readonly data?: unknown;
  readonly errors?: readonly GraphQLErrorEntry[];
}

export function createFetchFunction(getToken: () => string | null): FetchFunction {
  return (request, variables, _cacheConfig, uploadables) =>
    Observable.create<GraphQLResponse>((sink) => {
      const operation = operationPayload(request, variables);
      const headers = new Headers({
        accept: "application/graphql-response+json, application/json;q=0.9",
        // Yoga's CSRF prevention rejects browser requests (multipart ones included) without this header.
        "x-graphql-yoga-csrf": "1",
      });
      const token = getToken();
      if (token) headers.set("authorization", `Bearer ${token}`);

      let body: BodyInit;
      if (uploadables && Object.keys(uploadables).length > 0) {
        // No content-type here: the browser sets multipart/form-data with its boundary.
        body = multipartRequestBody(operation, uploadables);
      } else {
        headers.set("content-type", "application/json");
        body = JSON.stringify(operation);
      }

      const controller = new AbortController();
      const send = () =>
        fetch(GRAPHQL_PATH, { method: "POST", headers, body, signal: controller.signal }).then((response) =>
          readResponse(response, token),
        );
      (isKeyedMutation(request, variables) ? retryingLostAnswers(send, controller.signal) : send())
        .then((response) => {
          sink.next(response);
          sink.complete();
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) sink.error(error instanceof Error ? error : new Error(String(error)));
        });
      return () => controller.abort();
    });
}

/**
 * A mutation with an idempotency key (mutations/actionKeys.ts) may be sent again: the server
 * answers a repeat with what the first one created and creates nothing more.
 */
function isKeyedMutation(request: RequestParameters, variables: Variables): boolean {
  const input = variables.input as { idempotencyKey?: unknown } | null | undefined;
  return request.operationKind === "mutation" && typeof input?.idempotencyKey === "string";
}

/** The waits before each automatic retry: a lost link or a database that paused is usually back within seconds. */
const RETRY_WAITS_MS = [1_000, 3_000];

/** The server did not answer in time (SERVICE_UNAVAILABLE, with reason OUTCOME_UNKNOWN when it may have saved it). */
function isUnavailable(errors: readonly GraphQLErrorEntry[] | undefined): boolean {
  return Boolean(errors?.some((entry) => entry.extensions?.code === "SERVICE_UNAVAILABLE"));
}

/**
 * Runs `send` again, with the same key, when its answer was lost (the network failed, a proxy
 * answered instead of the server) or the server was unavailable: the user's action is done once
 * either way. Other answers, refusals included, are final.
 */
async function retryingLostAnswers(
  send: () => Promise<GraphQLResponse>,
  signal: AbortSignal,
): Promise<GraphQLResponse> {
  for (let retry = 0; ; retry++) {
    const last = retry >= RETRY_WAITS_MS.length;
    try {
      const response = await send();
      const errors = "errors" in response ? (response.errors as readonly GraphQLErrorEntry[] | undefined) : undefined;
      if (last || !isUnavailable(errors)) return response;
    } catch (error) {
      const lost = !(error instanceof GraphQLResponseError) || isUnavailable(error.errors);
      if (last || signal.aborted || !lost) throw error;
    }
    await new Promise((resume) => setTimeout(resume, RETRY_WAITS_MS[retry]));
    if (signal.aborted) throw new DOMException("The request was cancelled.", "AbortError");
  }
}

async function readResponse(response: Response, token: string | null): Promise<GraphQLResponse> {
  const contentType = response.headers.get("content-type") ?? "";
  if (!contentType.includes("json")) {
    throw new Error(`The server answered with status ${response.status}.`);
  }
  const json = (await response.json()) as ResponseBody;
  // A refused token ends the session wherever the request came from (a query, a mutation).
  if (token && json.errors && hasRejectedTokenEntry(json.errors)) notifyTokenRejected(token);
  // A rejected token fails the whole operation (even with partial data) so the route error
  // boundary can end the session instead of rendering holes where protected fields were.
  if (json.errors && hasUnauthenticatedEntry(json.errors)) throw new GraphQLResponseError(json.errors);
  if (json.data == null) {
    if (json.errors && json.errors.length > 0) throw new GraphQLResponseError(json.errors);
    throw new Error(`The server answered with status ${response.status} and no data.`);
  }
  return json as GraphQLResponse;
}
