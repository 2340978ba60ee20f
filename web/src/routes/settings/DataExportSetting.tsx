import { useActionKey } from "../../mutations/actionKeys";
import { useCallback, useEffect } from "react";
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from "react-relay";
import { LiveRegion, useAnnouncement } from "../../components/LiveRegion";
import { useToast } from "../../toast/useToast";
import { useAppMutation } from "../../mutations/useAppMutation";
import type { DataExportSetting_query$key } from "./__generated__/DataExportSetting_query.graphql";
import type { DataExportSettingMutation } from "./__generated__/DataExportSettingMutation.graphql";
import type { DataExportSettingPollQuery } from "./__generated__/DataExportSettingPollQuery.graphql";
import type { DataExportSetting_dataExport$key } from "./__generated__/DataExportSetting_dataExport.graphql";
import { fileSize, untilDate } from "./exportWording";

/** How often the page asks how the export is getting on while it is being prepared. */
const POLL_MS = 1_500;

const pollQuery = graphql`
  query DataExportSettingPollQuery {
    ...DataExportSetting_query
    dataExport {
      downloadUrl
    }
  }
`;

/**
 * Download my data: asks the server for a ZIP of the account's data, shows its progress while a
 * server prepares it (polling: it may take a while, and the page may be left and come back to),
 * then the download until it expires.
 */
export function DataExportSetting({ query }: { readonly query: DataExportSetting_query$key }) {
  const { dataExport } = useFragment(
    graphql`
      fragment DataExportSetting_query on Query {
        dataExport {
          status
          ...DataExportSetting_dataExport
        }
      }
    `,
    query,
  );
  const environment = useRelayEnvironment();
  const { showToast } = useToast();
  const [announcement, announce] = useAnnouncement();
  const status = dataExport?.status;
  const preparing = status === "QUEUED" || status === "RUNNING";

  const refresh = useCallback(
    () =>
      fetchQuery<DataExportSettingPollQuery>(environment, pollQuery, {}, { fetchPolicy: "network-only" }).toPromise(),
    [environment],
  );

  useEffect(() => {
    if (!preparing) return;
    const timer = setInterval(() => void refresh().catch(() => {}), POLL_MS);
    return () => clearInterval(timer);
  }, [preparing, refresh]);

  // said once, when it happens: the bar itself is not read out at every step
  useEffect(() => {
    if (status === "READY") announce("Your data is ready to download.");
    if (status === "FAILED") announce("Your data could not be prepared. Please request it again.");
  }, [status, announce]);

  const [commit, requesting] = useAppMutation<DataExportSettingMutation>(graphql`
    mutation DataExportSettingMutation($input: RequestDataExportInput) {
      requestDataExport(input: $input) {
        ... on RequestDataExportPayload @alias(as: "queued") {
          dataExport {
            status
            ...DataExportSetting_dataExport
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  const actionKey = useActionKey();
  const request = () => {
    if (requesting) return;
    commit({
      variables: { input: { idempotencyKey: actionKey.for("requestDataExport") } },
      updater: (store) => {
        const created = store.getRootField("requestDataExport")?.getLinkedRecord("dataExport");
        if (created) store.getRoot().setLinkedRecord(created, "dataExport");
      },
      onDone: () => {
        actionKey.done();
        announce("Preparing your data. This page shows how it is getting on.");
      },
      failure: "Your data could not be requested. Please try again.",
      tooManyRequests: "You can request your data 3 times a day. Please try again tomorrow.",
    });
  };

  // the link's ticket lasts minutes: fetch a fresh one for each download
  const download = async () => {
    const fresh = await refresh().catch(() => null);
    const url = fresh?.dataExport?.downloadUrl;
    if (url) window.location.assign(url);
    else showToast("The download is no longer available. Please request your data again.", "error");
  };

  return (
    <div className="mt-1 space-y-3 text-sm text-slate-600">
      <p>
        Get a copy of what you have shared on SkySocial: your profile, posts and their images, comments, likes, saves,
        follows and chat messages, in one ZIP file.
      </p>
      {dataExport && <ExportState dataExport={dataExport} onDownload={() => void download()} />}
      {!preparing && (
        <button
          type="button"
          onClick={request}
          aria-disabled={requesting || undefined}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none aria-disabled:cursor-wait aria-disabled:opacity-70"
        >
          {status === "READY" ? "Request a new copy" : "Request my data"}
        </button>
      )}
      <LiveRegion announcement={announcement} />
    </div>
  );
}

/** How the latest export stands: its progress, its download, or what became of it. */
function ExportState({
  dataExport,
  onDownload,
}: {
  readonly dataExport: DataExportSetting_dataExport$key;
  readonly onDownload: () => void;
}) {
  const { status, itemsDone, itemsTotal, progress, byteSize, expiresAt, downloadUrl } = useFragment(
    graphql`
      fragment DataExportSetting_dataExport on DataExport {
        status
        itemsDone
        itemsTotal
        progress
        byteSize
        expiresAt
        downloadUrl
      }
    `,
    dataExport,
  );
  if (status === "QUEUED" || status === "RUNNING")
    return <ExportProgress status={status} itemsDone={itemsDone} itemsTotal={itemsTotal} progress={progress} />;
  if (status === "FAILED")
    return <p className="text-red-700">Your data could not be prepared. Please request it again.</p>;
  if (status === "EXPIRED") return <p>Your last copy has expired. Request a new one whenever you like.</p>;
  if (status !== "READY" || !downloadUrl) return null;
  return (
    <div className="rounded-xl bg-emerald-50 p-3 text-emerald-900">
      <p className="font-medium">Your data is ready.</p>
      {expiresAt && <p className="mt-0.5">You can download it until {untilDate(expiresAt)}.</p>}
      <a
        href={downloadUrl}
        onClick={(event) => {
          event.preventDefault();
          onDownload();
        }}
        className="mt-2 inline-flex items-center rounded-lg bg-emerald-700 px-3 py-2 font-semibold text-white hover:bg-emerald-800 focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        Download my data{byteSize != null && ` (ZIP, ${fileSize(byteSize)})`}
      </a>
    </div>
  );
}

function ExportProgress({
  status,
  itemsDone,
  itemsTotal,
  progress,
}: {
  status: string;
  itemsDone: number;
  itemsTotal: number;
  progress: number;
}) {
  const percent = Math.round(progress * 100);
  const counted = status === "RUNNING" && itemsTotal > 0;
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <p id="data-export-progress" className="font-medium text-slate-800">
        {counted ? `Preparing your data: ${itemsDone} of ${itemsTotal} items` : "Getting ready to prepare your data…"}
      </p>
      <div
        role="progressbar"
        aria-labelledby="data-export-progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={counted ? percent : undefined}
        aria-valuetext={counted ? `${percent}%` : "Starting"}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] motion-reduce:transition-none"
          style={{ width: `${counted ? Math.max(percent, 2) : 2}%` }}
        />
      </div>
      <p className="mt-2 text-xs text-slate-600">
        You can leave this page: it keeps going, and the download waits here for 3 days.
      </p>
    </div>
  );
}
