import { CircleAlert, CircleCheck, CircleMinus } from "lucide-react";
import type { SeoCheck } from "../contract";
import { cn } from "@/client/lib/cn";

const LOOK = {
  good: { Icon: CircleCheck, tone: "text-success", word: "Good" },
  ok: { Icon: CircleMinus, tone: "text-warning", word: "OK" },
  bad: { Icon: CircleAlert, tone: "text-danger", word: "Needs work" },
} as const;

/** Every check behind the score: rating, what was measured, and its weight. */
export function ChecksList({ checks }: { checks: SeoCheck[] }) {
  return (
    <ul className="grid gap-2" data-testid="seo-checks">
      {checks.map((c) => {
        const { Icon, tone, word } = LOOK[c.rating];
        return (
          <li
            key={c.id}
            className="flex gap-2 rounded-md bg-surface-2 p-2 text-sm"
            data-check={c.id}
            data-rating={c.rating}
          >
            <Icon aria-hidden className={cn("mt-0.5 h-4 w-4 shrink-0", tone)} />
            <div>
              <span className="font-medium">{c.label}</span>{" "}
              <span className={cn("text-xs", tone)}>
                ({word}, {c.score}/9, {c.weight ? `weight ${c.weight}%` : "guidance only"})
              </span>
              <p className="text-muted">{c.detail}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
