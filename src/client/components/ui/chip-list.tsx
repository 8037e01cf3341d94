import { cn } from "@/client/lib/cn";

interface ChipListProps {
  items: readonly string[];
  /** The list's test id (browser tests read the chips through it). */
  testId?: string;
  className?: string;
}

/** Short words as rounded chips in the accent colour (hashtags, matched skills, key phrases). */
export function ChipList({ items, testId, className }: ChipListProps) {
  return (
    <ul className={cn("flex flex-wrap gap-2", className)} data-testid={testId}>
      {items.map((item) => (
        <li key={item} className="rounded-full border border-border bg-surface-2 px-3 py-1 text-sm text-accent">
          {item}
        </li>
      ))}
    </ul>
  );
}
