import { useDevice } from "../components/ui/use-device";
import { AccordionDemo, CountdownDemo, ProgressDemo, SkeletonDemo, SpinnerDemo, TableDemo, TabsDemo } from "./ui-kit/data-demos";
import { CheckboxDemo, InputDemo, RadioDemo, RateDemo, SelectDemo, SliderDemo, StepperDemo, SwitchDemo } from "./ui-kit/form-demos";
import { BreadcrumbDemo, PaginationDemo, StickyDemo, TreeMenuDemo } from "./ui-kit/navigation-demos";
import { DialogDemo, DrawerDemo, ImageViewerDemo, LoadingOverlayDemo, ToastDemo, TooltipDemo } from "./ui-kit/overlay-demos";
import { UploadDemo } from "./ui-kit/upload-demo";
import "./ui-kit/ui-kit.css";

/**
 * The kit's gallery (/ui-kit): every widget in its states. Served only outside production
 * (the route is devOnly) and never indexed.
 */
export default function UiKitPage() {
  const device = useDevice();
  return (
    <div className="page ui-kit-page">
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
