import { useNavigate, useRouteError } from "react-router-dom";
import { Card } from "../../components/Card";
import { ExclamationCircleIcon } from "../../components/icons";
import { isUnauthenticatedError } from "../../relay/GraphQLResponseError";
import { PageHeading } from "../../routeFocus/PageHeading";
import { EndExpiredSession } from "../../session/EndExpiredSession";

export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();

  if (isUnauthenticatedError(error)) return <EndExpiredSession />;

  const message = error instanceof Error ? error.message : "Something unexpected happened.";
  return (
    <div className="mx-auto flex max-w-lg px-4 py-16">
      <Card className="w-full p-8 text-center">
        <ExclamationCircleIcon className="mx-auto size-10 text-red-500" />
        <PageHeading className="mt-4 text-lg font-semibold text-slate-900">This page could not be loaded</PageHeading>
        <p role="alert" className="mt-2 text-sm text-slate-600">
          {message}
        </p>
        <button
          type="button"
          onClick={() => navigate(0)}
          className="mt-6 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Try again
        </button>
      </Card>
    </div>
  );
}
