/**
 * The UI kit. Import from here for convenience; a module that must stay small (the shell)
 * imports the widget's own file, so it does not pull in the other widgets' styles.
 */
export { Accordion, type AccordionItem, type AccordionProps } from "./accordion";
export { Breadcrumb, type BreadcrumbItem } from "./breadcrumb";
export { Button, type ButtonProps } from "./button";
export { Checkbox, type CheckboxProps } from "./checkbox";
export { Countdown, type CountdownProps } from "./countdown";
export { countdownParts, type CountdownParts } from "./countdown-parts";
export { UI_DEFAULTS } from "./defaults";
export { Dialog, type DialogProps } from "./dialog";
export { Drawer, type DrawerDirection, type DrawerProps } from "./drawer";
export { FileUpload, type FileUploadProps } from "./file-upload";
export { ImageViewer, type ImageViewerProps } from "./image-viewer";
export { Input, trimOnBlur, type InputProps } from "./input";
export { LoadingOverlay } from "./loading-overlay";
export type { CloseReason, ModalBaseProps } from "./modal";
export { Pagination, type PaginationProps } from "./pagination";
export { clampPage, pageCountOf, pagerItems, type PagerItem } from "./pager";
export { isImageSource, toPreviewSource, type PreviewItem, type PreviewSource } from "./preview-items";
export { Progress, clampPercent, type ProgressProps } from "./progress";
export { RadioGroup, type RadioGroupProps, type RadioOption } from "./radio-group";
export { Rate, type RateProps } from "./rate";
export { redirectWithOverlay, useRedirectWithOverlay, type RedirectOptions } from "./redirect-with-overlay";
export { lockScroll, useScrollLock } from "./scroll-lock";
export { Select, type SelectOption, type SelectProps } from "./select";
export { Skeleton, type SkeletonProps } from "./skeleton";
export { Slider, type SliderProps } from "./slider";
export { normalizeSlider, snap } from "./slider-math";
export { sniffBytes, sniffFile, type SniffedType } from "~/shared/sniff-type";
export { Spinner } from "./spinner";
export { Stylesheet } from "./stylesheet";
export { Stepper, clampStep, type StepperProps } from "./stepper";
export { Sticky, type StickyProps } from "./sticky";
export { Switch, type SwitchProps } from "./switch";
export { Table, resolveColumns, type TableColumn, type TableProps } from "./table";
export { Tabs, type TabItem, type TabsProps } from "./tabs";
export { ToastHost } from "./toast-host";
export { TOAST_DEFAULTS, toastsAtom, type ToastOptions, type ToastType } from "./toast-store";
export { useToast, type ToastApi } from "./use-toast";
export { Tooltip, type TooltipProps } from "./tooltip";
export { TreeMenu, type TreeItem, type TreeMenuProps } from "./tree-menu";
export { UPLOAD_PRESETS, UploadError, type UploadEntry, type UploadRequest } from "./upload-file";
export { useDevice, type Device } from "./use-device";
