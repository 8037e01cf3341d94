import { useId, useState, type FormEvent } from "react";
import { Mail } from "lucide-react";
import { apiRequest } from "@/client/lib/api";
import { toast } from "@/client/lib/use-toast";
import { EMAIL_MAX, SUBSCRIBE_MESSAGE_MAX, subscribeMessages } from "@/shared/subscribe.messages";
import { Button } from "./ui/button";
import { FieldError, Input, Label, Textarea } from "./ui/fields";

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Newsletter and idea sign-up: idle -> submitting -> thank-you, or an error toast with the form kept. */
export function SubscribeForm() {
  const id = useId();
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
        toast({ title: "Error", description: error instanceof Error ? error.message : String(error), variant: "destructive" });
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

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-border bg-surface/80 p-6">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <Mail className="h-5 w-5 text-accent" aria-hidden /> Stay in the loop
      </h2>
      <p className="mt-1 text-sm text-muted">Get news of new tools, or tell us which tool you would like next.</p>
      {submitted ? (
        <p className="mt-4 font-medium text-success" role="status">
          {subscribeMessages.inline}
        </p>
      ) : (
        <form className="mt-4 grid gap-3" onSubmit={onSubmit} noValidate>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-email`}>Email</Label>
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
            <FieldError id={`${id}-email-error`} message={emailError} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-message`}>Your idea or message (optional)</Label>
            <Textarea
              id={`${id}-message`}
              className="min-h-[80px]"
              maxLength={SUBSCRIBE_MESSAGE_MAX}
              placeholder="A tool you wish existed…"
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          </div>
          <Button type="submit" variant="accent" disabled={isPending} className="justify-self-start">
            {isPending ? "Subscribing..." : "Subscribe"}
          </Button>
        </form>
      )}
    </section>
  );
}
