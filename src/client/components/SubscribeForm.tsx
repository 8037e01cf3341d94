import { useId, useState, type FormEvent } from "react";
import { Mail } from "lucide-react";
import { apiRequest } from "@/client/lib/api";
import { toast } from "@/client/lib/use-toast";
import { EMAIL_MAX, SUBSCRIBE_MESSAGE_MAX, subscribeMessages } from "@/shared/subscribe.messages";
import { cn } from "@/client/lib/cn";
import { useHydrated } from "../lib/use-hydrated";
import { Button } from "./ui/button";
import { FieldError, Input, Label, Textarea } from "./ui/fields";

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Newsletter and idea sign-up: idle -> submitting -> thank-you, or an error toast with the form kept.
 * `compact` (tool pages): one line, email and button; the message field opens while the form has focus or text.
 */
export function SubscribeForm({ compact = false }: { compact?: boolean }) {
  const id = useId();
  // Disabled until the page is live (a native submit would just reload the page).
  const live = useHydrated();
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState("");
  const [emailError, setEmailError] = useState<string>();
  const [submitted, setSubmitted] = useState(false);

  // Plain request state rather than TanStack's useMutation: the home page then needs no query library up front.
  const [isPending, setIsPending] = useState(false);
  const subscribe = (data: { email: string; message: string }) => {
    setIsPending(true);
    apiRequest("POST", "/api/subscribe", data).then(
      () => {
        setIsPending(false);
        setSubmitted(true);
        toast(subscribeMessages.success);
      },
      (error: unknown) => {
        setIsPending(false);
        toast({
          title: "Error",
          description: error instanceof Error ? error.message : String(error),
          variant: "destructive",
        });
      },
    );
  };

  const validate = (value: string) => (EMAIL_SHAPE.test(value.trim()) ? undefined : subscribeMessages.emailInvalid);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validate(email);
    setEmailError(problem);
    if (problem) return;
    if (isPending) return;
    subscribe({ email: email.trim(), message: message.trim() });
  };

  const emailField = (
    <Input
      id={`${id}-email`}
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
      maxLength={EMAIL_MAX}
      value={email}
      aria-invalid={Boolean(emailError)}
      aria-describedby={emailError ? `${id}-email-error` : undefined}
      onChange={(e) => {
        setEmail(e.target.value);
        if (emailError !== undefined) setEmailError(validate(e.target.value));
      }}
    />
  );
  const messageField = (
    <div
      className={cn("gap-1.5", compact ? cn("hidden group-focus-within:grid", (email || message) && "grid") : "grid")}
    >
      <Label htmlFor={`${id}-message`}>Your idea or message (optional)</Label>
      <Textarea
        id={`${id}-message`}
        className={compact ? "min-h-[60px]" : "min-h-[80px]"}
        maxLength={SUBSCRIBE_MESSAGE_MAX}
        placeholder="A tool you wish existed…"
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
    </div>
  );
  const button = (
    <Button
      type="submit"
      variant={compact ? "outline" : "accent"}
      disabled={!live || isPending}
      className="justify-self-start"
    >
      {isPending ? "Subscribing..." : "Subscribe"}
    </Button>
  );
  const thanks = (
    <p className={cn("font-medium text-success", !compact && "mt-4")} role="status">
      {subscribeMessages.inline}
    </p>
  );

  if (compact) {
    return (
      <section aria-labelledby={`${id}-title`} className="grid min-w-0 gap-2 md:flex-1">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-sm font-semibold">
          <Mail className="h-4 w-4 text-accent" aria-hidden /> Stay in the loop
          <span className="font-normal text-muted">— news of new tools, or your idea for the next one</span>
        </h2>
        {submitted ? (
          thanks
        ) : (
          <form className="group grid gap-2" onSubmit={onSubmit} noValidate>
            <div className="flex flex-wrap items-start gap-2">
              <div className="grid min-w-[12rem] flex-1 gap-1">
                <Label htmlFor={`${id}-email`} className="sr-only">
                  Email
                </Label>
                {emailField}
                <FieldError id={`${id}-email-error`} message={emailError} />
              </div>
              {button}
            </div>
            {messageField}
          </form>
        )}
      </section>
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-border bg-surface/80 p-6">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <Mail className="h-5 w-5 text-accent" aria-hidden /> Stay in the loop
      </h2>
      <p className="mt-1 text-sm text-muted">Get news of new tools, or tell us which tool you would like next.</p>
      {submitted ? (
        thanks
      ) : (
        <form className="mt-4 grid gap-3" onSubmit={onSubmit} noValidate>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-email`}>Email</Label>
            {emailField}
            <FieldError id={`${id}-email-error`} message={emailError} />
          </div>
          {messageField}
          {button}
        </form>
      )}
    </section>
  );
}
