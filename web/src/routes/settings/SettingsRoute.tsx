import { graphql, useLazyLoadQuery } from "react-relay";
import { Link } from "react-router-dom";
import { Card } from "../../components/Card";
import { PageFrame } from "../../components/PageFrame";
import type { SettingsRouteQuery } from "./__generated__/SettingsRouteQuery.graphql";
import { GameTimeSettings } from "./GameTimeSettings";
import { ContactSettings } from "./ContactSettings";
import { DataExportSetting } from "./DataExportSetting";
import { EmailAddressSetting } from "./EmailAddressSetting";
import { DeleteAccountSetting } from "./DeleteAccountSetting";
import { KeyboardShortcutsSetting } from "./KeyboardShortcutsSetting";
import { PasskeysSetting } from "./PasskeysSetting";
import { PrivacySetting } from "./PrivacySetting";
import { SafetyAccountsSetting } from "./SafetyAccountsSetting";
import { SignInNoticesSetting } from "./SignInNoticesSetting";
import { TwoStepSignInSetting } from "./TwoStepSignInSetting";

/** /settings: the account menu's Settings. The email address, signed-in devices, passkeys, two-step sign-in, privacy and follow requests, who may reach the viewer, whom they blocked or muted, games, the keyboard, access tokens, the account's data and its deletion. */
export function SettingsRoute() {
  const query = useLazyLoadQuery<SettingsRouteQuery>(
    graphql`
      query SettingsRouteQuery {
        ...GameTimeSettings_query
        ...DataExportSetting_query
        ...SafetyAccountsSetting_query
        ...PrivacySetting_query
        viewer @required(action: THROW) {
          ...EmailAddressSetting_viewer
          ...ContactSettings_viewer
          ...SignInNoticesSetting_viewer
          ...TwoStepSignInSetting_viewer
          ...PasskeysSetting_viewer
          ...DeleteAccountSetting_viewer
        }
      }
    `,
    {},
    // an export's progress moves while the page is away
    { fetchPolicy: "store-and-network" },
  );

  return (
    <PageFrame title="Settings" narrow>
      <div className="space-y-6">
        <Card className="p-5">
          <h2 className="text-base font-semibold text-slate-900">Email address</h2>
          <EmailAddressSetting viewer={query.viewer} />
        </Card>
        <Card className="p-5">
          <h2 className="text-base font-semibold text-slate-900">Signed-in devices</h2>
          <SignInNoticesSetting viewer={query.viewer} />
        </Card>
        <Card className="p-5">
          <h2 className="text-base font-semibold text-slate-900">Passkeys</h2>
          <PasskeysSetting viewer={query.viewer} />
        </Card>
        <Card className="p-5">
          <h2 className="text-base font-semibold text-slate-900">Two-step sign-in</h2>
          <TwoStepSignInSetting viewer={query.viewer} />
        </Card>
        <Card className="p-5">
          <h2 className="text-base font-semibold text-slate-900">Privacy</h2>
          <PrivacySetting query={query} />
        </Card>
        <Card className="p-5">
          <h2 className="text-base font-semibold text-slate-900">Messages and invitations</h2>
          <ContactSettings viewer={query.viewer} />
        </Card>
        <Card className="p-5">
          <h2 className="text-base font-semibold text-slate-900">Blocked and muted</h2>
          <SafetyAccountsSetting query={query} />
        </Card>
        <Card className="p-5">
          <h2 className="text-base font-semibold text-slate-900">Games</h2>
          <GameTimeSettings query={query} />
        </Card>
        <Card className="p-5">
          <h2 className="text-base font-semibold text-slate-900">Keyboard shortcuts</h2>
          <KeyboardShortcutsSetting />
        </Card>
        <Card className="p-5">
          <h2 className="text-base font-semibold text-slate-900">Access tokens</h2>
          <p className="mt-1 text-sm text-slate-600">
            Let your own scripts and tools use SkySocial's GraphQL API without your password.
          </p>
          <Link
            to="/settings/access-tokens"
            className="mt-3 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            Manage access tokens
          </Link>
        </Card>
        <Card className="p-5">
          <h2 className="text-base font-semibold text-slate-900">Your data</h2>
          <DataExportSetting query={query} />
        </Card>
        <Card className="border-red-200 p-5">
          <h2 className="text-base font-semibold text-red-800">Delete account</h2>
          <DeleteAccountSetting viewer={query.viewer} />
        </Card>
      </div>
    </PageFrame>
  );
}
