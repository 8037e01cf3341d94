import type { ReactNode } from "react";
import { Link } from "wouter";
import { ArrowLeft } from "lucide-react";
import type { ToolEntry } from "@/client/lib/catalogue";
import { useDocumentTitle } from "@/client/lib/use-document-title";
import { buttonVariants } from "./ui/button";
import { ToolIcon } from "./ToolIcon";
import { ToolFooterStrip } from "./ToolFooterStrip";

/**
 * The frame App puts around every tool page: back link, the tool's icon, title and description, then the page in
 * two panes on wide screens (form left, result right; one column on phones), then a compact strip with the
 * subscribe form and the support button. A page renders just its two panes.
 */
export function ToolPage({ tool, children }: { tool: ToolEntry; children: ReactNode }) {
  useDocumentTitle(`${tool.name} - AI App Hub`);
  return (
    <div className="mx-auto max-w-6xl px-4 py-4 sm:py-6">
      <Link href="/" className={buttonVariants({ variant: "ghost", size: "sm", className: "-ml-3 mb-2" })}>
        <ArrowLeft aria-hidden /> {tool.backLabel ?? "Back to Home"}
      </Link>
      <header className="mb-5 flex items-start gap-4">
        <div className="rounded-xl bg-surface-2 p-3">
          <ToolIcon tool={tool} className="h-7 w-7 text-accent" />
        </div>
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{tool.name}</h1>
          <p className="mt-1 text-muted">{tool.description}</p>
        </div>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-2" data-testid="tool-panes">
        {children}
      </div>
      <ToolFooterStrip />
    </div>
  );
}
