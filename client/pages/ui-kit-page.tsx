import { useEffect, useState } from "react";
import { useDevice } from "../components/ui/use-device";
import { AccordionDemo, CountdownDemo, ProgressDemo, SkeletonDemo, SpinnerDemo, TableDemo, TabsDemo } from "./ui-kit/data-demos";
import { CheckboxDemo, InputDemo, RadioDemo, RateDemo, SelectDemo, SliderDemo, StepperDemo, SwitchDemo } from "./ui-kit/form-demos";
import { BreadcrumbDemo, PaginationDemo, StickyDemo, TreeMenuDemo } from "./ui-kit/navigation-demos";
import { DialogDemo, DrawerDemo, ImageViewerDemo, LoadingOverlayDemo, ToastDemo, TooltipDemo } from "./ui-kit/overlay-demos";
import { UploadDemo } from "./ui-kit/upload-demo";
import { Stylesheet } from "../components/ui/stylesheet";
import galleryCss from "./ui-kit/ui-kit.css?url";
import { definePage } from "./define-page";

/**
 * The kit's gallery (/ui-kit): every widget in its states. Served only outside production
 * (the route is devOnly) and never indexed.
 */
export default definePage(UiKitPage, { loader: () => import("./ui-kit-loader.server").then((m) => m.uiKitLoader) });

function UiKitPage() {
  const device = useDevice();
  // Tells the browser tests that the widgets respond (server HTML looks the same before).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className="page ui-kit-page" data-hydrated={hydrated}>
      <Stylesheet href={galleryCss} />
      <h1>UI kit</h1>
      <p>
        Every widget of the shop in its states. Device detected from the user agent: <strong data-testid="device-type">{device.type}</strong>.
      </p>
      <div className="ui-kit-grid">
        <ToastDemo />
        <DialogDemo />
        <DrawerDemo />
        <TooltipDemo />
        <LoadingOverlayDemo />
        <ImageViewerDemo />
        <SwitchDemo />
        <RadioDemo />
        <CheckboxDemo />
        <RateDemo />
        <InputDemo />
        <SelectDemo />
        <SliderDemo />
        <StepperDemo />
        <TabsDemo />
        <AccordionDemo />
        <ProgressDemo />
        <SkeletonDemo />
        <SpinnerDemo />
        <CountdownDemo />
        <PaginationDemo />
        <BreadcrumbDemo />
        <StickyDemo />
        <TreeMenuDemo />
        <TableDemo />
        <UploadDemo />
      </div>
    </div>
  );
}
