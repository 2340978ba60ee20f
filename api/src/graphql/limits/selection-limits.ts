// What one operation may select, judged when the document is validated (graphql-armor's rules).
// Their own refusals read "Syntax Error: ..." and carry no code; a client should get neither.
import { maxAliasesPlugin } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthPlugin } from "@escape.tech/graphql-armor-max-depth";
import type { GraphQLError, ValidationContext } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { ErrorCode } from "../error-codes.ts";
import { limitRefusal } from "./refusal.ts";

/** Fields nested in a selection (fragments flattened). */
export const MAX_QUERY_DEPTH = 12;
/** Aliased fields in one document (`__typename` not counted): each alias can repeat a whole selection. */
export const MAX_ALIASES = 20;

/** The rule's finding as a refusal of ours, reported (or thrown, outside validation) instead of the rule's own. */
function refuseAs(code: ErrorCode, limit: number) {
  return {
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) => {
        const refusal = limitRefusal(error.message.replace(/^Syntax Error: /, ""), code, { limit });
        if (!context) throw refusal;
        context.reportError(refusal);
      },
    ],
  };
}

export function useSelectionLimits(): Plugin[] {
  return [
    // Fragments are flattened: Relay gives every component its own fragment, so counting each
    // spread as a level would measure component nesting, not the data a query fetches.
    maxDepthPlugin({
      n: MAX_QUERY_DEPTH,
      flattenFragments: true,
      exposeLimits: true,
      ...refuseAs("QUERY_TOO_DEEP", MAX_QUERY_DEPTH),
    }),
    maxAliasesPlugin({ n: MAX_ALIASES, exposeLimits: true, ...refuseAs("TOO_MANY_ALIASES", MAX_ALIASES) }),
  ];
}
