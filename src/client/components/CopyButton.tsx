import { Check, Copy } from "lucide-react";
import { useCopy } from "@/client/lib/clipboard";
import { toast } from "@/client/lib/use-toast";
import { Button, type ButtonProps } from "./ui/button";
import { cn } from "@/client/lib/cn";

interface CopyButtonProps extends Omit<ButtonProps, "onClick"> {
  text: string;
  /** Rich-text version (kept italics and the like) written beside the plain text. */
  html?: string;
  /**
   * The toasts' descriptions: `copied` on success (spec: 'Text copied to clipboard' unless a tool says otherwise),
   * `copyFailed` on failure. A tool's messages object (contract.ts) can be passed as it is.
   */
  toasts?: { copied?: string; copyFailed?: string };
  /** Visible label; omit for an icon-only button. */
  children?: React.ReactNode;
  /** Accessible name (e.g. 'Copy summary'); with visible children it should start with their text. */
  label?: string;
  /** Green check (the donation dialog's style). */
  greenCheck?: boolean;
}

/** Copies text; its icon turns into a check mark for 2 s; toasts per spec. */
export function CopyButton({
  text,
  html,
  toasts,
  children,
  label,
  greenCheck,
  className,
  variant = "outline",
  size,
  ...props
}: CopyButtonProps) {
  const { copied, copy } = useCopy();
  const onClick = async () => {
    try {
      await copy(text, html);
      toast({ title: "Copied!", description: toasts?.copied ?? "Text copied to clipboard" });
    } catch {
      toast({ title: "Error", description: toasts?.copyFailed ?? "Failed to copy text", variant: "destructive" });
    }
  };
  const Icon = copied ? Check : Copy;
  return (
    <Button
      variant={variant}
      size={size ?? (children ? "sm" : "icon")}
      onClick={onClick}
      aria-label={children ? label : `${label ?? "Copy"}${copied ? ": copied" : ""}`}
      data-copied={copied || undefined}
      className={className}
      {...props}
    >
      <Icon aria-hidden className={cn(copied && (greenCheck ? "text-success" : "text-accent"))} />
      {children}
    </Button>
  );
}
