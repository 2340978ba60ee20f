import { Link } from "react-router-dom";
import { Card } from "./Card";
import { PageFrame } from "./PageFrame";

/** A screen whose subject is not there (an unknown address, a deleted post), with the way home. */
export function MissingPage({ title, message }: { readonly title: string; readonly message: string }) {
  return (
    <PageFrame title={title}>
      <Card className="px-6 py-12 text-center text-sm text-slate-600">
        <p>{message}</p>
        <Link to="/" className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
          Back to the home page
        </Link>
      </Card>
    </PageFrame>
  );
}
