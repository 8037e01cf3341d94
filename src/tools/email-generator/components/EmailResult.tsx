import { useId, type ReactNode } from "react";
import { CopyButton } from "@/client/components/CopyButton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { bodyBlocks, emailMessages as m, type EmailTemplateResponse } from "../contract";

/** The whole email as plain text, as 'Copy All' copies it. */
function rawEmail({ subject, body }: EmailTemplateResponse): string {
  return `Subject: ${subject}\n\n${body}`;
}

/** One part of the preview (subject or body): its label, a button that copies `text`, then the part itself. */
function EmailPart({
  title,
  text,
  copied,
  children,
}: {
  title: string;
  text: string;
  copied: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-md border border-border bg-surface-2 p-4">
      <div className="mb-1 flex items-center justify-between gap-2">
        <h3 id={id} className="text-xs font-semibold uppercase tracking-wide text-muted">
          {title}
        </h3>
        <CopyButton text={text} label={`Copy ${title.toLowerCase()}`} toasts={{ copied, copyFailed: m.copyFailed }} />
      </div>
      {children}
    </section>
  );
}

/** Preview (subject line and paragraphs, each with copy) and Raw Text (everything, with 'Copy All'). */
export function EmailResult({ result }: { result: EmailTemplateResponse }) {
  return (
    <Tabs defaultValue="preview">
      <TabsList aria-label="Email view">
        <TabsTrigger value="preview">Preview</TabsTrigger>
        <TabsTrigger value="raw">Raw Text</TabsTrigger>
      </TabsList>

      <TabsContent value="preview" className="grid gap-4">
        <EmailPart title="Subject" text={result.subject} copied={m.copiedSubject}>
          <p className="font-medium [overflow-wrap:anywhere]" data-testid="email-subject">
            {result.subject}
          </p>
        </EmailPart>
        <EmailPart title="Body" text={result.body} copied={m.copiedBody}>
          <div className="grid min-w-0 gap-3 leading-relaxed [overflow-wrap:anywhere]" data-testid="email-body">
            {bodyBlocks(result.body).map((paragraph, i) => (
              <p key={i} className="whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </div>
        </EmailPart>
      </TabsContent>

      <TabsContent value="raw" className="grid gap-3">
        <div className="flex justify-end">
          <CopyButton
            text={rawEmail(result)}
            label="Copy All"
            toasts={{ copied: m.copiedAll, copyFailed: m.copyFailed }}
          >
            Copy All
          </CopyButton>
        </div>
        <pre
          className="whitespace-pre-wrap rounded-md [overflow-wrap:anywhere] border border-border bg-surface-2 p-4 font-mono text-sm"
          data-testid="email-raw"
        >
          {rawEmail(result)}
        </pre>
      </TabsContent>
    </Tabs>
  );
}
