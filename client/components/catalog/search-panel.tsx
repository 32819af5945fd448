import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { Link } from "../ui/link";
import { pathTo } from "~/shared/url-scheme";
import type { ProductCard, Suggestion } from "~/shared/catalog-types";
import { useApi } from "../../lib/use-api";
import { useHydrated } from "../../lib/use-hydrated";
import { useT } from "../../lib/use-t";
import { clearRecentSearches, readRecentSearches, saveRecentSearch } from "../../lib/recent-searches";
import { Icon } from "../icons";
import { ProductImage } from "./product-image";
import { HiddenLabelInput } from "../ui/hidden-label-input";

interface PanelData {
  popularKeywords: string[];
  popularProducts: ProductCard[];
}

const DEBOUNCE_MS = 150;

/** Words the shopper can search again with one click. */
function WordChips({ words, onChoose }: { words: string[]; onChoose: (word: string) => Promise<void> }) {
  return (
    <ul className="plain-list search-panel__words">
      {words.map((word) => (
        <li key={word}>
          <button type="button" className="chip" onClick={() => void onChoose(word)}>
            {word}
          </button>
        </li>
      ))}
    </ul>
  );
}
const MAX_QUERY = 200;

/**
 * The header search: highlighted suggestions while typing (category/searchHighlight),
 * and before that recent searches (this browser), popular keywords and popular products.
 * A word that names a category goes straight to it (category/findCategoryUrlKey).
 */
export function SearchPanel() {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const id = useId();
  const root = useRef<HTMLFormElement>(null);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState<string[]>([]);
  const [panel, setPanel] = useState<PanelData | null>(null);
  const sequence = useRef(0);
  const hydrated = useHydrated();

  const typed = text.trim();
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);

  const openPanel = () => {
    setRecent(readRecentSearches());
    setOpen(true);
    if (!panel) {
      api<PanelData>("category/searchPanel", {})
        .then((r) => r.code === 200 && r.data && setPanel(r.data))
        .catch(() => undefined);
    }
  };

  // Suggestions for the latest text only: an older answer arriving late is dropped.
  useEffect(() => {
    if (!typed) {
      setSuggestions([]);
      return;
    }
    const mine = ++sequence.current;
    const timer = setTimeout(() => {
      api<Suggestion[]>("category/searchHighlight", { content: typed })
        .then((r) => mine === sequence.current && setSuggestions(r.code === 200 && Array.isArray(r.data) ? r.data : []))
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, api]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open, close]);

  const go = (href: string) => {
    close();
    navigate(href);
  };

  const search = async (words: string) => {
    const term = words.trim().slice(0, MAX_QUERY);
    if (!term) return;
    setRecent(saveRecentSearch(term));
    let href = pathTo("search", {}, { q: term });
    try {
      // Answers the category a word names, or else where to search for it.
      const found = await api<{ urlKey: string | null; href: string }>("category/findCategoryUrlKey", { content: term });
      if (found.code === 200 && found.data?.href) href = found.data.href;
    } catch {
      // The search page answers as well; the category shortcut is a convenience.
    }
    setText(term);
    go(href);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = active >= 0 ? suggestions[active] : undefined;
    if (chosen) {
      setRecent(saveRecentSearch(chosen.text));
      go(chosen.href);
    } else void search(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      close();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    if (!open) openPanel();
    if (!suggestions.length) return;
    // Positions -1 (the text itself) to n-1, wrapping at both ends.
    const count = suggestions.length + 1;
    const step = event.key === "ArrowDown" ? 1 : -1;
    setActive((i) => ((i + 1 + step + count) % count) - 1);
  };

  const showSuggestions = open && typed.length > 0 && suggestions.length > 0;
  const showPanel = open && typed.length === 0;
  const activeIndex = active >= suggestions.length ? -1 : active;

  return (
    <form
      ref={root}
      method="get"
      action={pathTo("search")}
      role="search"
      className="search-box"
      onSubmit={submit}
      data-testid="search-form"
      data-hydrated={hydrated || undefined}
    >
      <HiddenLabelInput
        id={`${id}-input`}
        label={t("header.searchLabel")}
        name="q"
        // A text field: HTML gives a search field no combobox role, and the suggestions make it one.
        type="text"
        enterKeyHint="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showSuggestions}
        aria-controls={listId}
        aria-activedescendant={showSuggestions && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        placeholder={t("header.searchPlaceholder")}
        required
        maxLength={MAX_QUERY}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(-1);
          if (!open) openPanel();
        }}
        onFocus={openPanel}
        onKeyDown={onKeyDown}
        data-testid="search-input"
      />
      <button type="submit" className="button">
        <Icon name="search" size={18} />
        <span className="visually-hidden">{t("header.searchButton")}</span>
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label={t("catalog.search.suggestions")}
        className="search-panel__suggestions"
        hidden={!showSuggestions}
        data-testid="search-suggestions"
      >
        {suggestions.map((s, i) => (
          // An option of a combobox: the keyboard moves through it from the input (aria-activedescendant).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={`${s.kind}-${s.href}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === activeIndex}
            className={`search-suggestion search-suggestion--${s.kind}`}
            onPointerDown={(e) => e.preventDefault()}
            onClick={() => {
              setRecent(saveRecentSearch(s.text));
              go(s.href);
            }}
          >
            {s.kind === "category" && <span className="search-suggestion__kind">{t("catalog.search.category")}</span>}
            {/* The service escapes everything but the <mark> around the matched parts. */}
            <span dangerouslySetInnerHTML={{ __html: s.html }} />
          </li>
        ))}
      </ul>
      {showPanel && (
        <div className="search-panel" data-testid="search-panel">
          {recent.length > 0 && (
            <section aria-labelledby={`${id}-recent`}>
              <div className="search-panel__head">
                <h2 id={`${id}-recent`}>{t("catalog.search.recent")}</h2>
                <button
                  type="button"
                  className="button button--link"
                  onClick={() => {
                    clearRecentSearches();
                    setRecent([]);
                  }}
                >
                  {t("catalog.search.clearRecent")}
                </button>
              </div>
              <WordChips words={recent} onChoose={search} />
            </section>
          )}
          {panel && panel.popularKeywords.length > 0 && (
            <section aria-labelledby={`${id}-popular`}>
              <h2 id={`${id}-popular`}>{t("catalog.search.popular")}</h2>
              <WordChips words={panel.popularKeywords} onChoose={search} />
            </section>
          )}
          {panel && panel.popularProducts.length > 0 && (
            <section aria-labelledby={`${id}-products`}>
              <h2 id={`${id}-products`}>{t("catalog.search.popularProducts")}</h2>
              <ul className="search-panel__products">
                {panel.popularProducts.map((p) => (
                  <li key={p.spuCode}>
                    <Link to={p.href} onClick={close} className="search-panel__product">
                      <ProductImage image={p.image} fixedWidth={56} alt="" />
                      <span>{p.title}</span>
                      <span className="search-panel__price">{p.salePrice.formatted}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </form>
  );
}
