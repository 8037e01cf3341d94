import { useEffect, useMemo, useRef, useState } from "react";
import { Link } from "wouter";
import { Search, X } from "lucide-react";
import { CATEGORIES, type CategoryTab } from "@/shared/catalogue";
import { TOOLS, type ToolEntry } from "@/client/lib/catalogue";
import { searchTools } from "@/shared/tool-search";
import { isToolLive } from "@/client/lib/tool-pages";
import { useDocumentTitle } from "@/client/lib/use-document-title";
import { cn } from "@/client/lib/cn";
import { ToolIcon } from "@/client/components/ToolIcon";
import { CategoryTabs } from "@/client/components/CategoryTabs";
import { SubscribeForm } from "@/client/components/SubscribeForm";
import { SupportDialog } from "@/client/components/SupportDialog";

function inTab(tool: ToolEntry, tab: CategoryTab): boolean {
  if (tab === "all") return true;
  if (tab === "coming-soon") return !isToolLive(tool);
  return tool.category === tab;
}

/** The empty-tab message: when other tabs have matches, it names them. */
function elsewhere(query: string, matches: readonly ToolEntry[], tab: CategoryTab): string {
  if (matches.length === 0) return `No tools match “${query}”.`;
  const others = CATEGORIES.filter((c) => c.id !== tab && c.id !== "all" && matches.some((t) => inTab(t, c.id)));
  const names = others.map((c) => c.label).join(", ") || CATEGORIES[0].label;
  const count = matches.length;
  return `No tools match “${query}” here; ${count} ${count === 1 ? "tool matches" : "tools match"} in ${names}.`;
}

export default function Home() {
  useDocumentTitle("AI App Hub - Free AI Tools for Everyone");
  const [tab, setTab] = useState<CategoryTab>("all");
  const [query, setQuery] = useState("");
  const searchRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      const typing = target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
      if (e.key === "/" && !typing && !e.ctrlKey && !e.metaKey && !e.altKey) {
        e.preventDefault();
        searchRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const matches = useMemo(() => searchTools(TOOLS, query), [query]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <section className="text-center">
        <h1 className="bg-gradient-to-r from-violet-300 via-fuchsia-200 to-cyan-300 bg-clip-text text-3xl font-extrabold tracking-tight text-transparent sm:text-5xl">
          AI App Hub - Free AI Tools for Everyone
        </h1>
        <figure className="mx-auto mt-5 max-w-2xl">
          <blockquote className="text-lg italic text-foreground/90">
            “The best way to predict the future is to invent it.”
          </blockquote>
          <figcaption className="mt-1 text-sm text-muted">— Alan Kay</figcaption>
        </figure>
        <p className="mt-4 font-medium text-accent">No subscriptions. No hidden fees. No sign-in. Just free tools.</p>
      </section>

      <div className="mx-auto mt-8 max-w-xl">
        <label htmlFor="tool-search" className="sr-only">
          Search tools
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
            aria-hidden
          />
          <input
            ref={searchRef}
            id="tool-search"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search tools (press / to focus)"
            aria-controls="tool-grid-region"
            className="h-11 w-full rounded-full border border-border bg-surface pl-10 pr-10 text-sm placeholder:text-muted/80 focus-visible:outline-2 focus-visible:outline-accent [&::-webkit-search-cancel-button]:hidden"
          />
          {query && (
            <button
              type="button"
              onClick={() => {
                setQuery("");
                searchRef.current?.focus();
              }}
              aria-label="Clear search"
              className="absolute right-3 top-1/2 -translate-y-1/2 rounded-full p-1 text-muted hover:text-foreground"
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          )}
        </div>
      </div>

      <CategoryTabs
        tabs={CATEGORIES}
        value={tab}
        onChange={setTab}
        label="Tool categories"
        id="tool-grid-region"
        className="mt-8"
        listClassName="flex flex-wrap justify-center gap-2"
        triggerClassName="rounded-full border border-border px-4 py-1.5 text-sm text-muted transition-colors hover:text-foreground data-[state=active]:border-accent data-[state=active]:bg-accent data-[state=active]:text-accent-foreground"
        panelClassName="mt-6 focus-visible:outline-none"
      >
        {(category) => {
          const tools = matches.filter((t) => inTab(t, category));
          return (
            <>
              <p className="sr-only" role="status">
                {tools.length} {tools.length === 1 ? "tool" : "tools"} shown
              </p>
              {tools.length === 0 ? (
                <p className="py-12 text-center text-muted">
                  {query
                    ? elsewhere(query, matches, category)
                    : category === "coming-soon"
                      ? "Every tool is live — nothing is waiting here."
                      : "No tools in this category yet."}
                </p>
              ) : (
                <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3" data-testid="tool-grid">
                  {tools.map((tool) => (
                    <li key={tool.id}>
                      <ToolCard tool={tool} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </CategoryTabs>

      <div className="mx-auto mt-14 grid max-w-2xl gap-4">
        <SubscribeForm />
        <div className="flex justify-center">
          <SupportDialog />
        </div>
      </div>
    </div>
  );
}

function ToolCard({ tool }: { tool: ToolEntry }) {
  const live = isToolLive(tool);
  const body = (
    <>
      <div className="flex items-center gap-3">
        <span className="rounded-lg bg-surface-2 p-2">
          <ToolIcon tool={tool} className="h-5 w-5 text-accent" />
        </span>
        <h2 className="text-sm font-semibold sm:text-base">{tool.name}</h2>
      </div>
      <p className="mt-2 line-clamp-3 text-xs text-muted sm:text-sm">{tool.description}</p>
      {!live && (
        <span className="mt-3 inline-block rounded-full border border-border px-2 py-0.5 text-xs text-muted">
          Coming soon
        </span>
      )}
    </>
  );
  const base = "block h-full rounded-xl border border-border bg-surface/80 p-4 sm:p-5";
  if (!live) {
    return (
      <div className={cn(base, "cursor-not-allowed opacity-60")} aria-disabled="true" data-tool={tool.id}>
        {body}
      </div>
    );
  }
  return (
    <Link
      href={tool.path}
      data-tool={tool.id}
      className={cn(base, "transition hover:-translate-y-0.5 hover:border-accent/70 hover:bg-surface-2")}
    >
      {body}
    </Link>
  );
}
