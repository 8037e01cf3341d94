import { Toast as ToastPrimitive } from "radix-ui";
import { X } from "lucide-react";
import { cn } from "@/client/lib/cn";
import { dismissToast, useToasts } from "@/client/lib/use-toast";

/** Radix toasts with the spec's semantics: 5000 ms auto-dismiss, 50 px swipe, F8 jumps to the viewport. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          data-variant={t.variant ?? "default"}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-8 shadow-lg",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-out",
            t.variant === "destructive"
              ? "border-danger bg-danger-surface text-foreground"
              : "border-border bg-surface-2 text-foreground",
          )}
        >
          <div className="grid gap-1">
            {t.title && <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>}
            {t.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute right-2 top-2 rounded-md p-1 text-muted hover:text-foreground"
          >
            <X className="h-4 w-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={["F8"]}
        className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
