// A personal access token with the READ scope may query and subscribe, never mutate: a mutation
// it carries is refused whole, before any field runs (FORBIDDEN, reason TOKEN_SCOPE, HTTP 403).
// The rule is the domain's (mayWrite); this plugin applies it to GraphQL's one kind of write.
import { getOperationAST, GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";
import { mayWrite } from "../domain/auth/access-tokens.ts";
import type { GraphQLContext } from "./context.ts";

function tokenScopeRefusal(): GraphQLError {
  return new GraphQLError(
    "This access token may only read (scope READ): mutations need a token with the READ_WRITE scope.",
    {
      extensions: { code: "FORBIDDEN", reason: "TOKEN_SCOPE", http: { status: 403 } },
    },
  );
}

export function useTokenScope(): Plugin<GraphQLContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== "mutation" || mayWrite((args.contextValue as GraphQLContext).session)) return;
      setResultAndStopExecution({ errors: [tokenScopeRefusal()] });
    },
  };
}
