import { Link } from "react-router-dom";
import { Card } from "../components/Card";
import { PageFrame } from "../components/PageFrame";

export function NotFoundRoute() {
  return (
    <PageFrame title="Page not found">
      <Card className="px-6 py-12 text-center text-sm text-slate-600">
        <p>There is nothing at this address.</p>
        <Link to="/" className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
          Back to the home page
        </Link>
      </Card>
    </PageFrame>
  );
}
