import { useState } from "react";
import type { LookBookDetail, LookBookRow } from "~/shared/admin-types";
import { Button } from "../../components/ui/button";
import { useAdminAction } from "./admin-action";
import { useAdminData } from "./admin-api";
import { AdminConfirm } from "./admin-confirm";
import { fileBase64 } from "./admin-file";
import { AdminError } from "./admin-layout";
import { HotspotEditor } from "./admin-hotspot-editor";

/**
 * The looks of one book: add one by uploading its picture (the catalogue's picture path, same
 * limits as a product picture), reorder, remove (after a confirmation), and each look's
 * hotspots. Every change reloads the book from the worker, so the screen shows what is stored.
 */
export function LooksEditor({ book, editor, changed }: { book: LookBookRow; editor: boolean; changed: () => void }) {
  const detail = useAdminData<LookBookDetail>("lookbook/get", { id: book.id });
  const action = useAdminAction();
  const [removing, setRemoving] = useState<number | null>(null);
  const looks = detail.data?.looks ?? [];
  const done = () => {
    detail.reload();
    changed();
  };
  const addLook = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    await action.run("lookbook/look/add", { bookId: book.id, name: file.name, data: await fileBase64(file) }, done);
    input.value = "";
  };
  const move = (from: number, to: number) => {
    const ids = looks.map((l) => l.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id);
    void action.run("lookbook/look/order", { bookId: book.id, lookIds: ids }, done);
  };
  const remove = async () => {
    if (removing !== null && (await action.run("lookbook/look/delete", { lookId: removing }, done))) setRemoving(null);
  };
  return (
    <section className="admin__section" aria-labelledby="looks-title">
      <h2 id="looks-title">
        Looks of {book.title} ({book.store})
      </h2>
      <AdminError message={detail.error} />
      {detail.data && looks.length === 0 && <p>No looks yet.</p>}
      <ol className="admin__looks">
        {looks.map((look, n) => (
          <li key={look.id}>
            <h3>Look {n + 1}</h3>
            {editor && (
              <p>
                <Button disabled={n === 0 || action.busy} onClick={() => move(n, n - 1)} aria-label={`Move look ${n + 1} up`}>
                  Up
                </Button>{" "}
                <Button disabled={n === looks.length - 1 || action.busy} onClick={() => move(n, n + 1)} aria-label={`Move look ${n + 1} down`}>
                  Down
                </Button>{" "}
                <Button onClick={() => setRemoving(look.id)} aria-label={`Remove look ${n + 1}`}>
                  Remove
                </Button>
              </p>
            )}
            <HotspotEditor look={look} number={n + 1} store={book.store} editor={editor} changed={done} />
          </li>
        ))}
      </ol>
      {editor && (
        <label className="admin__file">
          Add a look: its picture (JPEG, PNG, WebP or GIF, up to 10 MB)
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            disabled={action.busy}
            onChange={(e) => void addLook(e.currentTarget)}
          />
        </label>
      )}
      <AdminError message={removing === null ? action.error : null} />
      <AdminConfirm
        open={removing !== null}
        title="Remove this look?"
        confirm="Remove"
        busy={action.busy}
        error={action.error}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      >
        <p>The look leaves the book with its hotspots.</p>
      </AdminConfirm>
    </section>
  );
}
