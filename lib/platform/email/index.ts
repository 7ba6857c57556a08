export { sendEmail, mailFrom, type OutgoingEmail } from "./send";
export { EMAIL_STATUS, type EmailStatus } from "./constants";
export { releaseWaitingEmails } from "./sender";
