import { useState } from "react";
import { can } from "~/shared/admin-roles";
import type { CustomRequestSummary, CustomRequestView } from "~/shared/custom-request-types";
import { CUSTOM_STATUSES, isCancellable } from "~/shared/custom-requests";
import { STORE_KEYS } from "~/shared/stores";
import { FileUpload } from "../../components/ui/file-upload";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import type { TableColumn } from "../../components/ui/table";
import { UPLOAD_PRESETS } from "../../components/ui/upload-file";
import { useUploads } from "../catalog/reviews/use-uploads";
import type { PageProps } from "../page-types";
import { useAdminAction } from "./admin-action";
import { storeDateTime } from "./admin-format";
import { AdminBackLink, AdminError, AdminLayout } from "./admin-layout";
import type { AdminCustomJewelryData, RequestFilter } from "./admin-custom-jewelry-loader.server";
import { AdminSearchForm, openColumn, storeColumn, useLoadedList, useReload, whenColumn } from "./admin-list";
import { ActionForm } from "./admin-action-form";
import { AdminTable } from "./admin-table";
import { definePage } from "../define-page";

const label = (status: string) => status.replace(/_/g, " ");
const STATUS_OPTIONS = [{ name: "All", value: "" }, ...CUSTOM_STATUSES.map((s) => ({ name: label(s), value: s }))];

/** Custom-jewelry requests: the list with filters, and one request (?number=) with its steps. Both read with the page. */
export default definePage(AdminCustomPage, { loader: () => import("./admin-custom-jewelry-loader.server").then((m) => m.adminCustomJewelryLoader) });

function AdminCustomPage({ data }: PageProps<AdminCustomJewelryData>) {
  const list = useLoadedList(data);
  return (
    <AdminLayout data={data}>
      {data.opened ? (
        <RequestView key={data.key} requestNumber={data.key} request={data.opened} role={data.staff.role} back={() => list.show({})} />
      ) : (
        <>
          {/* Keyed by the filter shown, so going back shows that filter's fields too. */}
          <RequestFilterForm key={JSON.stringify(data.filter)} filter={data.filter} onApply={(filter) => list.show(filter)} />
          <AdminTable
            list={list}
            caption="Custom requests"
            columns={columns((number) => list.show({ number }))}
            rowKey={(r) => r.requestNumber}
            empty="No custom requests match."
            onPage={list.turnPage}
          />
        </>
      )}
    </AdminLayout>
  );
}

const columns = (open: (requestNumber: string) => void): TableColumn<CustomRequestSummary>[] => [
  openColumn({ title: "Request", prop: "requestNumber", width: 150 }, "number", (r) => r.requestNumber, open),
  whenColumn("Received", 170),
  storeColumn(),
  { title: "From", prop: "email", width: 220 },
  { title: "Type", prop: "pieceType", width: 100 },
  { title: "Status", prop: "status", width: 150, render: (r) => label(r.status) },
  { title: "Total", prop: "total", width: 110, render: (r) => r.total?.formatted ?? "—" },
];

/** The status and store apply at once; the text when the search is sent. */
function RequestFilterForm({ filter, onApply }: { filter: RequestFilter; onApply: (filter: RequestFilter) => void }) {
  const [q, setQ] = useState(filter.q);
  const refine = (key: keyof RequestFilter) => (value: string) => onApply({ ...filter, q, [key]: value });
  return (
    <AdminSearchForm name="Find custom requests" submit="Search" primary={false} onSubmit={() => onApply({ ...filter, q })}>
      <Select label="Status" options={STATUS_OPTIONS} value={filter.status} onChange={refine("status")} />
      <Select
        label="Store"
        options={[{ name: "All", value: "" }, ...STORE_KEYS.map((s) => ({ name: s, value: s }))]}
        value={filter.store}
        onChange={refine("store")}
      />
      <Input label="Number, email or name" value={q} onChange={setQ} />
    </AdminSearchForm>
  );
}

/** What each status lets the merchant do next. */
const NEXT: Partial<Record<string, { action: string; label: string; pictures?: boolean; videos?: boolean; tracking?: boolean }>> = {
  deposit_paid: { action: "sendDraft", label: "Send design draft", pictures: true },
  revision_asked: { action: "sendDraft", label: "Send new design draft", pictures: true },
  approved: { action: "askMold", label: "Ask for the 3D mold payment (30 %)" },
  mold_paid: { action: "sendMoldPhotos", label: "Send 3D mold photos", pictures: true },
  mold_photos: { action: "askProduction", label: "Ask for the production payment (40 %)" },
  production_paid: { action: "sendFinished", label: "Send photos and videos of the finished piece", pictures: true, videos: true },
  finished_photos: { action: "askFinal", label: "Ask for the final payment (30 %)" },
  final_paid: { action: "ship", label: "Mark shipped", tracking: true },
  shipped: { action: "deliver", label: "Mark delivered" },
};

