/** Addresses of the forms module's downloads and screens. Pure: server pages and the browser share them. */
export const analyticsDownloadUrl = (formId: number, format: "pdf" | "csv") => `/api/v3/form/${formId}/download-analytics?format=${format}`;
export const responsePdfUrl = (formId: number, contactId: number, respondentId: number) =>
  `/api/v3/form/download-form-response?form_id=${formId}&contact_id=${contactId}&respondent_id=${respondentId}`;
export const responsePath = (formId: number, contactId: number, respondentId: number) => `/form/${formId}/response/${contactId}/${respondentId}`;
