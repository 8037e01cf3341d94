import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { toolById } from "@/shared/catalogue";
import { postTool, type Engine } from "@/client/lib/api";
import { toast } from "@/client/lib/use-toast";
import { ToolLayout } from "@/client/components/ToolLayout";
import { FormField } from "@/client/components/FormField";
import { EngineBadge } from "@/client/components/EngineBadge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Input, Select, Textarea } from "@/client/components/ui/fields";
import { Spinner } from "@/client/components/ui/spinner";
import {
  COVER_LETTER_TONES, EXPERIENCE_MAX, JOB_DESCRIPTION_MAX, RESUME_MAX, SKILLS_MAX, coverLetterMessages as m,
  coverLetterRequest, type CoverLetterResponse,
} from "./contract";
import { CoverLetterResults } from "./components/CoverLetterResults";

const tool = toolById("cover-letter-generator")!;
type FormInput = z.input<typeof coverLetterRequest>;
type FormOutput = z.output<typeof coverLetterRequest>;

const count = (value: string | undefined, max: number) => `${(value ?? "").length.toLocaleString("en-US")} / ${max.toLocaleString("en-US")} characters`;

export default function CoverLetterGeneratorPage() {
  const [result, setResult] = useState<(CoverLetterResponse & { engine: Engine | null }) | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(coverLetterRequest),
    defaultValues: { jobTitle: "", companyName: "", jobDescription: "", resume: "", skills: "", experience: "", tone: "professional" },
  });
  const [resume, jobDescription, skills, experience] = useWatch({
    control: form.control,
    name: ["resume", "jobDescription", "skills", "experience"],
  });

  const mutation = useMutation({
    mutationFn: (values: FormOutput) => postTool<CoverLetterResponse>("/api/cover-letter", values, () => m.failure),
    onSuccess: ({ data, engine }) => {
      setResult({ ...data, engine });
      toast(m.success);
    },
    onError: () => toast({ title: "Error", description: m.failure, variant: "destructive" }),
  });

  const errors = form.formState.errors;
  return (
    <ToolLayout tool={tool}>
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Job Details</CardTitle>
          </CardHeader>
          <CardContent>
            <form className="grid gap-4" onSubmit={form.handleSubmit((values) => mutation.mutate(values))} noValidate>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField label="Job title" error={errors.jobTitle?.message}>
                  <Input placeholder="e.g. Product Designer" autoComplete="organization-title" {...form.register("jobTitle")} />
                </FormField>
                <FormField label="Company name" error={errors.companyName?.message}>
                  <Input placeholder="e.g. Acme Corp" autoComplete="organization" {...form.register("companyName")} />
                </FormField>
              </div>
              <FormField label="Job description" error={errors.jobDescription?.message} hint={count(jobDescription, JOB_DESCRIPTION_MAX)}>
                <Textarea rows={7} placeholder="Paste the job posting: responsibilities, requirements, about the company…" {...form.register("jobDescription")} />
              </FormField>
              <FormField label="Your resume" error={errors.resume?.message} hint={count(resume, RESUME_MAX)}>
                <Textarea rows={9} placeholder="Paste your resume: name, roles, achievements, skills…" {...form.register("resume")} />
              </FormField>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField label="Key skills (optional)" error={errors.skills?.message} hint={`Comma-separated · ${count(skills, SKILLS_MAX)}`}>
                  <Textarea rows={3} className="min-h-[80px]" placeholder="e.g. Figma, user research, SQL" {...form.register("skills")} />
                </FormField>
                <FormField label="Experience (optional)" error={errors.experience?.message} hint={count(experience, EXPERIENCE_MAX)}>
                  <Textarea rows={3} className="min-h-[80px]" placeholder="e.g. 6 years designing fintech apps" {...form.register("experience")} />
                </FormField>
              </div>
              <FormField label="Tone">
                <Select {...form.register("tone")}>
                  {COVER_LETTER_TONES.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </Select>
              </FormField>
              <Button type="submit" size="lg" disabled={mutation.isPending}>
                {mutation.isPending ? m.busy : m.submit}
              </Button>
            </form>
          </CardContent>
        </Card>

        <Card aria-live="polite" aria-busy={mutation.isPending}>
          <CardHeader row>
            <CardTitle>Your Cover Letters</CardTitle>
            {result && !mutation.isPending && <EngineBadge engine={result.engine} />}
          </CardHeader>
          <CardContent>
            {mutation.isPending ? (
              <div className="flex items-center justify-center gap-3 py-12 text-muted">
                <Spinner label="Generating cover letters" />
                <span>{m.busy}</span>
              </div>
            ) : result ? (
              <CoverLetterResults result={result} />
            ) : (
              <p className="py-8 text-center text-sm text-muted">{m.placeholder}</p>
            )}
          </CardContent>
        </Card>
      </div>
    </ToolLayout>
  );
}
