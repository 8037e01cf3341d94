import { CopyButton } from "@/client/components/CopyButton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { bodyBlocks, emailMessages as m, type EmailTemplateResponse } from "../contract";

/** The whole email as plain text, as 'Copy All' copies it. */
function rawEmail({ subject, body }: EmailTemplateResponse): string {
  return `Subject: ${subject}\n\n${body}`;
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
        <section aria-labelledby="email-subject-label" className="rounded-md border border-border bg-surface-2 p-4">
          <div className="mb-1 flex items-center justify-between gap-2">
            <h3 id="email-subject-label" className="text-xs font-semibold uppercase tracking-wide text-muted">
              Subject
            </h3>
            <CopyButton
              text={result.subject}
              label="Copy subject"
              toasts={{ copied: m.copiedSubject, copyFailed: m.copyFailed }}
            />
          </div>
          <p className="font-medium [overflow-wrap:anywhere]" data-testid="email-subject">
            {result.subject}
          </p>
        </section>
        <section aria-labelledby="email-body-label" className="rounded-md border border-border bg-surface-2 p-4">
          <div className="mb-1 flex items-center justify-between gap-2">
            <h3 id="email-body-label" className="text-xs font-semibold uppercase tracking-wide text-muted">
              Body
            </h3>
            <CopyButton
              text={result.body}
              label="Copy body"
              toasts={{ copied: m.copiedBody, copyFailed: m.copyFailed }}
            />
          </div>
          <div className="grid min-w-0 gap-3 leading-relaxed [overflow-wrap:anywhere]" data-testid="email-body">
            {bodyBlocks(result.body).map((paragraph, i) => (
              <p key={i} className="whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </div>
        </section>
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
