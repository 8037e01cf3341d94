import { Cpu, Sparkles } from "lucide-react";
import type { Engine } from "@/client/lib/api";

/** Says which engine produced a result (from the X-Engine response header). */
export function EngineBadge({ engine }: { engine: Engine | null }) {
  if (!engine) return null;
  const ai = engine === "ai-provider";
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full border border-border px-2 py-0.5 text-xs text-muted"
      data-engine={engine}
      title={
        ai ? "Produced by the AI provider this server is connected to" : "Produced offline by the hub's built-in engine"
      }
    >
      {ai ? <Sparkles className="h-3 w-3" aria-hidden /> : <Cpu className="h-3 w-3" aria-hidden />}
      {ai ? "AI provider" : "Built-in engine"}
    </span>
  );
}
