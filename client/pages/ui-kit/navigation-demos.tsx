import { useState } from "react";
import { pathTo } from "~/shared/url-scheme";
import { Breadcrumb } from "../../components/ui/breadcrumb";
import { Pagination } from "../../components/ui/pagination";
import { Sticky } from "../../components/ui/sticky";
import { TreeMenu } from "../../components/ui/tree-menu";
import { Demo, State } from "./demo";

export function PaginationDemo() {
  const [page, setPage] = useState(1);
  return (
    <Demo name="pagination" title="Pagination">
      <Pagination total={95} page={page} onChange={setPage} />
      <State label="Page" value={page} />
    </Demo>
  );
}

export function BreadcrumbDemo() {
  return (
    <Demo name="breadcrumb" title="Breadcrumb">
      <Breadcrumb
        items={[
          { label: "Home", to: pathTo("home") },
          { label: "Rings", to: pathTo("category", { category_key: "rings" }) },
          { label: "Moissanite solitaire" },
        ]}
      />
    </Demo>
  );
}

export function StickyDemo() {
  const [stuck, setStuck] = useState(false);
  return (
    <Demo name="sticky" title="Sticky container">
      <div className="ui-kit-sticky-box">
        <Sticky top={0} onStuckChange={setStuck}>
          <p className="ui-kit-sticky-bar">Filters: gold · under $100</p>
        </Sticky>
        <p>Scroll the page: the bar above stays at the top of the window while this box passes under it.</p>
        <p>It is CSS position: sticky, so nothing jumps when the page hydrates.</p>
      </div>
      <State label="Stuck" value={String(stuck)} />
    </Demo>
  );
}

export function TreeMenuDemo() {
  const [active, setActive] = useState("orders");
  return (
    <Demo name="tree-menu" title="Tree menu">
      <TreeMenu
        label="My account"
        active={active}
        onSelect={(item) => item.value && setActive(item.value)}
        defaultOpen={["account"]}
        items={[
          {
            text: "My account",
            value: "account",
            children: [
              { text: "My orders", value: "orders", dot: true },
              { text: "My coupons", value: "coupons" },
              { text: "Address book", value: "addresses" },
            ],
          },
          { text: "Help centre", children: [{ text: "FAQ", to: pathTo("help", { topic: "faqs" }) }] },
        ]}
      />
    </Demo>
  );
}
