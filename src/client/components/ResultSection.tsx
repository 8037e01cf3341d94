import { useId, type ReactNode } from "react";

interface ResultSectionProps {
  title: ReactNode;
  /** Copy controls beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One titled part of a result view (main prompt, keywords, tips...): a section named by its h3 heading. */
export function ResultSection({ title, actions, children }: ResultSectionProps) {
  const id = useId();
  const heading = (
    <h3 id={id} className="font-medium">
      {title}
    </h3>
  );
  return (
    <section aria-labelledby={id} className="grid gap-2">
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
