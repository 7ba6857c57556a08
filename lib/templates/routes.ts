import { defineModule } from "@/lib/http/module";
import { del, get, patch, post } from "@/lib/http/route";
import { idParam, statusOk } from "@/lib/http/schemas";
import { createCategory, deleteCategory, listCategories, renameCategory } from "./categories";
import {
  categoryBody, categoryList, categoryParam, categorySaved, changeCategory, logPage, logQuery, pickerList, pickerQuery, sendAnswer, sendToContact,
  templateCreate, templateDelete, templateDuplicate, templateEdit, templateListQuery, templatePage, templateRename, templateSaved,
} from "./schemas";
import { listTemplateLogs, sendTemplateToContact } from "./send";
import { createTemplate, deleteTemplates, duplicateTemplate, editTemplate, listTemplates, moveTemplates, pickerTemplates, renameTemplate, templatesOfCategory } from "./service";

const view = { tenancy: "location", permit: ["templates", "view"] } as const;
const create = { tenancy: "location", permit: ["templates", "create"] } as const;
const update = { tenancy: "location", permit: ["templates", "update"] } as const;
const remove = { tenancy: "location", permit: ["templates", "delete"] } as const;

// add-broadcasts-draft needs broadcasts (issue 11, later): it is declared with them.
export const templatesModule = defineModule("templates", [
  get("/template/categories", { ...view, summary: "The location's categories (General first) with template counts", response: categoryList },
    ({ db, ctx }) => listCategories(db, ctx)),
  get("/template/{category}/templates", { ...view, summary: "A category's templates", params: categoryParam, response: templatePage.pick({ data: true }) },
    ({ db, ctx, params }) => templatesOfCategory(db, ctx, params.category)),
  get("/template/lists", { ...view, summary: "The dashboard's page (per_page 6, order_by ordering desc; category, type filter)", query: templateListQuery, response: templatePage },
    ({ db, ctx, query }) => listTemplates(db, ctx, query)),
  get("/template/template-list", { ...view, summary: "Templates for a picker, by name", query: pickerQuery, response: pickerList },
    ({ db, ctx, query }) => pickerTemplates(db, ctx, query)),
  get("/template/template-logs", { ...view, summary: "Sends of templates to contacts, newest first", query: logQuery, response: logPage },
    ({ db, ctx, query }) => listTemplateLogs(db, ctx, query)),
  post("/template/send-to-contact", { ...view, summary: "Sends an email or SMS template to a contact; status false carries the reason", body: sendToContact, response: sendAnswer },
    ({ db, ctx, body }) => sendTemplateToContact(db, ctx, body)),
  post("/template/duplicate", { ...create, summary: "Copies a template", body: templateDuplicate, response: templateSaved, status: 201 },
    ({ db, ctx, body }) => duplicateTemplate(db, ctx, body.id)),
  post("/template/create-category", { ...create, summary: "A new category", body: categoryBody, response: categorySaved, status: 201 },
    ({ db, ctx, body }) => createCategory(db, ctx, body.name)),
  post("/template/create", { ...create, summary: "A new template (category General unless given)", body: templateCreate, response: templateSaved, status: 201 },
    ({ db, ctx, body }) => createTemplate(db, ctx, body)),
  patch("/template/change-category", { ...update, summary: "Moves templates to a category", body: changeCategory, response: statusOk },
    ({ db, ctx, body }) => moveTemplates(db, ctx, body)),
  patch("/template/{id}/edit-category", { ...update, summary: "Renames a category (not General)", params: idParam, body: categoryBody, response: categorySaved },
    ({ db, ctx, params, body }) => renameCategory(db, ctx, params.id, body.name)),
  patch("/template/rename", { ...update, summary: "Renames a template", body: templateRename, response: templateSaved },
    ({ db, ctx, body }) => renameTemplate(db, ctx, body)),
  patch("/template/edit", { ...update, summary: "Saves a template's content (merge fields checked, HTML sanitized)", body: templateEdit, response: templateSaved },
    ({ db, ctx, body }) => editTemplate(db, ctx, body)),
  del("/template/delete", { ...remove, summary: "Deletes templates (all or none)", body: templateDelete, response: statusOk },
    ({ db, ctx, body }) => deleteTemplates(db, ctx, body.ids)),
  del("/template/{id}/delete-category", { ...remove, summary: "Deletes a category; its templates move to General", params: idParam, response: statusOk },
    ({ db, ctx, params }) => deleteCategory(db, ctx, params.id)),
]);
