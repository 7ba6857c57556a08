/**
 * Checks a submission against the form's questions: one message per question (the public page
 * re-renders them under each question; the API answers them as 422 `answers.{id}`). Pure.
 */
import { ANSWER_MAX, FORM_MSG, isChoice, RATING_MAX, YES_NO, type QuestionType } from "./constants";

export type QuestionRule = { id: number; type: string; required: boolean; options: string[] };
/** What a submission holds per question id: one value, or several for multiple choice. */
export type RawAnswers = Record<string, string | string[] | undefined>;
export type CheckedAnswer = { questionId: number; value: string; first: boolean };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ().-]{5,30}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function valuesOf(raw: string | string[] | undefined): string[] {
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return list.filter((v): v is string => typeof v === "string").map((v) => v.trim()).filter((v) => v !== "");
}

function checkOne(type: QuestionType, v: string, options: string[]): string | null {
  if (v.length > ANSWER_MAX || v.includes("\u0000")) return FORM_MSG.tooLong;
  switch (type) {
    case "email":
      return EMAIL.test(v) ? null : FORM_MSG.invalidEmail;
    case "phone":
      return PHONE.test(v) ? null : FORM_MSG.invalidPhone;
    case "number":
      return v.length <= 30 && Number.isFinite(Number(v)) ? null : FORM_MSG.invalidNumber;
    case "date":
      return DATE.test(v) && !Number.isNaN(Date.parse(v)) ? null : FORM_MSG.invalidDate;
    case "rating": {
      const n = Number(v);
      return Number.isInteger(n) && n >= 1 && n <= RATING_MAX ? null : FORM_MSG.invalidRating;
    }
    case "file":
      // Answered only by an upload (lib/forms/file-answers.ts): a typed value is never a file.
      return FORM_MSG.fileRequired;
    case "yes_no":
      return (YES_NO as readonly string[]).includes(v) ? null : FORM_MSG.notAnOption;
    default:
      return isChoice(type) && !options.includes(v) ? FORM_MSG.notAnOption : null;
  }
}

export function checkAnswers(questions: QuestionRule[], raw: RawAnswers): { errors: Record<string, string[]>; answers: CheckedAnswer[] } {
  const errors: Record<string, string[]> = {};
  const answers: CheckedAnswer[] = [];
  for (const q of questions) {
    const type = q.type as QuestionType;
    let values = valuesOf(raw[String(q.id)]);
    if (type !== "multiple_choice") values = values.slice(0, 1);
    else values = [...new Set(values)];
    const key = `answers.${q.id}`;
    if (!values.length) {
      if (q.required) errors[key] = [FORM_MSG.required];
      continue;
    }
    const bad = values.map((v) => checkOne(type, v, q.options)).find(Boolean);
    if (bad) {
      errors[key] = [bad];
      continue;
    }
    const numeric = type === "number" || type === "rating";
    values.forEach((value, i) => answers.push({ questionId: q.id, value: numeric ? String(Number(value)) : value, first: i === 0 }));
  }
  return { errors, answers };
}
