import type { LucideProps } from "lucide-react";
import type { ToolEntry } from "@/client/lib/catalogue";

/** The tool's own icon (src/tools/<id>/icon.ts), decorative. */
export function ToolIcon({ tool, ...props }: { tool: ToolEntry } & LucideProps) {
  const Icon = tool.icon;
  return <Icon aria-hidden {...props} />;
}
