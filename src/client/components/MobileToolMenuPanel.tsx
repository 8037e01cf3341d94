import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "./ui/dialog";
import { MobileMenuTrigger } from "./SiteHeader";
import { ToolLinks } from "./ToolLinks";

/** The mobile slide-out 'AI Tools' list. Loaded on demand by SiteHeader's MobileToolMenu; mounted open. */
export default function MobileToolMenuPanel() {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <MobileMenuTrigger />
      </DialogTrigger>
      <DialogContent side="left" aria-describedby={undefined}>
        <DialogTitle className="mb-4 text-lg">AI Tools</DialogTitle>
        <DialogDescription className="sr-only">All tools of the hub</DialogDescription>
        <ToolLinks onNavigate={() => setOpen(false)} className="grid gap-1" />
      </DialogContent>
    </Dialog>
  );
}
