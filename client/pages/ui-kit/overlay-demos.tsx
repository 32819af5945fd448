import { useState } from "react";
import { pathTo } from "~/shared/url-scheme";
import { useNavigate } from "react-router";
import { useSetAtom } from "jotai";
import { loadingAtom } from "../../atoms/shell";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Dialog } from "../../components/ui/dialog";
import { Drawer, type DrawerDirection } from "../../components/ui/drawer";
import { ImageViewer } from "../../components/ui/image-viewer";
import type { PreviewItem } from "../../components/ui/preview-items";
import { RadioGroup } from "../../components/ui/radio-group";
import { useRedirectWithOverlay } from "../../components/ui/redirect-with-overlay";
import { useToast } from "../../components/ui/use-toast";
import { Tooltip } from "../../components/ui/tooltip";
import { Demo, State, swatch } from "./demo";

export function ToastDemo() {
  const toast = useToast();
  return (
    <Demo name="toast" title="Toast">
      <div className="ui-kit-row">
        <Button onClick={() => toast.open("Your bag was updated")}>Open</Button>
        <Button onClick={() => toast.info("Ships in 3–5 business days")}>Info</Button>
        <Button onClick={() => toast.success("Saved to your wishlist")}>Success</Button>
        <Button onClick={() => toast.error("Sorry, this coupon code is invalid.")}>Error</Button>
        <Button onClick={() => toast.warning("Only 2 left in stock")}>Warning</Button>
        <Button onClick={() => toast.loading("Checking your address")}>Loading</Button>
        <Button onClick={() => toast.info({ message: "Stays until you close it", duration: null, closable: true })}>Closable, no duration</Button>
      </div>
    </Demo>
  );
}

export function DrawerDemo() {
  const [open, setOpen] = useState(false);
  const [direction, setDirection] = useState<DrawerDirection>("right");
  const [gold, setGold] = useState(true);
  return (
    <Demo name="drawer" title="Drawer">
      <RadioGroup
        legend="Direction"
        inline
        value={direction}
        onChange={setDirection}
        options={(["right", "left", "top", "bottom"] as const).map((d) => ({ label: d, value: d }))}
      />
      <Button onClick={() => setOpen(true)}>Open drawer</Button>
      <Drawer
        title="Filters"
        open={open}
        onOpenChange={setOpen}
        direction={direction}
        footer={
          <Button variant="primary" onClick={() => setOpen(false)}>
            Apply
          </Button>
        }
      >
        <Checkbox checked={gold} onChange={setGold} label="Gold plated" />
      </Drawer>
      <State label="Open" value={String(open)} testId="drawer-open" />
    </Demo>
  );
}

export function DialogDemo() {
  const [open, setOpen] = useState(false);
  const [guarded, setGuarded] = useState(false);
  const [armed, setArmed] = useState(false);
  return (
    <Demo name="dialog" title="Dialog">
      <div className="ui-kit-row">
        <Button onClick={() => setOpen(true)}>Open dialog</Button>
        <Button onClick={() => setGuarded(true)}>Open dialog with beforeClose</Button>
      </div>
      <Dialog
        title="Remove this item?"
        open={open}
        onOpenChange={setOpen}
        footer={
          <>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button variant="primary" onClick={() => setOpen(false)}>
              Remove
            </Button>
          </>
        }
      >
        <p>The ring will be removed from your bag.</p>
      </Dialog>
      <Dialog
        title="Unsaved address"
        open={guarded}
        onOpenChange={(next) => {
          setGuarded(next);
          if (!next) setArmed(false);
        }}
        maskClosable={false}
        beforeClose={(done) => (armed ? done() : setArmed(true))}
      >
        <p>{armed ? "Close again to discard your changes." : "This dialog asks before it closes, and a click on the mask does nothing."}</p>
      </Dialog>
    </Demo>
  );
}

export function TooltipDemo() {
  return (
    <Demo name="tooltip" title="Tooltip">
      <div className="ui-kit-row">
        <Tooltip content="Free over $160">
          <button type="button" className="button">
            Express shipping
          </button>
        </Tooltip>
        <Tooltip content="Lifetime warranty on every piece" placement="right">
          <button type="button" className="button">
            Warranty
          </button>
        </Tooltip>
      </div>
    </Demo>
  );
}

const PREVIEWS: PreviewItem[] = [
  { type: "image", image: swatch("#7a5c1e", "Ring"), alt: "Gold ring" },
  { type: "image", image: swatch("#2d3a4a", "Watch"), alt: "Steel watch" },
  swatch("#a3385f", "Charm"),
];

export function ImageViewerDemo() {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <Demo name="image-viewer" title="Image viewer">
      <ul className="ui-kit-thumbs">
        {PREVIEWS.map((item, i) => {
          const src = typeof item === "string" ? item : item.image;
          return (
            <li key={i}>
              <button type="button" className="ui-kit-thumb" onClick={() => setIndex(i)} aria-label={`Open picture ${i + 1}`}>
                <img src={src} alt="" width={72} height={72} />
              </button>
            </li>
          );
        })}
      </ul>
      <ImageViewer items={PREVIEWS} open={index !== null} onOpenChange={(o) => !o && setIndex(null)} index={index ?? 0} onIndexChange={setIndex} />
    </Demo>
  );
}

export function LoadingOverlayDemo() {
  const redirect = useRedirectWithOverlay();
  const setLoading = useSetAtom(loadingAtom);
  const navigate = useNavigate();
  return (
    <Demo name="loading-overlay" title="Loading overlay">
      <div className="ui-kit-row">
        <Button onClick={() => redirect(pathTo("help", { topic: "faqs" }))}>Go to the FAQ after 1 s</Button>
        <Button onClick={() => redirect(pathTo("help", { topic: "faqs" }), { newTab: true })}>Open the FAQ in a new tab after 1 s</Button>
        <Button
          onClick={() => {
            setLoading(true);
            navigate(`${pathTo("uiKit")}?reload=${Date.now()}`, { preventScrollReset: true });
          }}
        >
          Show until this page has reloaded its data
        </Button>
      </div>
    </Demo>
  );
}
