import { helpPath, pathTo } from "~/shared/url-scheme";
import { TopicSections, type SectionDef } from "./sections";

const SECTIONS: readonly SectionDef[] = [
  { id: "story", body: ["founded", "today"] },
  { id: "materials", body: ["intro", ["goldPlated", "silver", "moissanite", "zirconia", "steel"]] },
  { id: "made", body: ["toOrder", "custom", { link: "customLink", to: pathTo("customMade") }] },
  { id: "promise", body: [["warranty", "returns", "shipping"], { link: "shippingLink", to: helpPath("shipping-info") }] },
  { id: "reviews", body: ["score", { link: "galleryLink", to: pathTo("reviewsGallery") }] },
];

export default function AboutUs() {
  return <TopicSections topic="about-us" sections={SECTIONS} />;
}
