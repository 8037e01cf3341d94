/** The language detector moved to shared/text/language.ts (the prompt builder uses it too). */
export * from "../../shared/text/language";
