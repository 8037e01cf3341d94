import { Progress } from "@/client/components/ui/progress";
import { cn } from "@/client/lib/cn";

function scoreTone(score: number): { text: string; bar: string; word: string } {
  if (score >= 80) return { text: "text-success", bar: "bg-success", word: "Good" };
  if (score >= 55) return { text: "text-warning", bar: "bg-warning", word: "Needs work" };
  return { text: "text-danger", bar: "bg-danger", word: "Poor" };
}

/** The SEO score as a bar with its percent; the original article's score beside it, and what holds the score down. */
export function ScoreBar({
  score,
  originalScore,
  caps = [],
}: {
  score: number;
  originalScore: number;
  caps?: { max: number; reason: string }[];
}) {
  const tone = scoreTone(score);
  return (
    <div className="grid gap-2" data-testid="seo-score">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium">SEO Score</span>
        <span className={cn("text-2xl font-bold tabular-nums", tone.text)} data-testid="seo-score-value">
          {score}%
        </span>
      </div>
      <Progress value={score} label={`SEO score ${score}%`} barClassName={tone.bar} />
      <p className="text-xs text-muted">
        {tone.word} · your original article scored {originalScore}%
      </p>
      {caps.length > 0 && (
        <ul className="grid gap-1 rounded-md border border-danger/60 p-2 text-sm" data-testid="seo-score-caps">
          {caps.map((c) => (
            <li key={c.reason}>
              <span className="font-medium text-danger">Held at {c.max}% or below:</span> {c.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
