import { useState } from "react";
import { Checkbox } from "../../components/ui/checkbox";
import { Input } from "../../components/ui/input";
import { RadioGroup } from "../../components/ui/radio-group";
import { Rate } from "../../components/ui/rate";
import { Select, type SelectOption } from "../../components/ui/select";
import { Slider } from "../../components/ui/slider";
import { Stepper } from "../../components/ui/stepper";
import { Switch } from "../../components/ui/switch";
import { Demo, State, swatch } from "./demo";

export function SwitchDemo() {
  const [on, setOn] = useState(true);
  const [off, setOff] = useState(false);
  return (
    <Demo name="switch" title="Switch">
      <div className="ui-kit-column">
        <Switch checked={on} onChange={setOn} label="Gift wrap" />
        <Switch checked={off} onChange={setOff} label="JewelSafe protection" />
        <Switch checked={false} onChange={() => {}} label="Engraving (unavailable)" disabled />
      </div>
    </Demo>
  );
}

export function RadioDemo() {
  const [metal, setMetal] = useState<"gold" | "silver" | "rose" | "platinum">("gold");
  return (
    <Demo name="radio" title="Radio">
      <RadioGroup
        legend="Metal"
        value={metal}
        onChange={setMetal}
        options={[
          { label: "Gold", value: "gold" },
          { label: "Sterling silver S925", value: "silver" },
          { label: "Rose gold", value: "rose" },
          { label: "Platinum (sold out)", value: "platinum", disabled: true },
        ]}
      />
    </Demo>
  );
}

export function CheckboxDemo() {
  const [items, setItems] = useState({ rings: true, necklaces: false });
  const all = items.rings && items.necklaces;
  const some = items.rings !== items.necklaces;
  return (
    <Demo name="checkbox" title="Checkbox">
      <div className="ui-kit-column">
        <Checkbox checked={all} indeterminate={some} onChange={(v) => setItems({ rings: v, necklaces: v })} label="All categories" />
        <Checkbox checked={items.rings} onChange={(v) => setItems((s) => ({ ...s, rings: v }))} label="Rings" />
        <Checkbox checked={items.necklaces} onChange={(v) => setItems((s) => ({ ...s, necklaces: v }))} label="Necklaces" />
        <Checkbox checked onChange={() => {}} label="Terms accepted (disabled)" disabled />
      </div>
    </Demo>
  );
}

export function RateDemo() {
  const [clearable, setClearable] = useState(3);
  const [plain, setPlain] = useState(3);
  const [half, setHalf] = useState(3.5);
  return (
    <Demo name="rate" title="Star rating">
      <div className="ui-kit-column">
        <div>
          <Rate label="Rating with allowClear" value={clearable} onChange={setClearable} allowClear />
          <State label="allowClear" value={clearable} testId="rate-clear-value" />
        </div>
        <div>
          <Rate label="Rating without allowClear" value={plain} onChange={setPlain} />
          <State label="no allowClear" value={plain} testId="rate-value" />
        </div>
        <div>
          <Rate label="Rating with half stars" value={half} onChange={setHalf} allowHalf size={24} />
          <State label="allowHalf" value={half} />
        </div>
        <div>
          <Rate value={4.4} readOnly />
          <State label="Average (read-only)" value="4.4" />
        </div>
      </div>
    </Demo>
  );
}

export function InputDemo() {
  const [email, setEmail] = useState("  ann@example.com  ");
  return (
    <Demo name="input" title="Input">
      <div className="ui-kit-column">
        <Input label="Email (trimmed on blur)" type="email" value={email} onChange={setEmail} hint="Leave the field to trim the spaces." />
        <State label="Value" value={`[${email}]`} testId="input-value" />
        <Input label="Postal code" defaultValue="M1" error="Please enter 6–8 letters, digits and spaces." />
      </div>
    </Demo>
  );
}

const COUNTRIES: SelectOption[] = [
  { name: "United States", value: "US", img: swatch("#1f5fa8", "US", 40) },
  { name: "United Kingdom", value: "GB", img: swatch("#b3261e", "GB", 40) },
  { name: "Germany", value: "DE", img: swatch("#1d1b19", "DE", 40), selected: true },
  { name: "Mexico (not shipping)", value: "MX", img: swatch("#1e7a3a", "MX", 40), disabled: true },
  { name: "France", value: "FR", img: swatch("#2d3a4a", "FR", 40) },
];

const COLOURS: SelectOption[] = [
  { name: "Gold", value: "gold", iconColor: "#d4af37" },
  { name: "Silver", value: "silver", iconColor: "#c0c0c0" },
  { name: "Rose gold", value: "rose", iconColor: "#b76e79" },
];

export function SelectDemo() {
  const [colour, setColour] = useState<string | null>(null);
  return (
    <Demo name="select" title="Select">
      <div className="ui-kit-column">
        <Select label="Ship to" options={COUNTRIES} />
        <Select label="Colour" options={COLOURS} value={colour} onChange={setColour} />
        <Select label="Size (disabled)" options={[]} disabled />
      </div>
    </Demo>
  );
}

export function SliderDemo() {
  const [value, setValue] = useState(40);
  const [range, setRange] = useState<[number, number]>([20, 80]);
  return (
    <Demo name="slider" title="Slider">
      <Slider label="Ring width" value={value} onChange={setValue} format={(v) => `${v / 10} mm`} />
      <Slider label="Price" value={range} onChange={setRange} step={5} marks={{ 0: "$0", 50: "$50", 100: "$100" }} format={(v) => `$${v}`} />
      <State label="Price range" value={`$${range[0]}–$${range[1]}`} />
    </Demo>
  );
}

export function StepperDemo() {
  const [bounded, setBounded] = useState(1);
  const [open, setOpen] = useState(1);
  return (
    <Demo name="stepper" title="Stepper">
      <div className="ui-kit-column">
        <Stepper label="Quantity (1 to 3)" value={bounded} onChange={setBounded} max={3} />
        <Stepper label="Quantity (no maximum)" value={open} onChange={setOpen} />
      </div>
    </Demo>
  );
}
