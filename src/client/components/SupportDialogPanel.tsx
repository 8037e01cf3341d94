import { createElement, useEffect } from "react";
import { Coffee } from "lucide-react";
import { usePublicConfig } from "@/client/lib/public-config";
import { buttonVariants } from "./ui/button";
import { SupportTrigger } from "./SupportDialog";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "./ui/dialog";
import { CopyButton } from "./CopyButton";

const CARD_SCRIPT = "https://js.stripe.com/v3/buy-button.js";

/**
 * 'Support Our Project': wallets, coffee link and card widget, each shown only when the operator set it.
 * Loaded on demand by SupportDialog.tsx, which shows an identical trigger until the first click; mounted open.
 */
export default function SupportDialogPanel() {
  return (
    <Dialog defaultOpen>
      <DialogTrigger asChild>
        <SupportTrigger />
      </DialogTrigger>
      <DialogContent>
        <SupportContent />
      </DialogContent>
    </Dialog>
  );
}

function SupportContent() {
  const { data: config, isPending, isError } = usePublicConfig();
  const card = config?.cardButton;
  useEffect(() => {
    if (!card || document.querySelector(`script[src="${CARD_SCRIPT}"]`)) return;
    const script = document.createElement("script");
    script.src = CARD_SCRIPT;
    script.async = true;
    document.head.appendChild(script);
  }, [card]);

  const nothingConfigured = config && config.wallets.length === 0 && !config.coffeeUrl && !card;
  return (
    <div className="grid gap-5">
      <div className="grid gap-1.5 pr-6">
        <DialogTitle>Support Our Project</DialogTitle>
        <DialogDescription>
          AI App Hub is free for everyone. If it helped you, a contribution keeps the tools running.
        </DialogDescription>
      </div>
      {isPending && <p className="text-sm text-muted">Loading…</p>}
      {isError && <p className="text-sm text-danger">Could not load the donation options.</p>}
      {nothingConfigured && (
        <p className="text-sm text-muted">
          Donation options are not set up on this server yet. Thank you for thinking of it!
        </p>
      )}
      {config && config.wallets.length > 0 && (
        <ul className="grid gap-3" aria-label="Cryptocurrency addresses">
          {config.wallets.map((wallet) => (
            <li key={wallet.id} className="rounded-lg border border-border bg-background/60 p-3">
              <div className="mb-1 text-sm font-medium">{wallet.name}</div>
              <div className="flex items-center gap-2">
                <code className="min-w-0 flex-1 break-all text-xs text-muted">{wallet.address}</code>
                <CopyButton
                  text={wallet.address}
                  label={`Copy ${wallet.name} address`}
                  toasts={{ copied: "Address copied to clipboard", copyFailed: "Failed to copy address" }}
                  greenCheck
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {config?.coffeeUrl && (
        <a
          href={config.coffeeUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: "accent" })}
        >
          <Coffee aria-hidden /> Buy Me a Coffee
        </a>
      )}
      {card && (
        <div className="rounded-lg border border-border bg-white/95 p-3" data-testid="card-payment">
          {createElement("stripe-buy-button", {
            "buy-button-id": card.buyButtonId,
            "publishable-key": card.publishableKey,
          })}
        </div>
      )}
    </div>
  );
}
