import type { HTMLAttributes } from "react";
import { cn } from "@/client/lib/cn";

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("rounded-xl border border-border bg-surface/80 shadow-sm", className)} {...props} />;
}
export function CardHeader({ className, row, ...props }: HTMLAttributes<HTMLDivElement> & { row?: boolean }) {
  return (
    <div
      className={cn(
        "flex gap-1.5 p-5",
        row ? "flex-row flex-wrap items-center justify-between" : "flex-col",
        className,
      )}
      {...props}
    />
  );
}
export function CardTitle({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return <h2 className={cn("text-lg font-semibold leading-tight", className)} {...props} />;
}
export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("p-5 pt-0", className)} {...props} />;
}
