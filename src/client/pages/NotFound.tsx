import { Link } from "wouter";
import { AlertCircle } from "lucide-react";
import { useDocumentTitle } from "@/client/lib/use-document-title";
import { buttonVariants } from "@/client/components/ui/button";

export default function NotFound() {
  useDocumentTitle("404 Page Not Found - AI App Hub");
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center px-4 text-center">
      <div className="w-full rounded-xl border border-border bg-surface/80 p-6">
        <div className="mb-4 flex items-center justify-center gap-2">
          <AlertCircle className="h-8 w-8 text-danger" aria-hidden />
          <h1 className="text-2xl font-bold">404 Page Not Found</h1>
        </div>
        <p className="text-sm text-muted">Did you forget to add the page to the router?</p>
        <Link href="/" className={buttonVariants({ variant: "outline", className: "mt-6" })}>
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
