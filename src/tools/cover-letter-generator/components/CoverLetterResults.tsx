import { ChipList } from "@/client/components/ui/chip-list";
import { CopyButton } from "@/client/components/CopyButton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { coverLetterMessages as m, type CoverLetterResponse } from "../contract";

/** The three letters as tabs, each with copy and highlights; then matched skills and improvements. */
export function CoverLetterResults({ result }: { result: CoverLetterResponse }) {
  const letters = result.coverLetters;
  return (
    <div className="grid gap-6">
      <Tabs defaultValue={letters[0]?.version}>
        <TabsList aria-label="Cover letter versions">
          {letters.map((l) => (
            <TabsTrigger key={l.version} value={l.version}>
              {l.version}
            </TabsTrigger>
          ))}
        </TabsList>
        {letters.map((l) => (
          <TabsContent key={l.version} value={l.version} className="grid gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-xs text-muted">Tone: {l.tone}</p>
              <CopyButton text={l.content} label={`Copy ${l.version} cover letter`}>
                Copy
              </CopyButton>
            </div>
            <div
              className="whitespace-pre-wrap rounded-md bg-surface-2 p-4 leading-relaxed"
              data-testid={`letter-${l.version}`}
            >
              {l.content}
            </div>
            {l.highlights.length > 0 && (
              <div>
                <h3 className="mb-1 text-sm font-medium">Highlights</h3>
                <ul className="list-disc space-y-1 pl-5 text-sm text-muted">
                  {l.highlights.map((h, i) => (
                    <li key={i}>{h}</li>
                  ))}
                </ul>
              </div>
            )}
          </TabsContent>
        ))}
      </Tabs>

      <section aria-labelledby="skills-matched">
        <h3 id="skills-matched" className="mb-2 text-sm font-semibold">
          Key skills matched
        </h3>
        {result.keySkillsMatched.length ? (
          <ChipList items={result.keySkillsMatched} testId="skills-matched" />
        ) : (
          <p className="text-sm text-muted">No skill of the job description was found in your resume.</p>
        )}
      </section>

      {result.suggestedImprovements.length > 0 && (
        <section aria-labelledby="improvements">
          <h3 id="improvements" className="mb-2 text-sm font-semibold">
            Suggested improvements
          </h3>
          <ul className="list-disc space-y-1 pl-5 text-sm" data-testid="improvements">
            {result.suggestedImprovements.map((s, i) => (
              <li key={i}>{s}</li>
            ))}
          </ul>
        </section>
      )}

      <p className="text-sm text-muted">{m.hint}</p>
    </div>
  );
}
