import type { MutableRefObject } from "react";
import { Trash2 } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import type { MessagePair } from "../contract";

interface SavedPairsProps {
  pairs: readonly MessagePair[];
  onRemove: (id: number) => void;
  /** Remove buttons by pair id, so that focus can move to a neighbour after a removal. */
  removeRefs: MutableRefObject<Map<number, HTMLButtonElement>>;
}

/** The saved pairs, in file order, each with a Remove button. */
export function SavedPairs({ pairs, onRemove, removeRefs }: SavedPairsProps) {
  return (
    <Card>
      <CardHeader row>
        <CardTitle id="saved-pairs-title">Saved pairs</CardTitle>
        <span className="text-sm text-muted" data-testid="pair-count">
          {pairs.length} {pairs.length === 1 ? "pair" : "pairs"}
        </span>
      </CardHeader>
      <CardContent>
        {pairs.length === 0 ? (
          <p className="text-sm text-muted">
            No pairs yet. Saved pairs appear here in the order they are written to the file.
          </p>
        ) : (
          <ol
            aria-labelledby="saved-pairs-title"
            className="grid max-h-[32rem] gap-3 overflow-y-auto"
            data-testid="saved-pairs"
          >
            {pairs.map((pair, i) => (
              <li key={pair.id} className="flex items-start gap-3 rounded-lg border border-border bg-surface-2/60 p-3">
                <div className="grid min-w-0 flex-1 gap-2 text-sm">
                  <p className="text-xs font-semibold uppercase tracking-wide text-muted">Pair {i + 1}</p>
                  <div>
                    <span className="font-medium text-accent">User: </span>
                    <span className="line-clamp-4 whitespace-pre-wrap [overflow-wrap:anywhere]">
                      {pair.userContent}
                    </span>
                  </div>
                  <div>
                    <span className="font-medium text-success">Assistant: </span>
                    {pair.assistantContent.trim() ? (
                      <span className="line-clamp-4 whitespace-pre-wrap [overflow-wrap:anywhere]">
                        {pair.assistantContent}
                      </span>
                    ) : (
                      <span className="italic text-muted">(empty: left out of the file)</span>
                    )}
                  </div>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Remove pair ${i + 1}`}
                  ref={(el) => {
                    if (el) removeRefs.current.set(pair.id, el);
                    else removeRefs.current.delete(pair.id);
                  }}
                  onClick={() => onRemove(pair.id)}
                >
                  <Trash2 aria-hidden /> Remove
                </Button>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
