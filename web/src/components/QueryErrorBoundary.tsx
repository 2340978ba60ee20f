import { Component, type ReactNode } from "react";
import { isUnauthenticatedError } from "../relay/GraphQLResponseError";
import { EndExpiredSession } from "../session/EndExpiredSession";

interface QueryErrorBoundaryProps {
  readonly fallback: (error: Error) => ReactNode;
  readonly children: ReactNode;
}

interface QueryErrorBoundaryState {
  readonly error: Error | null;
}

/**
 * Keeps a failed query inside its own part of the page (the feed, a tab, a dialog) instead of the
 * route's error page. A class because React offers error boundaries only as class components.
 * A rejected token still ends the session, as the route boundary does.
 */
export class QueryErrorBoundary extends Component<QueryErrorBoundaryProps, QueryErrorBoundaryState> {
  state: QueryErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): QueryErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isUnauthenticatedError(error)) return <EndExpiredSession />;
    return this.props.fallback(error);
  }
}
