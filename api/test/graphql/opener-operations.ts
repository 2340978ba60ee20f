import { graphql } from "./__generated__/gql.ts";

export const OpenerSuggestions = graphql(`
  subscription OpenerSuggestions($prompt: String!) {
    openerSuggestions(prompt: $prompt) {
      __typename
      ... on OpenerSuggestionsProgress {
        suggestions
      }
      ... on OpenerSuggestionsReady {
        suggestions
        source
      }
      ... on OpenerSuggestionsFailed {
        code
        reason
        message
        retryAfterSeconds
      }
    }
  }
`);
