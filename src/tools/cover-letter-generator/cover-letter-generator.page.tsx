import { useForm } from "@/client/lib/use-form";
import { useToolMutation } from "@/client/lib/use-tool-mutation";
import { charactersOf } from "@/client/lib/text-count";
import { ToolForm } from "@/client/components/ToolForm";
import { ResultCard } from "@/client/components/ResultCard";
import { InputField, SelectField, TextareaField } from "@/client/components/LabelledField";
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
  const form = useForm(coverLetterRequest);
  const run = useToolMutation(contract);

  return (
    <>
      <ToolForm title="Job Details" onSubmit={form.handleSubmit(run.submit)} run={run}>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            {...form.field("jobTitle")}
            label="Job title"
            placeholder="e.g. Product Designer"
            autoComplete="organization-title"
          />
          <InputField
            {...form.field("companyName")}
            label="Company name"
            placeholder="e.g. Acme Corp"
            autoComplete="organization"
          />
        </div>
        <TextareaField
          {...form.field("jobDescription", JOB_DESCRIPTION_MAX)}
          label="Job description"
          rows={7}
          placeholder="Paste the job posting: responsibilities, requirements, about the company…"
        />
        <TextareaField
          {...form.field("resume", RESUME_MAX)}
          label="Your resume"
          rows={9}
          placeholder="Paste your resume: name, roles, achievements, skills…"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextareaField
            {...form.field("skills")}
            label="Key skills (optional)"
            rows={3}
            placeholder="e.g. Figma, user research, SQL"
            hint={`Comma-separated · ${charactersOf(form.values.skills, SKILLS_MAX)}`}
          />
          <TextareaField
            {...form.field("experience", EXPERIENCE_MAX)}
            label="Experience (optional)"
            rows={3}
            placeholder="e.g. 6 years designing fintech apps"
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
