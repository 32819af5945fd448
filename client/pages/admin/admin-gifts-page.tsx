import { useState } from "react";
import { can } from "~/shared/admin-roles";
import type { AdminGiftCampaign as Campaign } from "~/shared/admin-types";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import type { PageProps } from "../page-types";
import { useAdminAction, useRowEditor } from "./admin-action";
import { usd } from "./admin-format";
import { GiftForm } from "./admin-gift-form";
import { AdminError, AdminLayout } from "./admin-layout";
import type { AdminGiftsData } from "./admin-gifts-loader.server";
import { EditDeleteButtons, useLoadedList } from "./admin-list";
import { AdminTable } from "./admin-table";
import { definePage } from "../define-page";

const PROBLEMS = { missing: "no such product", inactive: "archived", soldOut: "no stock left" } as const;
const STATES = { scheduled: "Scheduled", running: "Running", ended: "Ended", invalid: "Not a valid campaign (ignored)" } as const;

const days = (c: Campaign) => (c.from || c.until ? `${c.from ?? "…"} – ${c.until ?? "…"}` : "Always");

/** What shoppers would get: the gift's title and SPU, and why they would not (the flag the screen shows). */
function Gift({ c }: { c: Campaign }) {
  if (c.state === "invalid") return <>—</>;
  return (
    <>
      {c.product.title} <small>({c.spuCode})</small>
      {c.product.problem && (
        <>
          <br />
          <strong className="admin__error">Shoppers get no gift: {PROBLEMS[c.product.problem]}</strong>
        </>
      )}
    </>
  );
}

/** Free-gift campaigns (KV): the list with each one's state and orders; owners create, edit, end and delete them. */
export default definePage(AdminGiftsPage, { loader: () => import("./admin-gifts-loader.server").then((m) => m.adminGiftsLoader) });

function AdminGiftsPage({ data }: PageProps<AdminGiftsData>) {
  const list = useLoadedList(data);
  const editor = can(data.staff.role, "gifts.edit");
  const { editing, edit, close, saved } = useRowEditor<Campaign>(list);
  const [deleting, setDeleting] = useState<Campaign | null>(null);
  const act = useAdminAction();
  const remove = async (code: string) => {
    await act.run("gift/delete", { code }, list.reload);
    setDeleting(null);
  };
  return (
    <AdminLayout data={data}>
      {editor && (
        <div className="admin__filters">
          <Button variant="primary" onClick={() => edit("new")}>
            New campaign
          </Button>
        </div>
      )}
      <AdminError message={act.error} />
      <AdminTable
        list={list}
        caption="Free-gift campaigns"
        columns={[
          { title: "Code", prop: "code", width: 110 },
          { title: "Gift", prop: "spuCode", width: 260, render: (c) => <Gift c={c} /> },
          { title: "Days (UTC)", prop: "from", width: 190, render: days },
          { title: "Stores", prop: "stores", width: 150, render: (c) => (c.state === "invalid" ? "—" : (c.stores?.join(", ") ?? "all")) },
          { title: "Minimum", prop: "minSubtotalCents", width: 90, render: (c) => usd(c.minSubtotalCents) },
          { title: "State today", prop: "state", width: 110, render: (c) => <span data-testid="gift-state">{STATES[c.state]}</span> },
          { title: "Orders", prop: "orders", width: 70 },
          {
            title: "Actions",
            prop: "code",
            width: 220,
            render: (c) =>
              editor ? (
                <EditDeleteButtons name={c.code} onEdit={() => edit(c)} onDelete={() => setDeleting(c)}>
                  {c.state === "running" && (
                    <Button onClick={() => act.run("gift/end", { code: c.code }, list.reload)} aria-label={`End ${c.code} now`}>
                      End now
                    </Button>
                  )}
                </EditDeleteButtons>
              ) : null,
          },
        ]}
        rowKey={(c) => c.code}
        empty="No campaigns."
        onPage={list.turnPage}
      />
      {editor && <GiftForm campaign={editing} onClose={close} saved={saved} />}
      {editor && (
        <Dialog
          open={deleting !== null}
          onOpenChange={(open) => !open && !act.busy && setDeleting(null)}
          title={`Delete campaign ${deleting?.code ?? ""}?`}
          footer={
            <>
              <Button onClick={() => setDeleting(null)} disabled={act.busy}>
                Keep it
              </Button>{" "}
              <Button variant="primary" loading={act.busy} onClick={() => deleting && remove(deleting.code)}>
                Delete campaign
              </Button>
            </>
          }
        >
          <p>Shoppers who have its code lose the gift at once. Orders that took the gift keep it; ending the campaign keeps its record instead.</p>
        </Dialog>
      )}
    </AdminLayout>
  );
}
