import { expect, test } from "../../../tests/helpers/e2e";
import { expectNoSeriousA11yViolations } from "../../../tests/helpers/axe";
import { coverLetterMessages as m } from "./contract";
import { chooseOption } from "../../../tests/helpers/select";

const RESUME = `Ines Halvorsen
Data analyst with 5 years in retail analytics.
Built Tableau dashboards used by 40 store managers.
Reduced weekly reporting time by 12 hours by automating SQL pipelines in Python.
Partnered with the marketing team to design A/B tests.`;

const JOB = `Brightfield Grocers is hiring a Senior Data Analyst. You will own reporting in SQL and Tableau, build forecasting
models in Python, and present insights to stakeholders. Experience with Snowflake and dbt is a plus.
We are a community-minded team that values transparency and sustainability.`;

test("cover letter: validation, three tabbed letters built from the input, skills and improvements, axe", async ({
  page,
}) => {
  await page.goto("/cover-letter-generator");
  await expect(page.getByRole("heading", { level: 1, name: "Cover Letter Generator" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Job Details" })).toBeVisible();
  await expect(page.getByText(m.placeholder)).toBeVisible();
  await expect(page.getByLabel("Tone")).toHaveValue("professional");

  // Submitting empty shows the spec's messages and sends nothing.
  await page.getByRole("button", { name: m.submit }).click();
  for (const message of [m.jobTitleRequired, m.companyNameRequired, m.jobDescriptionRequired, m.resumeRequired]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel("Job title").fill("Senior Data Analyst");
  await page.getByLabel("Company name").fill("Brightfield Grocers");
  await page.getByLabel("Job description").fill(JOB);
  await page.getByLabel("Your resume").fill(RESUME);
  // Re-validation on change: the messages go away as the fields are filled.
  await expect(page.getByText(m.resumeRequired, { exact: true })).toHaveCount(0);
  await chooseOption(page.getByLabel("Tone"), "enthusiastic");
  await page.getByRole("button", { name: m.submit }).click();

  await expect(page.getByText(m.success.title, { exact: true })).toBeVisible();
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveText(["Traditional", "Achievement", "Culture-Fit"]);
  const traditional = page.getByTestId("letter-Traditional");
  await expect(traditional).toContainText("Brightfield Grocers");
  await expect(traditional).toContainText("Senior Data Analyst");
  await expect(traditional).toContainText("Ines Halvorsen");
  await expect(traditional).toContainText("!"); // enthusiastic

  await page.getByRole("tab", { name: "Achievement" }).click();
  await expect(page.getByTestId("letter-Achievement")).toContainText(
    "Reduced weekly reporting time by 12 hours".replace("Reduced", "reduced"),
  );
  await page.getByRole("tab", { name: "Achievement" }).press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Culture-Fit" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("letter-Culture-Fit")).toContainText("transparency");

  const skills = page.getByTestId("skills-matched").getByRole("listitem");
  await expect(skills).toContainText(["SQL", "Tableau", "Python"]);
  const improvements = page.getByTestId("improvements");
  await expect(improvements).toContainText("Snowflake");
  await expect(improvements).toContainText("dbt");
  await expect(page.getByText(m.hint)).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy Culture-Fit cover letter" })).toBeVisible();

  await expectNoSeriousA11yViolations(page);
});

test("cover letter: a server failure shows the spec's toast", async ({ page }) => {
  await page.route("**/api/cover-letter", (route) =>
    route.fulfill({ status: 502, body: '{"message":"down"}', contentType: "application/json" }),
  );
  await page.goto("/cover-letter-generator");
  await page.getByLabel("Job title").fill("Nurse");
  await page.getByLabel("Company name").fill("City Clinic");
  await page.getByLabel("Job description").fill("Patient care on a busy ward.");
  await page.getByLabel("Your resume").fill("Registered nurse with ICU experience.");
  await page.getByRole("button", { name: m.submit }).click();
  await expect(page.getByText(m.failure, { exact: true })).toBeVisible();
});
