import {
  createContext,
  useContext,
  useId,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { cn } from "@/client/lib/cn";
import { tabIndexForKey } from "@/client/lib/tab-keys";

/**
 * Tabs in the WAI-ARIA pattern (tablist, tab, tabpanel): the active tab is the one tab stop, arrow keys (and Home,
 * End) move to a tab and show it, and only the active panel is in the page. Small enough to live here instead of
 * carrying a primitives library into the result panes.
 */
interface TabsState {
  base: string;
  active: string;
  show: (value: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error("Tabs parts must sit inside <Tabs>");
  return state;
}

const idOf = (base: string, part: "tab" | "panel", value: string) => `${base}-${part}-${value.replace(/\W+/g, "-")}`;

export function Tabs({
  defaultValue,
  children,
  className,
}: {
  defaultValue?: string;
  children: ReactNode;
  className?: string;
}) {
  const base = useId();
  const [active, show] = useState(defaultValue ?? "");
  return (
    <TabsContext.Provider value={{ base, active, show }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

export function TabsList({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const next = tabIndexForKey(event.key, at, tabs.length);
    if (next < 0) return;
    event.preventDefault();
    tabs[next]?.focus();
    tabs[next]?.click();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn("inline-flex flex-wrap gap-1 rounded-lg bg-surface-2 p-1", className)}
      onKeyDown={onKeyDown}
      {...props}
    />
  );
}

/** A tab or its panel: the tab's value, classes, content. */
interface TabPartProps {
  value: string;
  className?: string;
  children: ReactNode;
}

export function TabsTrigger({ value, className, children }: TabPartProps) {
  const { base, active, show } = useTabs();
  const selected = active === value;
  return (
    <button
      type="button"
      role="tab"
      id={idOf(base, "tab", value)}
      aria-selected={selected}
      aria-controls={idOf(base, "panel", value)}
      data-state={selected ? "active" : "inactive"}
      tabIndex={selected ? 0 : -1}
      onClick={() => show(value)}
      className={cn(
        "rounded-md px-3 py-1.5 text-sm text-muted transition-colors hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow",
        className,
      )}
    >
      {children}
    </button>
  );
}

export function TabsContent({ value, className, children }: TabPartProps) {
  const { base, active } = useTabs();
  if (active !== value) return null;
  return (
    <div
      role="tabpanel"
      id={idOf(base, "panel", value)}
      aria-labelledby={idOf(base, "tab", value)}
      data-state="active"
      tabIndex={0}
      className={cn("mt-4 focus-visible:outline-none", className)}
    >
      {children}
    </div>
  );
}
