import { SubscribeForm } from "./SubscribeForm";
import { SupportDialog } from "./SupportDialog";

/** The spec's two shared footer elements of a tool page, kept small: the subscribe form on one line, the support button. */
export function ToolFooterStrip() {
  return (
    <aside
      aria-label="Newsletter and support"
      className="mt-10 flex flex-col gap-3 rounded-xl border border-border/70 bg-surface/50 px-4 py-3 md:flex-row md:items-start md:justify-between"
    >
      <SubscribeForm compact />
      <SupportDialog />
    </aside>
  );
}
