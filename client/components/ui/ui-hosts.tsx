import { LoadingOverlay } from "./loading-overlay";
import { ToastHost } from "./toast-host";

/** What the app shell mounts once for the whole kit: the toast live regions and the loading overlay. */
export function UiHosts() {
  return (
    <>
      <ToastHost />
      <LoadingOverlay />
    </>
  );
}
