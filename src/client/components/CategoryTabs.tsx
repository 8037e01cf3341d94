import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "@/client/lib/cn";
import { tabIndexForKey } from "@/client/lib/tab-keys";

interface CategoryTabsProps<T extends string> {
  tabs: readonly { id: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  label: string;
  id?: string;
  className?: string;
  listClassName?: string;
  triggerClassName?: string;
  panelClassName?: string;
  /** The active tab's panel content (inactive panels stay in the DOM, empty and hidden). */
  children: (value: T) => ReactNode;
}

/**
 * The home's category tabs: the WAI-ARIA tabs pattern (automatic activation, arrow keys / Home / End move between
 * tabs, one tab stop) in a few lines, so the home page's initial JS does not carry Radix Tabs and its helpers.
 * Same markup conventions as Radix (data-state="active" on the selected tab and its panel).
 */
export function CategoryTabs<T extends string>(props: CategoryTabsProps<T>) {
  const { tabs, value, onChange, label, id, className, listClassName, triggerClassName, panelClassName, children } =
    props;
  const base = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (t: T) => `${base}-tab-${t}`;
  const panelId = (t: T) => `${base}-panel-${t}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((t) => t.id === value);
    const next = tabIndexForKey(event.key, index, tabs.length);
    if (next < 0) return;
    event.preventDefault();
    onChange(tabs[next]!.id);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div className={className} id={id}>
      <div ref={listRef} role="tablist" aria-label={label} aria-orientation="horizontal" className={listClassName}>
        {tabs.map((t) => {
          const active = t.id === value;
          return (
            <button
              key={t.id}
              type="button"
              role="tab"
              id={tabId(t.id)}
              aria-selected={active}
              aria-controls={panelId(t.id)}
              data-state={active ? "active" : "inactive"}
              tabIndex={active ? 0 : -1}
              className={triggerClassName}
              onClick={() => onChange(t.id)}
              onKeyDown={onKeyDown}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      {tabs.map((t) => {
        const active = t.id === value;
        return (
          <div
            key={t.id}
            role="tabpanel"
            id={panelId(t.id)}
            aria-labelledby={tabId(t.id)}
            data-state={active ? "active" : "inactive"}
            hidden={!active}
            tabIndex={0}
            className={cn(panelClassName)}
          >
            {active && children(t.id)}
          </div>
        );
      })}
    </div>
  );
}
