import type { ReactNode } from "react";
import { Link } from "wouter";
import { ArrowLeft } from "lucide-react";
import type { ToolEntry } from "@/shared/catalogue";
import { buttonVariants } from "./ui/button";
import { ToolIcon } from "./ToolIcon";
import { SubscribeForm } from "./SubscribeForm";
import { SupportDialog } from "./SupportDialog";
import { useDocumentTitle } from "@/client/lib/use-document-title";

interface ToolLayoutProps {
  tool: ToolEntry;
  children: ReactNode;
  /** 'Back to Home' everywhere except the prompt builder ('Back to Apps'). */
  backLabel?: string;
  /** Most pages show the subscribe form and support button under the tool. */
  showFooterExtras?: boolean;
}

/** Back button, header with the tool's icon, title and description, the tool, then subscribe and support. */
export function ToolLayout({ tool, children, backLabel = "Back to Home", showFooterExtras = true }: ToolLayoutProps) {
  useDocumentTitle(`${tool.name} - AI App Hub`);
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <Link href="/" className={buttonVariants({ variant: "ghost", size: "sm", className: "-ml-3 mb-4" })}>
        <ArrowLeft aria-hidden /> {backLabel}
      </Link>
      <header className="mb-6 flex items-start gap-4">
        <div className="rounded-xl bg-surface-2 p-3">
          <ToolIcon name={tool.icon} className="h-7 w-7 text-accent" />
        </div>
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{tool.name}</h1>
          <p className="mt-1 text-muted">{tool.description}</p>
        </div>
      </header>
      {children}
      {showFooterExtras && (
        <div className="mt-10 grid gap-4">
          <SubscribeForm />
          <div className="flex justify-center">
            <SupportDialog />
          </div>
        </div>
      )}
    </div>
  );
}
