import { usePublicConfig } from "@/client/lib/public-config";

/** Credits the company and shows the contact address when the operator configured one. */
export function SiteFooter() {
  const { data: config } = usePublicConfig();
  const company = config?.companyName ?? "AI App Hub";
  return (
    <footer className="mt-16 border-t border-border/70 px-4 py-8 text-center text-sm text-muted">
      <p>
        © {new Date().getFullYear()} {company}. Free tools for everyone —{" "}
        <span className="whitespace-nowrap">no sign-in</span>, no subscription.
      </p>
      {config?.contactEmail && (
        <p className="mt-1">
          Contact:{" "}
          <a className="text-accent underline-offset-4 hover:underline" href={`mailto:${config.contactEmail}`}>
            {config.contactEmail}
          </a>
        </p>
      )}
    </footer>
  );
}
