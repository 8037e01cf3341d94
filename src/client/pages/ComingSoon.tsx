import type { ToolEntry } from "@/shared/catalogue";
import { ToolLayout } from "@/client/components/ToolLayout";

export default function ComingSoon({ tool }: { tool: ToolEntry }) {
  return (
    <ToolLayout tool={tool}>
      <div className="rounded-xl border border-dashed border-border p-10 text-center">
        <p className="text-lg font-semibold">Coming soon</p>
        <p className="mt-1 text-sm text-muted">This tool is being built. Check back shortly.</p>
      </div>
    </ToolLayout>
  );
}
