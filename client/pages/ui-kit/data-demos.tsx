import { useState } from "react";
import { Accordion } from "../../components/ui/accordion";
import { Button } from "../../components/ui/button";
import { Countdown } from "../../components/ui/countdown";
import { Progress } from "../../components/ui/progress";
import { Skeleton } from "../../components/ui/skeleton";
import { Spinner } from "../../components/ui/spinner";
import { Table, type TableColumn } from "../../components/ui/table";
import { Tabs } from "../../components/ui/tabs";
import { Demo } from "./demo";

interface Order {
  number: string;
  date: string;
  status: string;
  items: number;
  total: string;
}

const ORDERS: Order[] = [
  { number: "HE10023", date: "2026-10-02", status: "Shipped", items: 2, total: "$129.00" },
  { number: "HE10024", date: "2026-10-05", status: "Processing", items: 1, total: "$59.50" },
  { number: "HE10031", date: "2026-10-11", status: "Unpaid", items: 3, total: "$212.40" },
];

const COLUMNS: TableColumn<Order>[] = [
  { title: "Order", prop: "number", fixed: "left", width: 110 },
  { title: "Date", prop: "date", width: 140 },
  { title: "Status", prop: "status", width: 140 },
  { title: "Items", prop: "items", align: "center" },
  { title: "Total", prop: "total", align: "right", width: 120 },
  { title: "Action", prop: "number", fixed: "right", width: 100, render: (row) => <a href={`#order-${row.number}`}>View</a> },
];

export function TableDemo() {
  return (
    <Demo name="table" title="Table">
      <Table caption="Recent orders" columns={COLUMNS} data={ORDERS} rowKey={(row) => row.number} />
      <Table caption="Returns" columns={COLUMNS.slice(0, 3)} data={[]} rowKey={(row) => row.number} />
    </Demo>
  );
}

export function TabsDemo() {
  return (
    <Demo name="tabs" title="Tabs">
      <Tabs
        label="Product information"
        items={[
          { title: "Details", value: "details", icon: "◆" },
          { title: "Reviews", value: "reviews", afterIcon: <span className="ui-kit-badge">12</span> },
          { title: "Shipping", value: "shipping" },
          { title: "Size guide", value: "size", disabled: true },
        ]}
      >
        {(value) =>
          ({
            details: "Sterling silver S925 with moissanite, 18k gold plating of 2.5 microns.",
            reviews: "4.4 out of 5 from 4,507 reviews.",
            shipping: "Free standard shipping worldwide; express in 5–7 days.",
            size: "",
          })[value]
        }
      </Tabs>
    </Demo>
  );
}

export function AccordionDemo() {
  return (
    <Demo name="accordion" title="Accordion">
      <Accordion
        single
        defaultOpen={["returns"]}
        items={[
          { value: "returns", title: "How long do I have to return?", content: "30 days from delivery; 90 days with JewelSafe." },
          { value: "warranty", title: "Is there a warranty?", content: "Every piece has a lifetime warranty." },
          { value: "custom", title: "Can I order a custom piece?", content: "Yes: 3–4 weeks, with a deposit of 20–50 USD." },
        ]}
      />
    </Demo>
  );
}

export function ProgressDemo() {
  return (
    <Demo name="progress" title="Progress">
      <Progress value={0} label="Nothing yet" />
      <Progress value={45} label="Towards free express shipping" />
      <Progress value={140} label="Above 100 (shows 100)" />
    </Demo>
  );
}

export function SkeletonDemo() {
  const [loading, setLoading] = useState(true);
  return (
    <Demo name="skeleton" title="Skeleton">
      <Button onClick={() => setLoading((l) => !l)}>{loading ? "Show the content" : "Show the skeleton"}</Button>
      <div className="ui-kit-skeleton">
        <Skeleton loading={loading} image rows={3}>
          <p>Moissanite solitaire ring, sterling silver S925.</p>
        </Skeleton>
      </div>
    </Demo>
  );
}

export function SpinnerDemo() {
  return (
    <Demo name="spinner" title="Spinner">
      <div className="ui-kit-row">
        <Spinner size={16} />
        <Spinner />
        <Spinner size={40} label="Loading your orders" />
        <Button loading>Pay now</Button>
      </div>
    </Demo>
  );
}

export function CountdownDemo() {
  const [round, setRound] = useState(0);
  const [done, setDone] = useState(false);
  return (
    <Demo name="countdown" title="Countdown">
      <p>
        Sale ends in <Countdown seconds={2 * 86_400 + 3 * 3600 + 25 * 60 + 7} label="Sale ends in" />
      </p>
      <p>
        Offer held for <Countdown key={round} seconds={10} label="Offer held for" onFinish={() => setDone(true)} /> {done && "— expired"}
      </p>
      <Button
        onClick={() => {
          setDone(false);
          setRound((r) => r + 1);
        }}
      >
        Restart
      </Button>
    </Demo>
  );
}
