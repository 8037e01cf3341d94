import { useId, useMemo, useState } from "react";
import { RefreshCw } from "lucide-react";
import { toast } from "@/client/lib/use-toast";
import { CopyButton } from "@/client/components/CopyButton";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Checkbox } from "@/client/components/ui/checkbox";
import { FieldError, Input, Label } from "@/client/components/ui/fields";
import { RangeField } from "@/client/components/RangeField";
import {
  CHARACTER_TYPES,
  DEFAULT_PASSWORD_OPTIONS,
  LOOK_ALIKES,
  PASSWORD_LENGTH,
  passwordMessages as m,
  type PasswordOptions,
} from "./contract";
import { entropyBits, generatePassword, strengthLabel, strengthScore } from "./password-generator.engine";
import { StrengthMeter } from "./components/StrengthMeter";

export default function PasswordGeneratorPage() {
  const id = useId();
  const [options, setOptions] = useState<PasswordOptions>(DEFAULT_PASSWORD_OPTIONS);
  // Spec: a password is generated on first load.
  const [password, setPassword] = useState(() => generatePassword(DEFAULT_PASSWORD_OPTIONS) ?? "");
  const noType = !CHARACTER_TYPES.some((t) => options[t.id]);

  const score = useMemo(() => strengthScore(password), [password]);
  const entropy = useMemo(() => entropyBits(options), [options]);

  /** Settings changes take effect at once: the shown password always matches the settings. */
  const update = (patch: Partial<PasswordOptions>) => {
    const next = { ...options, ...patch };
    setOptions(next);
    // No character type ticked: no password (nothing stale left to copy), until one is ticked again.
    setPassword(generatePassword(next) ?? "");
  };

  const regenerate = () => {
    const generated = generatePassword(options);
    if (generated === null) {
      toast({ title: "Error", description: m.noType, variant: "destructive" });
      return;
    }
    setPassword(generated);
  };

  return (
    <>
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>Settings</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          <RangeField
            label="Password Length"
            range={PASSWORD_LENGTH}
            value={options.length}
            onValueChange={(length) => update({ length })}
            valueText={`${options.length} characters`}
          />

          <fieldset className="grid gap-3" aria-describedby={noType ? `${id}-error` : undefined}>
            <legend className="mb-3 text-sm font-medium">Character types</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {CHARACTER_TYPES.map((t) => (
                <div key={t.id} className="flex items-center gap-3">
                  <Checkbox
                    id={`${id}-${t.id}`}
                    checked={options[t.id]}
                    onCheckedChange={(checked) => update({ [t.id]: checked === true })}
                  />
                  <Label htmlFor={`${id}-${t.id}`} className="cursor-pointer break-all font-normal">
                    {t.label}
                  </Label>
                </div>
              ))}
            </div>
            <FieldError id={`${id}-error`} message={noType ? m.noType : undefined} />
          </fieldset>

          <div className="flex items-start gap-3">
            <Checkbox
              id={`${id}-lookalikes`}
              checked={options.avoidLookAlikes}
              onCheckedChange={(checked) => update({ avoidLookAlikes: checked === true })}
              className="mt-0.5"
            />
            <Label htmlFor={`${id}-lookalikes`} className="cursor-pointer font-normal">
              Avoid look-alike characters{" "}
              <span className="text-muted">
                (leaves out <span className="font-mono">{[...LOOK_ALIKES].join(" ")}</span>)
              </span>
            </Label>
          </div>

          <Button size="lg" onClick={regenerate}>
            <RefreshCw aria-hidden /> {m.generate}
          </Button>
          <p className="text-xs text-muted">
            Generated in your browser with the Web Crypto random number generator. Nothing is sent or stored.
          </p>
        </CardContent>
      </Card>

      <Card className="order-first min-w-0 lg:sticky lg:top-[4.5rem] lg:order-none">
        <CardContent className="grid gap-6 pt-5">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-password`}>Generated Password</Label>
            <div className="flex gap-2">
              <Input
                id={`${id}-password`}
                readOnly
                value={password}
                spellCheck={false}
                autoComplete="off"
                className="font-mono text-base tracking-wide sm:text-lg"
                data-testid="password"
              />
              <CopyButton text={password} label="Copy password" toasts={m} disabled={!password} />
            </div>
          </div>

          <StrengthMeter
            score={password ? score : 0}
            label={password ? strengthLabel(score) : null}
            entropy={password ? entropy : 0}
          />
        </CardContent>
      </Card>
    </>
  );
}
