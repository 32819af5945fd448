import { Select } from "../../components/ui/select";
import type { PageProps } from "../page-types";
import { useQueryParam } from "./admin-api";
import { AdminLayout } from "./admin-layout";
import type { AdminPageData } from "./admin-loader.server";
import { QuestionQueue } from "./admin-question-queue";
import { ReviewQueue } from "./admin-review-queue";
import { definePage } from "../define-page";

const SHOW = [
  { name: "Reviews", value: "reviews" },
  { name: "Questions", value: "questions" },
];

/** Reviews and questions moderation (?show=questions for the questions), waiting ones first. */
export default definePage(AdminReviewsPage, { loader: () => import("./admin-loader.server").then((m) => m.adminLoader("Reviews and questions")) });

function AdminReviewsPage({ data }: PageProps<AdminPageData>) {
  const [show, setShow] = useQueryParam("show");
  const current = show === "questions" ? "questions" : "reviews";
  return (
    <AdminLayout data={data}>
      <div className="admin__filters">
        <Select label="Show" options={SHOW} value={current} onChange={(value) => setShow(value === "reviews" ? "" : value)} />
      </div>
      {current === "questions" ? <QuestionQueue /> : <ReviewQueue />}
    </AdminLayout>
  );
}
