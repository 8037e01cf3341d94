import { forwardRef, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { ChevronDown, Menu, Sparkles } from "lucide-react";
import { cn } from "@/client/lib/cn";
import { onDemand } from "@/client/lib/on-demand";
import { Button, type ButtonProps } from "./ui/button";
import { ToolLinks } from "./ToolLinks";
import { DeferredDialog } from "./DeferredDialog";

/** Top bar: logo to /, a desktop tool menu (disclosure pattern) and the mobile slide-out 'AI Tools' list. */
export function SiteHeader() {
  const [location] = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-4 px-4">
        <Link href="/" className="flex items-center gap-2 rounded-md font-semibold text-foreground">
          <Sparkles className="h-5 w-5 text-accent" aria-hidden />
          <span>AI App Hub</span>
        </Link>
        <DesktopToolMenu key={location} />
        <MobileToolMenu />
      </nav>
    </header>
  );
}

function DesktopToolMenu() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        ref.current?.querySelector<HTMLButtonElement>("button")?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);
  return (
    <div ref={ref} className="relative hidden md:block">
      <Button variant="ghost" aria-expanded={open} aria-controls="desktop-tool-menu" onClick={() => setOpen((o) => !o)}>
        Tools <ChevronDown aria-hidden className={cn("transition-transform", open && "rotate-180")} />
      </Button>
      <div
        id="desktop-tool-menu"
        hidden={!open}
        className="absolute right-0 top-12 w-[34rem] rounded-xl border border-border bg-surface p-2 shadow-xl"
      >
        <ToolLinks onNavigate={() => setOpen(false)} className="grid grid-cols-2 gap-1" />
      </div>
    </div>
  );
}

/** The mobile menu button (also the Radix trigger once the slide-out is loaded). */
export const MobileMenuTrigger = forwardRef<HTMLButtonElement, ButtonProps>((props, ref) => (
  <Button ref={ref} variant="ghost" size="icon" className="md:hidden" aria-label="Open AI Tools menu" {...props}>
    <Menu aria-hidden />
  </Button>
));
MobileMenuTrigger.displayName = "MobileMenuTrigger";

/** Fetches the slide-out's code (once); also started when the page is idle (lib/deferred-code.ts). */
export const loadMobilePanel = onDemand(() => import("./MobileToolMenuPanel"));

/** The slide-out 'AI Tools' list, its code (Radix Dialog) fetched on the first tap. */
const MobileToolMenu = () => <DeferredDialog load={loadMobilePanel} Trigger={MobileMenuTrigger} />;