function RequestView({
  requestNumber,
  request,
  role,
  back,
}: {
  requestNumber: string;
  request: { record: CustomRequestView | null; error: string | null };
  role: string;
  back: () => void;
}) {
  const reload = useReload();
  const d = request.record;
  const manage = can(role, "customRequests.manage");
  return (
    <>
      <AdminBackLink onClick={back}>Requests</AdminBackLink>
      <AdminError message={request.error} />
      {d && (
        <article aria-labelledby="custom-title" data-testid="admin-custom-request">
          <h2 id="custom-title">
            {d.requestNumber} — {label(d.status)}
          </h2>
          <p>
            {d.name} &lt;{d.email}&gt; · {d.country} · {d.store} · {storeDateTime(d.createdAt, d.store)}
            {d.productCode && ` · from product ${d.productCode}`}
          </p>
          <p>
            {d.pieceType} · material: {d.material || "—"} · stone: {d.stone || "—"}
          </p>
          <blockquote className="admin__pre">{d.details}</blockquote>
          {d.total && (
            <ul>
              {d.stages.map((s) => (
                <li key={s.stage}>
                  {s.stage}: {s.amount.formatted} —{" "}
                  {s.refunded ? "refunded" : s.paid ? `paid (${s.orderNumber})` : s.param ? "asked" : "not asked yet"}
                </li>
              ))}
            </ul>
          )}
          {d.media.length > 0 && (
            <ul className="admin__thumbs">
              {d.media.map((m) => (
                <li key={m.key}>
                  <a href={m.large} target="_blank" rel="noreferrer">
                    <img src={m.url} alt={`${m.kind} ${m.key}`} width={96} height={96} />
                  </a>
                </li>
              ))}
            </ul>
          )}
          <ol>
            {d.timeline.map((e, i) => (
              <li key={i}>
                {storeDateTime(e.at, d.store)} — {label(e.to)} ({e.actor}){e.note ? `: ${e.note}` : ""}
              </li>
            ))}
          </ol>
          {manage && d.status === "requested" && <QuoteForm requestNumber={requestNumber} done={reload.run} />}
          {NEXT[d.status] && (manage || NEXT[d.status]?.tracking || NEXT[d.status]?.action === "deliver") && (
            <StepForm key={d.status} requestNumber={requestNumber} step={NEXT[d.status]!} done={reload.run} />
          )}
          {manage && isCancellable(d.status) && (
            <StepForm
              key={`cancel-${d.status}`}
              requestNumber={requestNumber}
              step={{ action: "cancel", label: "Cancel (the deposit is kept)" }}
              done={reload.run}
            />
          )}
        </article>
      )}
    </>
  );
}

function QuoteForm({ requestNumber, done }: { requestNumber: string; done: () => void }) {
  const [total, setTotal] = useState("");
  const [deposit, setDeposit] = useState("");
  const action = useAdminAction();
  const submit = () => action.run("custom/quote", { requestNumber, total: Number(total), deposit: Number(deposit) }, done);
  return (
    <ActionForm title="Quote" label="Send quote" action={action} submit={submit}>
      <Input label="Total price (the request's currency)" inputMode="decimal" value={total} onChange={setTotal} error={action.fields.total} />
      <Input label="Deposit (20–50 USD in that currency)" inputMode="decimal" value={deposit} onChange={setDeposit} error={action.fields.deposit} />
    </ActionForm>
  );
}

function StepForm({ requestNumber, step, done }: { requestNumber: string; step: NonNullable<(typeof NEXT)[string]>; done: () => void }) {
  // Through the back office's own upload path, which takes the finished piece's MP4/WebM videos too.
  const uploads = useUploads("custom", "admin/custom/upload");
  const [note, setNote] = useState("");
  const [carrier, setCarrier] = useState("");
  const [trackingNumber, setTracking] = useState("");
  const action = useAdminAction();
  const submit = () =>
    action.run("custom/step", { requestNumber, action: step.action, note, carrier, trackingNumber, images: uploads.keysOf() }, done);
  return (
    <ActionForm title={step.label} label={step.label} action={action} submit={submit}>
      {step.pictures && uploads.request && (
        <FileUpload
          label={step.videos ? "Photos and videos (MP4 or WebM)" : "Pictures"}
          value={uploads.entries}
          onChange={uploads.change}
          {...(step.videos ? UPLOAD_PRESETS.customFinished : UPLOAD_PRESETS.customInquiry)}
          mode="custom"
          request={uploads.request}
        />
      )}
      {step.tracking && (
        <>
          <Input label="Carrier" value={carrier} onChange={setCarrier} />
          <Input label="Tracking number" value={trackingNumber} onChange={setTracking} error={action.fields.trackingNumber} />
        </>
      )}
      <Input label="Note (the shopper sees it in the timeline)" value={note} onChange={setNote} />
    </ActionForm>
  );
}
