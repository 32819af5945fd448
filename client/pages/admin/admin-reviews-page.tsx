import { Select } from "../../components/ui/select";
import type { PageProps } from "../page-types";
import { AdminLayout } from "./admin-layout";
import { useListUrl } from "./admin-list";
import { QuestionQueue } from "./admin-question-queue";
import type { AdminReviewsData } from "./admin-reviews-loader.server";
import { ReviewQueue } from "./admin-review-queue";
import { definePage } from "../define-page";

const SHOW = [
  { name: "Reviews", value: "reviews" },
  { name: "Questions", value: "questions" },
];

/** Reviews and questions moderation (?show=questions for the questions), waiting ones first; read with the page. */
export default definePage(AdminReviewsPage, { loader: () => import("./admin-reviews-loader.server").then((m) => m.adminReviewsLoader) });

function AdminReviewsPage({ data }: PageProps<AdminReviewsData>) {
  const { show } = useListUrl<{ show?: string }>();
  return (
    <AdminLayout data={data}>
      <div className="admin__filters">
        <Select label="Show" options={SHOW} value={data.show} onChange={(value) => show(value === "reviews" ? {} : { show: value })} />
      </div>
      {data.show === "questions" ? <QuestionQueue data={data} /> : <ReviewQueue data={data} />}
    </AdminLayout>
  );
}
