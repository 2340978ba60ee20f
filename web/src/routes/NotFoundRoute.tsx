import { MissingPage } from "../components/MissingPage";

export function NotFoundRoute() {
  return <MissingPage title="Page not found" message="There is nothing at this address." />;
}
