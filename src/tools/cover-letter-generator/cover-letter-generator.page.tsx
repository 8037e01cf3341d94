import { useForm } from "@/client/lib/use-form";
import { useToolMutation } from "@/client/lib/use-tool-mutation";
import { charactersOf } from "@/client/lib/text-count";
import { ToolForm } from "@/client/components/ToolForm";
import { ResultCard } from "@/client/components/ResultCard";
import { FormField } from "@/client/components/FormField";
import { SelectField, TextareaField } from "@/client/components/LabelledField";
import { Input } from "@/client/components/ui/fields";
import {
  COVER_LETTER_TONES,
  EXPERIENCE_MAX,
  JOB_DESCRIPTION_MAX,
  RESUME_MAX,
  SKILLS_MAX,
  contract,
  coverLetterMessages as m,
  coverLetterRequest,
} from "./contract";
import { CoverLetterResults } from "./components/CoverLetterResults";

export default function CoverLetterGeneratorPage() {
  const form = useForm(coverLetterRequest, {
    jobTitle: "",
    companyName: "",
    jobDescription: "",
    resume: "",
    skills: "",
    experience: "",
    tone: "professional",
  });
  const { resume, jobDescription, skills, experience } = form.values;
  const run = useToolMutation(contract);
  const errors = form.errors;

  return (
    <>
      <ToolForm title="Job Details" onSubmit={form.handleSubmit(run.submit)} run={run}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Job title" error={errors.jobTitle}>
            <Input
              placeholder="e.g. Product Designer"
              autoComplete="organization-title"
              {...form.register("jobTitle")}
            />
          </FormField>
          <FormField label="Company name" error={errors.companyName}>
            <Input placeholder="e.g. Acme Corp" autoComplete="organization" {...form.register("companyName")} />
          </FormField>
        </div>
        <TextareaField
          label="Job description"
          error={errors.jobDescription}
          hint={charactersOf(jobDescription, JOB_DESCRIPTION_MAX)}
          rows={7}
          placeholder="Paste the job posting: responsibilities, requirements, about the company…"
          {...form.register("jobDescription")}
        />
        <TextareaField
          label="Your resume"
          error={errors.resume}
          hint={charactersOf(resume, RESUME_MAX)}
          rows={9}
          placeholder="Paste your resume: name, roles, achievements, skills…"
          {...form.register("resume")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextareaField
            label="Key skills (optional)"
            error={errors.skills}
            hint={`Comma-separated · ${charactersOf(skills, SKILLS_MAX)}`}
            rows={3}
            className="min-h-[80px]"
            placeholder="e.g. Figma, user research, SQL"
            {...form.register("skills")}
          />
          <TextareaField
            label="Experience (optional)"
            error={errors.experience}
            hint={charactersOf(experience, EXPERIENCE_MAX)}
            rows={3}
            className="min-h-[80px]"
            placeholder="e.g. 6 years designing fintech apps"
            {...form.register("experience")}
          />
        </div>
        <SelectField label="Tone" {...form.register("tone")} options={COVER_LETTER_TONES} />
      </ToolForm>

      <ResultCard title="Your Cover Letters" run={run} placeholder={m.placeholder}>
        {run.result && <CoverLetterResults result={run.result.data} />}
      </ResultCard>
    </>
  );
}
